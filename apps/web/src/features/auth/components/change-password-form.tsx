import { passwordChangeSchema, type PasswordChangeInput } from '@esdc/core/members';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/button';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/toast';
import { authErrorMessage } from './auth-error-message';
import { FormAlert } from '../../../components/form-alert';
import { PasswordField } from '../../../components/password-field';
import { useChangePassword } from '../api/change-password';

/**
 * Change Password (SPEC §2 My Profile Edit Profile flow; §5 password rules): current password, new password
 * (at least 6) and confirmation; the server's messages are shown as they come; success toasts
 * 'Password changed successfully' and closes the editor.
 */
export function ChangePasswordForm({ userId, onDone }: { userId: number; onDone: () => void }) {
  const change = useChangePassword(userId);
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PasswordChangeInput>({
    resolver: zodResolver(passwordChangeSchema),
    defaultValues: { current_password: '', new_password: '', confirm_password: '' },
  });

  const clearError = () => setServerError(null);
  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
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
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <FormAlert message={serverError} />
      <PasswordField
        id="password-current"
        label="Current Password"
        autoComplete="current-password"
        error={errors.current_password?.message}
        {...register('current_password', { onChange: clearError })}
      />
      <PasswordField
        id="password-new"
        label="New Password"
        autoComplete="new-password"
        error={errors.new_password?.message}
        {...register('new_password', { onChange: clearError })}
      />
      <PasswordField
        id="password-confirm"
        label="Confirm New Password"
        autoComplete="new-password"
        error={errors.confirm_password?.message}
        {...register('confirm_password', { onChange: clearError })}
      />
      <p className="text-xs text-muted">At least 6 characters. Your other signed-in devices will be signed out.</p>
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onDone} disabled={isSubmitting}>
          Cancel
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Changing...' : 'Change Password'}
        </Button>
      </div>
    </form>
  );
}
