import { zodResolver } from '@hookform/resolvers/zod';
import { forgotPasswordSchema, type ForgotPasswordInput } from '@esdc/core/account-schemas';
import { paths } from '@esdc/core/routes';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/button';
import { FormAlert } from '../../../components/form-alert';
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
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5" aria-busy={isSubmitting}>
          <FormAlert message={serverError} />
          {sent ? <FormNotice message={sent} /> : null}
          <TextField id="forgot-email" label="Email" type="email" autoComplete="email" inputMode="email" placeholder="you@example.com" {...field('email')} />
          <Button type="submit" disabled={isSubmitting} className="w-full">
            {isSubmitting ? 'Sending...' : sent ? 'Send Again' : 'Send Reset Link'}
          </Button>
        </form>
      </AuthCard>
    </Page>
  );
}
