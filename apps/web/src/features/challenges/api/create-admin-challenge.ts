import type { AdminChallenge } from '@esdc/core/challenge';
import type { ChallengeCreateInput } from '@esdc/core/challenge-schemas';
import { apiRequest } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { invalidateAfterChallengeChange } from './admin-challenge-keys';

/**
 * `POST /api/admin/challenges` (SPEC §2 Admin panel Challenges tab; core `challengeCreateSchema`): the answer is stored only as a hash.
 * @param input the new challenge
 * @returns the created challenge and the server's message
 * @throws ApiError (400 with per-field details, 403)
 */
async function createAdminChallenge(input: ChallengeCreateInput): Promise<{ challenge: AdminChallenge; message?: string }> {
  const result = await apiRequest<AdminChallenge>('/api/admin/challenges', { method: 'POST', body: input });
  return { challenge: result.data, message: result.message };
}

/** Creates a challenge, then refreshes the admin lists, stats, audit log and the public challenge lists. */
export function useCreateAdminChallenge() {
  return useApiMutation({ request: createAdminChallenge, refresh: invalidateAfterChallengeChange });
}
