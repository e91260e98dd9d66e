import { apiRequest } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { invalidateAfterChallengeChange } from './admin-challenge-keys';

/**
 * `DELETE /api/admin/challenges/{id}`: removes the challenge with its submissions and solves; members keep the
 * points they earned.
 * @param id the challenge id
 * @returns the server's message
 * @throws ApiError (403, 404 'Challenge not found')
 */
async function deleteAdminChallenge(id: number): Promise<{ message?: string }> {
  const result = await apiRequest<null>(`/api/admin/challenges/${id}`, { method: 'DELETE' });
  return { message: result.message };
}

/** Deletes a challenge, then refreshes the admin lists, stats, audit log and the public challenge lists and pages. */
export function useDeleteAdminChallenge() {
  return useApiMutation({ request: deleteAdminChallenge, refresh: invalidateAfterChallengeChange });
}
