import type { CommunityStats } from '@esdc/core/members';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { memberKeys } from '../../../lib/members-api';

/**
 * `GET /api/users/stats` (SPEC §2 Community Members statistics): totals over active members.
 * @throws ApiError
 */
async function fetchCommunityStats(): Promise<CommunityStats> {
  return (await apiRequest<CommunityStats>('/api/users/stats')).data;
}

/** The directory totals as a query. */
export function useCommunityStats() {
  return useQuery({ queryKey: memberKeys.directoryStats, queryFn: fetchCommunityStats });
}
