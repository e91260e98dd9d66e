import type { VerifyEmailInput } from '@esdc/core/account-schemas';
import { useQueryClient, useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { myProfileKey } from './get-my-profile';

/**
 * `POST /api/user/verify-email` (contract at /api/docs): confirms an address from its link's token.
 * @returns the server's message
 * @throws ApiError: code `INVALID_TOKEN` for an unknown, expired or used link
 */
async function verifyEmail(input: VerifyEmailInput): Promise<string> {
  return (await apiRequest<null>('/api/user/verify-email', { method: 'POST', body: input })).message ?? '';
}

/** Verifies as a mutation; the signed-in member's profile (and its banner) then refreshes. */
export function useVerifyEmail() {
  const client = useQueryClient();
  return useMutation({ mutationFn: verifyEmail, onSuccess: () => client.invalidateQueries({ queryKey: myProfileKey }) });
}
