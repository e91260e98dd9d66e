import type { Challenge } from '@esdc/core/challenge';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { challengeKeys } from './challenge-keys';

/**
 * `GET /api/challenges/{id}` (SPEC §2 Challenges): one challenge with the viewer's solved mark.
 * @param id the challenge id
 * @returns the challenge (description_html is sanitised on the server)
 * @throws ApiError 404 'Challenge not found' (missing or hidden), 401 'Please sign in to view this challenge' (members only)
 */
async function getChallenge(id: number): Promise<Challenge> {
  return (await apiRequest<Challenge>(`/api/challenges/${id}`)).data;
}

/** One challenge as a query, keyed by the viewer; disabled for an invalid id. */
export function useChallenge(id: number) {
  const viewer = useSession().user?.id ?? null;
  return useQuery({ queryKey: challengeKeys.detail(id, viewer), queryFn: () => getChallenge(id), enabled: Number.isInteger(id) && id > 0 });
}
