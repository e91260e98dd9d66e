import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/**
 * `POST /api/user/resend-verification` (contract at /api/docs): mails the signed-in member a new verification link.
 * @returns the server's message
 * @throws ApiError (400 when already verified, 429 when asked too often)
 */
async function resendVerification(): Promise<string> {
  return (await apiRequest<null>('/api/user/resend-verification', { method: 'POST' })).message ?? '';
}

/** Resends as a mutation. */
export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
