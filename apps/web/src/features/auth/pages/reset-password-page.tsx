import { zodResolver } from '@hookform/resolvers/zod';
import { resetPasswordSchema, type ResetPasswordInput } from '@esdc/core/account-schemas';
import { paths } from '@esdc/core/routes';
import { LockKeyhole } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { buttonClass } from '../../../components/button';
import { AuthForm } from '../components/auth-form';
import { FormAlert } from '../../../components/form-alert';
import { Page } from '../../../components/page';
import { PasswordField } from '../../../components/password-field';
import { ApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { useServerForm } from '../../../lib/use-server-form';
import { useResetPassword } from '../api/reset-password';
import { AuthCard } from '../components/auth-card';
import { authErrorMessage } from '../components/auth-error-message';
import { FormNotice } from '../components/form-notice';
import { ButtonLink } from '../../../components/button-link';

const INVALID_LINK = 'This link is invalid or has expired. Please request a new one.';

/**
 * Reset password, /reset-password?token=…: New Password and Confirm Password (the rules
 * of a member's own password: at least 6, matching), 'Reset Password' ('Resetting...'). On success every session of
 * the member ends (this browser's too), and the page links to sign in. A link that is missing, unknown, expired or
 * used shows why and links to /forgot-password.
 */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const session = useSession();
  const reset = useResetPassword();
  const [done, setDone] = useState<string | null>(null);
  const [linkFailed, setLinkFailed] = useState(false);
  const { field, submit, serverError, setServerError, formState } = useServerForm<ResetPasswordInput>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { token, password: '', confirmPassword: '' },
  });
  const { isSubmitting } = formState;

  const onSubmit = submit(async (values) => {
    try {
      setDone(await reset.mutateAsync({ ...values, token }));
      // The server signed the member out everywhere; this browser follows.
      if (session.status === 'authenticated') session.clear();
    } catch (error) {
      if (error instanceof ApiError && error.code === 'INVALID_TOKEN') setLinkFailed(true);
      setServerError(authErrorMessage(error, 'Could not reset the password'));
    }
  });

  const requestNew = (
    <ButtonLink to={paths.forgotPassword} variant="secondary">
      Request a new link
    </ButtonLink>
  );

  return (
    <Page title="Reset Password">
      <AuthCard
        className="mx-auto max-w-lg"
        icon={LockKeyhole}
        title="Choose a new password"
        subtitle="Your new password signs you out on every device."
        other={{ text: 'Remembered it?', to: paths.login, link: 'Sign in' }}
      >
        {done ? (
          <div className="flex flex-col gap-5">
            <FormNotice message={done} />
            <Link to={paths.login} className={`${buttonClass('primary')} w-full`}>
              Sign In
            </Link>
          </div>
        ) : !token ? (
          <div className="flex flex-col gap-5">
            <FormAlert message={INVALID_LINK} />
            {requestNew}
          </div>
        ) : (
          <AuthForm onSubmit={onSubmit} busy={isSubmitting} serverError={serverError} submitLabel="Reset Password" busyLabel="Resetting...">
            {linkFailed ? requestNew : null}
            <PasswordField id="reset-password" label="New Password" autoComplete="new-password" {...field('password')} />
            <PasswordField id="reset-confirm-password" label="Confirm Password" autoComplete="new-password" {...field('confirmPassword')} />
          </AuthForm>
        )}
      </AuthCard>
    </Page>
  );
}
