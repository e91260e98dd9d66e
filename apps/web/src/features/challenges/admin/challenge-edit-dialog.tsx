import type { AdminChallenge } from '@esdc/core/challenge';
import { zodResolver } from '@hookform/resolvers/zod';
import { Dialog } from '../../../components/dialog';
import { DialogForm } from '../../../components/dialog-form';
import { useUpdateAdminChallenge } from '../api/update-admin-challenge';
import { ChallengeFormFields } from './challenge-form';
import {
  CHALLENGE_FIELDS,
  challengeToFormValues,
  editChallengeFormSchema,
  editChallengePayload,
  type ChallengeFormValues,
  type EditChallengeFormOutput,
} from './challenge-form-schema';
import { useAdminForm } from '../../../components/admin/use-admin-form';

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
  const { control, field, edited, submit, saveChanges, serverError, formState } = useAdminForm<ChallengeFormValues, EditChallengeFormOutput>({
    resolver: zodResolver(editChallengeFormSchema),
    defaultValues: challengeToFormValues(challenge),
    fields: CHALLENGE_FIELDS,
    onDone,
  });

  const onSubmit = submit((values) =>
    saveChanges(editChallengePayload(challenge, values), (input) => update.mutateAsync({ id: challenge.id, input }), {
      success: 'Challenge updated successfully',
      failure: 'Failed to update challenge',
    }),
  );

  return (
    <DialogForm onSubmit={onSubmit} busy={formState.isSubmitting} serverError={serverError} submitLabel="Save Changes" busyLabel="Saving..." onCancel={onDone}>
      <ChallengeFormFields mode="edit" control={control} field={field} edited={edited} />
    </DialogForm>
  );
}
