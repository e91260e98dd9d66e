import { zodResolver } from '@hookform/resolvers/zod';
import { loginSchema, type LoginInput } from '@esdc/core/user';
import { paths } from '@esdc/core/routes';
import { LogIn } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { Button } from '../../../components/button';
import { Page } from '../../../components/page';
import { useSession } from '../../../lib/session';
import { AuthBenefits } from '../components/auth-benefits';
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
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput, unknown, LoginInput>({ resolver: zodResolver(loginSchema), defaultValues: { email: '', password: '' } });

  if (session.status === 'authenticated' && !isSubmitting) return <Navigate to={target} replace />;

  const clearError = () => setServerError(null);
  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
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
        <div className="rounded-[var(--radius-card)] border border-line bg-surface p-6 shadow-[var(--shadow-card)] sm:p-8">
          <div className="mb-6 flex items-center gap-3">
            <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-accent-soft text-accent-text">
              <LogIn className="size-5" aria-hidden="true" />
            </span>
            <div>
              <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">Welcome back</h1>
              <p className="text-sm text-muted">Sign in to your ESDC Hub account.</p>
            </div>
          </div>
          <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5" aria-busy={isSubmitting}>
            <FormAlert message={serverError} />
            <TextField
              id="login-email"
              label="Email"
              type="email"
              autoComplete="email"
              inputMode="email"
              placeholder="you@example.com"
              error={errors.email?.message}
              {...register('email', { onChange: clearError })}
            />
            <PasswordField
              id="login-password"
              label="Password"
              autoComplete="current-password"
              error={errors.password?.message}
              {...register('password', { onChange: clearError })}
            />
            <Button type="submit" disabled={isSubmitting} className="mt-1 w-full">
              {isSubmitting ? 'Signing in...' : 'Sign In'}
            </Button>
          </form>
          <p className="mt-6 text-center text-sm text-muted">
            New to the club?{' '}
            <Link to={paths.register} className="font-semibold text-accent-text underline-offset-4 hover:underline">
              Create one
            </Link>
          </p>
        </div>
        <AuthBenefits />
      </div>
    </Page>
  );
}
