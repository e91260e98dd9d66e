import type { AdminChallenge } from '@esdc/core/challenge';
import type { ChallengeUpdateInput } from '@esdc/core/challenge-schemas';
import { apiRequest } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { invalidateAfterChallengeChange } from './admin-challenge-keys';

/**
 * `PUT /api/admin/challenges/{id}` (core `challengeUpdateSchema`): any subset of the fields; an omitted answer keeps
 * the stored one, `answer_pattern: null` removes the pattern.
 * @param id the challenge id
 * @param input the changed fields
 * @returns the updated challenge and the server's message
 * @throws ApiError (400, 403, 404 'Challenge not found')
 */
async function updateAdminChallenge(id: number, input: ChallengeUpdateInput): Promise<{ challenge: AdminChallenge; message?: string }> {
  const result = await apiRequest<AdminChallenge>(`/api/admin/challenges/${id}`, { method: 'PUT', body: input });
  return { challenge: result.data, message: result.message };
}

/** Updates a challenge, then refreshes the admin lists, stats, audit log and the public challenge lists and pages. */
export function useUpdateAdminChallenge() {
  return useApiMutation({
    request: ({ id, input }: { id: number; input: ChallengeUpdateInput }) => updateAdminChallenge(id, input),
    refresh: invalidateAfterChallengeChange,
  });
}
