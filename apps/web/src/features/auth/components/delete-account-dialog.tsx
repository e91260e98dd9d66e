import { accountDeletionSchema, FORMER_MEMBER_NAME, type AccountDeletionInput } from '@esdc/core/account-data';
import { zodResolver } from '@hookform/resolvers/zod';
import { paths } from '@esdc/core/routes';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { Dialog } from '../../../components/dialog';
import { DialogForm } from '../../../components/dialog-form';
import { PasswordField } from '../../../components/password-field';
import { ApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { notify } from '../../../lib/toast';
import { useServerForm } from '../../../lib/use-server-form';
import { useDeleteAccount } from '../api/delete-account';
import { authErrorMessage } from './auth-error-message';

const PROJECT_CHOICES = [
  { value: 'delete', label: 'Delete my projects', hint: 'They disappear with their likes, tags and contributors.' },
  { value: 'keep', label: 'Keep my projects', hint: `They stay in the showcase, shown under "${FORMER_MEMBER_NAME}".` },
] as const;

/**
 * Delete account: what deleting means, the password re-entered, the choice
 * between deleting and keeping the projects, and a destructive confirm button. A wrong password marks the
 * field; on success the session is cleared (the server already ended every session), a toast says so and the
 * app goes to /.
 */
export function DeleteAccountDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const remove = useDeleteAccount();
  const session = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { field, submit, setError, serverError, setServerError, formState, reset } = useServerForm<AccountDeletionInput>({
    resolver: zodResolver(accountDeletionSchema),
    defaultValues: { password: '' },
  });
  const projects = field('projects');

  const close = (next: boolean) => {
    if (!next) {
      reset();
      setServerError(null);
    }
    onOpenChange(next);
  };

  const onSubmit = submit(async (values) => {
    try {
      const message = await remove.mutateAsync(values);
      // Every session is gone on the server: clear this one without calling logout (its token is already refused).
      session.clear();
      queryClient.clear();
      onOpenChange(false);
      void notify(message, 'success');
      void navigate(paths.home);
    } catch (error) {
      const message = authErrorMessage(error, 'Failed to delete your account');
      if (error instanceof ApiError && error.code === 'WRONG_PASSWORD') setError('password', { message }, { shouldFocus: true });
      else setServerError(message);
    }
  });

  return (
    <Dialog open={open} onOpenChange={close} title="Delete account" description="This cannot be undone." size="sm">
      <div className="mb-4 flex flex-col gap-2 text-sm text-muted">
        <p>Deleting your account:</p>
        <ul className="list-disc space-y-1 pl-5">
          <li>signs you out everywhere, and you cannot sign in again;</li>
          <li>erases your profile, likes, contributions, challenge answers and game scores;</li>
          <li>takes you off the leaderboard; your points stay in its history without your name, so no one else's total changes.</li>
        </ul>
        <p>Download your data first if you want a copy.</p>
      </div>
      <DialogForm
        onSubmit={onSubmit}
        busy={formState.isSubmitting}
        serverError={serverError}
        submitLabel="Delete my account"
        busyLabel="Deleting..."
        onCancel={() => close(false)}
        columns={1}
        destructive
      >
        <fieldset className="flex flex-col gap-2" aria-describedby={projects.error ? 'delete-projects-error' : undefined}>
          <legend className="mb-1 text-sm font-semibold text-fg">Your projects</legend>
          {PROJECT_CHOICES.map((choice) => (
            <label
              key={choice.value}
              className="flex cursor-pointer items-start gap-3 rounded-xl border border-line p-3 has-[:checked]:border-accent has-[:checked]:bg-surface-2"
            >
              <input type="radio" value={choice.value} className="mt-1 size-4 accent-accent" aria-invalid={projects.error ? true : undefined} {...projects} />
              <span className="flex flex-col">
                <span className="text-sm font-semibold text-fg">{choice.label}</span>
                <span className="text-xs text-muted">{choice.hint}</span>
              </span>
            </label>
          ))}
          {projects.error ? (
            <p id="delete-projects-error" className="text-sm font-medium text-danger">
              {projects.error}
            </p>
          ) : null}
        </fieldset>
        <PasswordField id="delete-account-password" label="Password" autoComplete="current-password" {...field('password')} />
      </DialogForm>
    </Dialog>
  );
}
