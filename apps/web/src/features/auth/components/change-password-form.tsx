import { passwordChangeSchema, type PasswordChangeInput } from '@esdc/core/members';
import { zodResolver } from '@hookform/resolvers/zod';
import { DialogForm } from '../../../components/dialog-form';
import { PasswordField } from '../../../components/password-field';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/toast';
import { useServerForm } from '../../../lib/use-server-form';
import { authErrorMessage } from './auth-error-message';
import { useChangePassword } from '../api/change-password';

/**
 * Change Password (SPEC §2 My Profile Edit Profile flow; §5 password rules): current password, new password
 * (at least 6) and confirmation; the server's messages are shown as they come; success toasts
 * 'Password changed successfully' and closes the editor.
 */
export function ChangePasswordForm({ userId, onDone }: { userId: number; onDone: () => void }) {
  const change = useChangePassword(userId);
  const { field, submit, setError, serverError, setServerError, formState } = useServerForm<PasswordChangeInput>({
    resolver: zodResolver(passwordChangeSchema),
    defaultValues: { current_password: '', new_password: '', confirm_password: '' },
  });

  const onSubmit = submit(async (values) => {
    try {
      const message = await change.mutateAsync(values);
      void notify(message, 'success');
      onDone();
    } catch (error) {
      const message = authErrorMessage(error, 'Failed to change password');
      if (error instanceof ApiError && error.code === 'WRONG_CURRENT_PASSWORD') setError('current_password', { message }, { shouldFocus: true });
      else setServerError(message);
    }
  });

  return (
    <DialogForm
      onSubmit={onSubmit}
      busy={formState.isSubmitting}
      serverError={serverError}
      submitLabel="Change Password"
      busyLabel="Changing..."
      onCancel={onDone}
      columns={1}
    >
      <PasswordField id="password-current" label="Current Password" autoComplete="current-password" {...field('current_password')} />
      <PasswordField id="password-new" label="New Password" autoComplete="new-password" {...field('new_password')} />
      <PasswordField id="password-confirm" label="Confirm New Password" autoComplete="new-password" {...field('confirm_password')} />
      <p className="text-xs text-muted">At least 6 characters. Your other signed-in devices will be signed out.</p>
    </DialogForm>
  );
}
