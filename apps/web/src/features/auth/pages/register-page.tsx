import { zodResolver } from '@hookform/resolvers/zod';
import { paths } from '@esdc/core/routes';
import { registerSchema, type RegisterInput } from '@esdc/core/user';
import { UserPlus } from 'lucide-react';
import { useEffect } from 'react';
import { Navigate, useNavigate } from 'react-router';
import type { z } from 'zod';
import { Button } from '../../../components/button';
import { Page } from '../../../components/page';
import { LoadingState } from '../../../components/states';
import { ApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { useServerForm } from '../../../lib/use-server-form';
import { AuthCard } from '../components/auth-card';
import { authErrorMessage } from '../components/auth-error-message';
import { GitHubSignIn } from '../components/github-sign-in';
import { FormAlert } from '../../../components/form-alert';
import { TextField } from '../../../components/form-field';
import { PasswordField } from '../../../components/password-field';

type RegisterOutput = z.output<typeof registerSchema>;
const FIELDS = ['name', 'username', 'email', 'github_username', 'password', 'confirmPassword'] as const;
type FieldName = (typeof FIELDS)[number];
const isField = (path: string): path is FieldName => (FIELDS as readonly string[]).includes(path);

/**
 * Register page (SPEC §2 Register, §5 Register form, §8 Registration failure): Full Name, Username, Email
 * Address, GitHub Username (Optional), Password and Confirm Password with visibility toggles; 'Create Account'
 * / 'Creating Account...'; field errors under each field; server errors in a form-level alert; on success
 * (or when already signed in) goes to /profile. 'Sign up with GitHub' when the server offers it.
 */
export default function RegisterPage() {
  const session = useSession();
  const navigate = useNavigate();
  const { field, submit, setError, serverError, setServerError, formState } = useServerForm<RegisterInput, RegisterOutput>({
    resolver: zodResolver(registerSchema),
    defaultValues: { name: '', username: '', email: '', github_username: '', password: '', confirmPassword: '' },
  });
  const { isSubmitting } = formState;

  // Fetch My Profile's code while the visitor fills in the form, so the page after 'Create Account' is there at once.
  useEffect(() => {
    void import('./profile-page');
  }, []);

  if (session.status === 'authenticated' && !isSubmitting) {
    // While the navigation to /profile completes, show what /profile shows first, never an empty page.
    return (
      <>
        <Navigate to={paths.profile} replace />
        <Page title="My Profile" heading="My Profile">
          <LoadingState message="Loading your profile..." />
        </Page>
      </>
    );
  }

  const onSubmit = submit(async (values) => {
    try {
      await session.register(values);
      navigate(paths.profile, { replace: true });
    } catch (error) {
      if (error instanceof ApiError && error.details?.length) {
        for (const detail of error.details) if (isField(detail.path)) setError(detail.path, { message: detail.message });
      }
      setServerError(authErrorMessage(error, 'Registration failed'));
    }
  });

  // Usernames are typed as they are: no capital first letter, no spell check.
  const handle = { autoCapitalize: 'none', spellCheck: false } as const;
  return (
    <Page title="Create Account">
      <AuthCard
        icon={UserPlus}
        title="Join the club"
        subtitle="Create your ESDC Hub account to track projects, points and events."
        className="mx-auto max-w-2xl"
        other={{ text: 'Already have an account?', to: paths.login, link: 'Sign in' }}
      >
        <form onSubmit={onSubmit} noValidate className="grid gap-5 sm:grid-cols-2" aria-busy={isSubmitting}>
          <div className="empty:hidden sm:col-span-2">
            <FormAlert message={serverError} />
          </div>
          <TextField id="register-name" label="Full Name" autoComplete="name" {...field('name')} />
          <TextField id="register-username" label="Username" autoComplete="username" {...handle} {...field('username')} />
          <TextField
            id="register-email"
            label="Email Address"
            type="email"
            inputMode="email"
            autoComplete="email"
            placeholder="you@example.com"
            {...field('email')}
          />
          <TextField id="register-github" label="GitHub Username (Optional)" {...handle} {...field('github_username')} />
          <PasswordField id="register-password" label="Password" autoComplete="new-password" {...field('password')} />
          <PasswordField id="register-confirm-password" label="Confirm Password" autoComplete="new-password" {...field('confirmPassword')} />
          <div className="sm:col-span-2">
            <Button type="submit" disabled={isSubmitting} className="w-full">
              {isSubmitting ? 'Creating Account...' : 'Create Account'}
            </Button>
          </div>
        </form>
        <GitHubSignIn label="Sign up with GitHub" />
      </AuthCard>
    </Page>
  );
}
