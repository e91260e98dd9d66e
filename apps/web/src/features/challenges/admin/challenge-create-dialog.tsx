import { zodResolver } from '@hookform/resolvers/zod';
import { Dialog } from '../../../components/dialog';
import { DialogForm } from '../../../components/dialog-form';
import { useCreateAdminChallenge } from '../api/create-admin-challenge';
import { ChallengeFormFields } from './challenge-form';
import {
  CHALLENGE_FIELDS,
  createChallengeFormSchema,
  createChallengePayload,
  EMPTY_CHALLENGE_FORM,
  type ChallengeFormValues,
  type CreateChallengeFormOutput,
} from './challenge-form-schema';
import { useAdminForm } from '../../../components/admin/use-admin-form';

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
  const { control, field, edited, submit, send, serverError, formState } = useAdminForm<ChallengeFormValues, CreateChallengeFormOutput>({
    resolver: zodResolver(createChallengeFormSchema),
    defaultValues: EMPTY_CHALLENGE_FORM,
    fields: CHALLENGE_FIELDS,
    onDone,
  });

  const onSubmit = submit((values) =>
    send(() => create.mutateAsync(createChallengePayload(values)), {
      success: 'Challenge created successfully',
      failure: 'Failed to create challenge',
      toast: 'Failed to create challenge',
    }),
  );

  return (
    <DialogForm
      onSubmit={onSubmit}
      busy={formState.isSubmitting}
      serverError={serverError}
      submitLabel="Create Challenge"
      busyLabel="Creating..."
      onCancel={onDone}
    >
      <ChallengeFormFields mode="create" control={control} field={field} edited={edited} />
    </DialogForm>
  );
}
