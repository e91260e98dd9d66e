import { zodResolver } from '@hookform/resolvers/zod';
import { loginSchema, type LoginInput } from '@esdc/core/user';
import { paths } from '@esdc/core/routes';
import { LogIn } from 'lucide-react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { Button } from '../../../components/button';
import { Page } from '../../../components/page';
import { useSession } from '../../../lib/session';
import { useServerForm } from '../../../lib/use-server-form';
import { AuthBenefits } from '../components/auth-benefits';
import { AuthCard } from '../components/auth-card';
import { authErrorMessage } from '../components/auth-error-message';
import { FormAlert } from '../../../components/form-alert';
import { TextField } from '../../../components/form-field';
import { PasswordField } from '../../../components/password-field';
import { redirectTarget } from '../components/redirect-target';

/**
 * Login page (SPEC §2 Login, §4 Forms, §5 Login, §8 Login failure): email and password with show/hide,
 * 'Sign In' / 'Signing in...', the server's message on failure (else 'Login failed'), typing clears the
 * error; signed-in users go to /profile (or back to the page the guard sent them from).
 */
export default function LoginPage() {
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const target = redirectTarget(location.state);
  const { field, submit, serverError, setServerError, formState } = useServerForm<LoginInput>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '' },
  });
  const { isSubmitting } = formState;

  if (session.status === 'authenticated' && !isSubmitting) return <Navigate to={target} replace />;

  const onSubmit = submit(async (values) => {
    try {
      await session.login(values);
      navigate(target, { replace: true });
    } catch (error) {
      setServerError(authErrorMessage(error, 'Login failed'));
    }
  });

  return (
    <Page title="Sign In">
      <div className="mx-auto grid max-w-5xl items-start gap-8 lg:grid-cols-[1.1fr_1fr]">
        <AuthCard
          icon={LogIn}
          title="Welcome back"
          subtitle="Sign in to your ESDC Hub account."
          other={{ text: 'New to the club?', to: paths.register, link: 'Create one' }}
        >
          <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5" aria-busy={isSubmitting}>
            <FormAlert message={serverError} />
            <TextField id="login-email" label="Email" type="email" autoComplete="email" inputMode="email" placeholder="you@example.com" {...field('email')} />
            <PasswordField id="login-password" label="Password" autoComplete="current-password" {...field('password')} />
            <Button type="submit" disabled={isSubmitting} className="mt-1 w-full">
              {isSubmitting ? 'Signing in...' : 'Sign In'}
            </Button>
          </form>
        </AuthCard>
        <AuthBenefits />
      </div>
    </Page>
  );
}
