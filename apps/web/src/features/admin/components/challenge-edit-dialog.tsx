import type { AdminChallenge } from '@esdc/core/challenge';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Dialog } from '../../../components/dialog';
import { notify } from '../../../lib/toast';
import { useUpdateAdminChallenge } from '../api/update-admin-challenge';
import { CHALLENGE_FIELDS } from './challenge-create-dialog';
import { ChallengeFormFields } from './challenge-form';
import { challengeToFormValues, editChallengeFormSchema, editChallengePayload, type ChallengeFormValues, type EditChallengeFormOutput } from './challenge-form-schema';
import { AdminDialogForm } from './admin-dialog-form';
import { serverFieldErrors, serverMessage } from './server-message';

/**
 * Edit Challenge modal of the admin panel (SPEC §2 Admin panel Challenges tab): the challenge form filled from the row (the answer blank:
 * 'Leave blank to keep the current answer'), PUT /api/admin/challenges/{id} with only the changed fields.
 */
export function ChallengeEditDialog({ challenge, onOpenChange }: { challenge: AdminChallenge | null; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={challenge !== null} onOpenChange={onOpenChange} title="Edit Challenge" description={challenge?.title} size="lg">
      {challenge ? <EditChallengeForm key={challenge.id} challenge={challenge} onDone={() => onOpenChange(false)} /> : null}
    </Dialog>
  );
}

function EditChallengeForm({ challenge, onDone }: { challenge: AdminChallenge; onDone: () => void }) {
  const update = useUpdateAdminChallenge();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ChallengeFormValues, unknown, EditChallengeFormOutput>({ resolver: zodResolver(editChallengeFormSchema), defaultValues: challengeToFormValues(challenge) });
  const clear = () => setServerError(null);

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    const body = editChallengePayload(challenge, values);
    if (Object.keys(body).length === 0) {
      void notify('No changes to save', 'info');
      onDone();
      return;
    }
    try {
      const result = await update.mutateAsync({ id: challenge.id, input: body });
      void notify(result.message ?? 'Challenge updated successfully', 'success');
      onDone();
    } catch (error) {
      for (const { field, message } of serverFieldErrors(error, CHALLENGE_FIELDS)) setError(field, { message });
      const message = serverMessage(error) ?? 'Failed to update challenge';
      setServerError(message);
      void notify(message, 'error');
    }
  });

  return (
    <AdminDialogForm onSubmit={onSubmit} busy={isSubmitting} serverError={serverError} submitLabel="Save Changes" busyLabel="Saving..." onCancel={onDone}>
      <ChallengeFormFields mode="edit" control={control} register={register} errors={errors} onChange={clear} />
    </AdminDialogForm>
  );
}
