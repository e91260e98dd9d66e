import { zodResolver } from '@hookform/resolvers/zod';
import { loginSchema, type LoginInput } from '@esdc/core/user';
import { paths } from '@esdc/core/routes';
import { GITHUB_ERRORS, GITHUB_QUERY, isGitHubErrorCode } from '@esdc/core/github-auth';
import { LogIn } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { AuthForm } from '../components/auth-form';
import { Page } from '../../../components/page';
import { useSession } from '../../../lib/session';
import { readStorage, removeStorage, storageKeys } from '../../../lib/storage';
import { useServerForm } from '../../../lib/use-server-form';
import { AuthBenefits } from '../components/auth-benefits';
import { AuthCard } from '../components/auth-card';
import { authErrorMessage } from '../components/auth-error-message';
import { TextField } from '../../../components/form-field';
import { PasswordField } from '../../../components/password-field';
import { LoadingState } from '../../../components/states';
import { redirectTarget } from '../components/redirect-target';
import { exchangeGitHubCode } from '../api/exchange-github-code';
import { GitHubSignIn } from '../components/github-sign-in';

/**
 * Login page (SPEC §2 Login, §4 Forms, §5 Login, §8 Login failure): email and password with show/hide,
 * 'Sign In' / 'Signing in...', the server's message on failure (else 'Login failed'), typing clears the
 * error; signed-in users go to /profile (or back to the page the guard sent them from). 'Sign in with GitHub' when the
 * server offers it: GitHub's round trip comes back here with a one-time code (exchanged for the
 * session, then taken out of the address) or with why it failed. A member whose session ended because an admin
 * suspended or deactivated the account is told why here.
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
  const [params, setParams] = useSearchParams();
  const githubCode = params.get(GITHUB_QUERY.code);
  const githubError = params.get(GITHUB_QUERY.error);
  const [exchanging, setExchanging] = useState(Boolean(githubCode));
  const exchanged = useRef<string | null>(null);

  // The session just ended because the account was suspended or deactivated: say why, once (SPEC §8 Login failure).
  useEffect(() => {
    const reason = readStorage(storageKeys.signedOutReason);
    if (!reason) return;
    removeStorage(storageKeys.signedOutReason);
    setServerError(reason);
  }, [setServerError]);

  // GitHub's round trip ended here: exchange the one-time code once (it works once), and take it out of the address.
  useEffect(() => {
    if (!githubCode && !githubError) return;
    setParams({}, { replace: true, state: location.state as unknown });
    if (githubError) {
      setServerError(isGitHubErrorCode(githubError) ? GITHUB_ERRORS[githubError] : GITHUB_ERRORS.provider);
      return;
    }
    if (!githubCode || exchanged.current === githubCode) return;
    exchanged.current = githubCode;
    setExchanging(true);
    exchangeGitHubCode(githubCode)
      .then((answer) => session.adopt(answer))
      .catch((error: unknown) => setServerError(authErrorMessage(error, 'GitHub sign-in failed')))
      .finally(() => setExchanging(false));
  }, [githubCode, githubError, setParams, setServerError, session, location.state]);

  if (session.status === 'authenticated' && !isSubmitting) return <Navigate to={target} replace />;
  if (exchanging) {
    return (
      <Page title="Sign In" heading="Sign In">
        <LoadingState message="Signing you in with GitHub..." />
      </Page>
    );
  }

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
          <AuthForm onSubmit={onSubmit} busy={isSubmitting} serverError={serverError} submitLabel="Sign In" busyLabel="Signing in..." submitClassName="mt-1">
            <TextField id="login-email" label="Email" type="email" autoComplete="email" inputMode="email" placeholder="you@example.com" {...field('email')} />
            <PasswordField id="login-password" label="Password" autoComplete="current-password" {...field('password')} />
            <Link to={paths.forgotPassword} className="-mt-2 self-end text-sm font-semibold text-accent-text underline-offset-4 hover:underline">
              Forgot password?
            </Link>
          </AuthForm>
          <GitHubSignIn />
        </AuthCard>
        <AuthBenefits />
      </div>
    </Page>
  );
}
