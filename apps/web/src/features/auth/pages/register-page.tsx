import { zodResolver } from '@hookform/resolvers/zod';
import { paths } from '@esdc/core/routes';
import { registerSchema, type RegisterInput } from '@esdc/core/user';
import { UserPlus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useNavigate } from 'react-router';
import type { z } from 'zod';
import { Button } from '../../../components/button';
import { Page } from '../../../components/page';
import { LoadingState } from '../../../components/states';
import { ApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { authErrorMessage } from '../components/auth-error-message';
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
 * (or when already signed in) goes to /profile.
 */
export default function RegisterPage() {
  const session = useSession();
  const navigate = useNavigate();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<RegisterInput, unknown, RegisterOutput>({
    resolver: zodResolver(registerSchema),
    defaultValues: { name: '', username: '', email: '', github_username: '', password: '', confirmPassword: '' },
  });

  // Fetch My Profile's code while the visitor fills in the form, so the page after 'Create Account' is there at once.
  useEffect(() => {
    void import('./profile-page');
  }, []);

  if (session.status === 'authenticated' && !isSubmitting) {
    // While the navigation to /profile completes, show what /profile shows first, never an empty page (issue #10 §6).
    return (
      <>
        <Navigate to={paths.profile} replace />
        <Page title="My Profile" heading="My Profile">
          <LoadingState message="Loading your profile..." />
        </Page>
      </>
    );
  }

  const clearError = () => setServerError(null);
  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
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

  return (
    <Page title="Create Account">
      <div className="mx-auto max-w-2xl rounded-[var(--radius-card)] border border-line bg-surface p-6 shadow-[var(--shadow-card)] sm:p-8">
        <div className="mb-6 flex items-center gap-3">
          <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-accent-soft text-accent-text">
            <UserPlus className="size-5" aria-hidden="true" />
          </span>
          <div>
            <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">Join the club</h1>
            <p className="text-sm text-muted">Create your ESDC Hub account to track projects, points and events.</p>
          </div>
        </div>
        <form onSubmit={onSubmit} noValidate className="grid gap-5 sm:grid-cols-2" aria-busy={isSubmitting}>
          <div className="empty:hidden sm:col-span-2">
            <FormAlert message={serverError} />
          </div>
          <TextField id="register-name" label="Full Name" autoComplete="name" error={errors.name?.message} {...register('name', { onChange: clearError })} />
          <TextField
            id="register-username"
            label="Username"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            error={errors.username?.message}
            {...register('username', { onChange: clearError })}
          />
          <TextField
            id="register-email"
            label="Email Address"
            type="email"
            inputMode="email"
            autoComplete="email"
            placeholder="you@example.com"
            error={errors.email?.message}
            {...register('email', { onChange: clearError })}
          />
          <TextField
            id="register-github"
            label="GitHub Username (Optional)"
            autoCapitalize="none"
            spellCheck={false}
            error={errors.github_username?.message}
            {...register('github_username', { onChange: clearError })}
          />
          <PasswordField
            id="register-password"
            label="Password"
            autoComplete="new-password"
            error={errors.password?.message}
            {...register('password', { onChange: clearError })}
          />
          <PasswordField
            id="register-confirm-password"
            label="Confirm Password"
            autoComplete="new-password"
            error={errors.confirmPassword?.message}
            {...register('confirmPassword', { onChange: clearError })}
          />
          <div className="sm:col-span-2">
            <Button type="submit" disabled={isSubmitting} className="w-full">
              {isSubmitting ? 'Creating Account...' : 'Create Account'}
            </Button>
          </div>
        </form>
        <p className="mt-6 text-center text-sm text-muted">
          Already have an account?{' '}
          <Link to={paths.login} className="font-semibold text-accent-text underline-offset-4 hover:underline">
            Sign in
          </Link>
        </p>
      </div>
    </Page>
  );
}
