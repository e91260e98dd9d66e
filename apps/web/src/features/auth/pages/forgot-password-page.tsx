import { zodResolver } from '@hookform/resolvers/zod';
import { forgotPasswordSchema, type ForgotPasswordInput } from '@esdc/core/account-schemas';
import { paths } from '@esdc/core/routes';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { AuthForm } from '../components/auth-form';
import { TextField } from '../../../components/form-field';
import { Page } from '../../../components/page';
import { useServerForm } from '../../../lib/use-server-form';
import { useForgotPassword } from '../api/forgot-password';
import { AuthCard } from '../components/auth-card';
import { authErrorMessage } from '../components/auth-error-message';
import { FormNotice } from '../components/form-notice';

/**
 * Forgot password, /forgot-password (linked from /login): an email field and 'Send Reset
 * Link' ('Sending...'). The server answers the same whether or not the address has an account, and so does the page:
 * the notice tells to look in the inbox, and the form can be sent again.
 */
export default function ForgotPasswordPage() {
  const request = useForgotPassword();
  const [sent, setSent] = useState<string | null>(null);
  const { field, submit, serverError, setServerError, formState } = useServerForm<ForgotPasswordInput>(
    { resolver: zodResolver(forgotPasswordSchema), defaultValues: { email: '' } },
    () => setSent(null),
  );
  const { isSubmitting } = formState;

  const onSubmit = submit(async (values) => {
    try {
      setSent(await request.mutateAsync(values));
    } catch (error) {
      setServerError(authErrorMessage(error, 'Could not send the link'));
    }
  });

  return (
    <Page title="Forgot Password">
      <AuthCard
        className="mx-auto max-w-lg"
        icon={KeyRound}
        title="Forgot your password?"
        subtitle="Enter your account's email and we will send you a link to choose a new one."
        other={{ text: 'Remembered it?', to: paths.login, link: 'Sign in' }}
      >
        <AuthForm
          onSubmit={onSubmit}
          busy={isSubmitting}
          serverError={serverError}
          submitLabel={sent ? 'Send Again' : 'Send Reset Link'}
          busyLabel="Sending..."
        >
          {sent ? <FormNotice message={sent} /> : null}
          <TextField id="forgot-email" label="Email" type="email" autoComplete="email" inputMode="email" placeholder="you@example.com" {...field('email')} />
        </AuthForm>
      </AuthCard>
    </Page>
  );
}
