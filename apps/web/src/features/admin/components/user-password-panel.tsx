import { zodResolver } from '@hookform/resolvers/zod';
import { adminSetPasswordSchema, type AdminSetPasswordInput } from '@esdc/core/account-schemas';
import { KeyRound, Send } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/button';
import { FormAlert } from '../../../components/form-alert';
import { PasswordField } from '../../../components/password-field';
import { notify } from '../../../lib/toast';
import { useServerForm } from '../../../lib/use-server-form';
import type { AdminUser } from '../api/admin-types';
import { useSendResetLink } from '../api/send-reset-link';
import { useSetUserPassword } from '../api/set-user-password';
import { serverMessage } from '../../../components/admin/server-message';
import { EmailVerifiedBadge } from './status-badges';

/**
 * The password part of the Edit User dialog: whether the member's email is verified, "Send reset link"
 * (mails a link that works once for 60 minutes) and "Set password" (SPEC §5 admin form rules: at least 8 characters,
 * confirmed; the member is signed out everywhere). Each answers with a toast; a refusal also shows in place.
 */
export function UserPasswordPanel({ user }: { user: AdminUser }) {
  const sendLink = useSendResetLink();
  const [setting, setSetting] = useState(false);

  const onSendLink = () =>
    sendLink.mutate(user.id, {
      onSuccess: (message) => void notify(`${message} to ${user.email}`, 'success'),
      onError: (error) => void notify(serverMessage(error) ?? 'Failed to send the reset link', 'error'),
    });

  return (
    <section aria-labelledby={`password-panel-${user.id}`} className="mb-4 grid gap-3 rounded-xl border border-line p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={`password-panel-${user.id}`} className="text-sm font-bold text-fg">
          Password and email
        </h3>
        <EmailVerifiedBadge verifiedAt={user.email_verified_at} />
      </div>
      {setting ? (
        <SetPasswordForm user={user} onDone={() => setSetting(false)} />
      ) : (
        <div className="flex flex-wrap gap-3">
          <Button variant="secondary" size="sm" onClick={onSendLink} disabled={sendLink.isPending}>
            <Send className="size-4" aria-hidden="true" />
            {sendLink.isPending ? 'Sending...' : 'Send reset link'}
          </Button>
          <Button variant="secondary" size="sm" onClick={() => setSetting(true)}>
            <KeyRound className="size-4" aria-hidden="true" />
            Set password
          </Button>
        </div>
      )}
    </section>
  );
}

function SetPasswordForm({ user, onDone }: { user: AdminUser; onDone: () => void }) {
  const setPassword = useSetUserPassword();
  const { field, submit, serverError, setServerError, formState } = useServerForm<AdminSetPasswordInput>({
    resolver: zodResolver(adminSetPasswordSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const onSubmit = submit(async (values) => {
    try {
      const message = await setPassword.mutateAsync({ id: user.id, input: values });
      void notify(message, 'success');
      onDone();
    } catch (error) {
      const shown = serverMessage(error) ?? 'Failed to set the password';
      setServerError(shown);
      void notify(shown, 'error');
    }
  });
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="grid gap-4 sm:grid-cols-2"
      aria-busy={formState.isSubmitting}
      aria-label={`Set a new password for ${user.name}`}
    >
      <div className="empty:hidden sm:col-span-2">
        <FormAlert message={serverError} />
      </div>
      <PasswordField id="edit-user-new-password" label="New password" autoComplete="new-password" {...field('password')} />
      <PasswordField id="edit-user-confirm-password" label="Confirm new password" autoComplete="new-password" {...field('confirmPassword')} />
      <p className="text-xs text-muted sm:col-span-2">At least 8 characters. The member is signed out on every device.</p>
      <div className="flex flex-wrap justify-end gap-3 sm:col-span-2">
        <Button variant="secondary" size="sm" onClick={onDone} disabled={formState.isSubmitting}>
          Cancel
        </Button>
        <Button type="submit" size="sm" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? 'Setting...' : 'Set Password'}
        </Button>
      </div>
    </form>
  );
}
