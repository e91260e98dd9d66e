import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Dialog } from '../../../components/dialog';
import { notify } from '../../../lib/toast';
import { useCreateAdminChallenge } from '../api/create-admin-challenge';
import { ChallengeFormFields } from './challenge-form';
import {
  createChallengeFormSchema,
  createChallengePayload,
  EMPTY_CHALLENGE_FORM,
  type ChallengeFormValues,
  type CreateChallengeFormOutput,
} from './challenge-form-schema';
import { AdminDialogForm } from './admin-dialog-form';
import { serverFieldErrors, serverMessage } from './server-message';

/** Fields the server may name in a validation failure. */
export const CHALLENGE_FIELDS = ['title', 'description', 'category', 'difficulty', 'points', 'answer', 'answer_pattern', 'hints', 'visibility'] as const;

/**
 * Create Challenge modal of the admin panel (SPEC §2 Admin panel Challenges tab): the challenge form validated with the core schema's
 * messages, POST /api/admin/challenges; success toasts and closes; a refusal is shown in the form and toasted.
 */
export function ChallengeCreateDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Create Challenge" description="Members see it on /challenges unless it is hidden." size="lg">
      {open ? <CreateChallengeForm onDone={() => onOpenChange(false)} /> : null}
    </Dialog>
  );
}

function CreateChallengeForm({ onDone }: { onDone: () => void }) {
  const create = useCreateAdminChallenge();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ChallengeFormValues, unknown, CreateChallengeFormOutput>({ resolver: zodResolver(createChallengeFormSchema), defaultValues: EMPTY_CHALLENGE_FORM });
  const clear = () => setServerError(null);

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      const result = await create.mutateAsync(createChallengePayload(values));
      void notify(result.message ?? 'Challenge created successfully', 'success');
      onDone();
    } catch (error) {
      for (const { field, message } of serverFieldErrors(error, CHALLENGE_FIELDS)) setError(field, { message });
      const message = serverMessage(error) ?? 'Failed to create challenge';
      setServerError(message);
      void notify('Failed to create challenge', 'error');
    }
  });

  return (
    <AdminDialogForm onSubmit={onSubmit} busy={isSubmitting} serverError={serverError} submitLabel="Create Challenge" busyLabel="Creating..." onCancel={onDone}>
      <ChallengeFormFields mode="create" control={control} register={register} errors={errors} onChange={clear} />
    </AdminDialogForm>
  );
}
