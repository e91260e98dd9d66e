import { Button } from '../../../components/button';
import { notify } from '../../../lib/toast';
import { useResendVerification } from '../api/resend-verification';
import { authErrorMessage } from './auth-error-message';

/**
 * "Resend" of the email-verification banner and page: mails the signed-in member a new link and says so
 * in a toast (the server's message, or why it refused).
 */
export function ResendVerificationButton({ className = '', size = 'md', label = 'Resend' }: { className?: string; size?: 'sm' | 'md'; label?: string }) {
  const resend = useResendVerification();
  const onClick = () =>
    resend.mutate(undefined, {
      onSuccess: (message) => void notify(message, 'success'),
      onError: (error) => void notify(authErrorMessage(error, 'Could not send the link'), 'error'),
    });
  return (
    <Button type="button" variant="secondary" size={size} className={className} disabled={resend.isPending} onClick={onClick}>
      {resend.isPending ? 'Sending...' : label}
    </Button>
  );
}
