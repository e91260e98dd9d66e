import type { RoadmapItem } from '@esdc/core/roadmap-schemas';
import { apiRequest } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { invalidateRoadmap } from './roadmap-keys';

/**
 * `POST` (vote) or `DELETE` (take it back) `/api/roadmap/items/{id}/vote` (active members, 'roadmap:vote').
 * @param input the item and whether to vote
 * @returns the item with its new count
 * @throws ApiError 401, 403 'Only active members may vote', 404 'Roadmap item not found'
 */
async function voteRoadmapItem({ id, vote }: { id: number; vote: boolean }): Promise<RoadmapItem> {
  return (await apiRequest<RoadmapItem>(`/api/roadmap/items/${id}/vote`, { method: vote ? 'POST' : 'DELETE' })).data;
}

/** Votes or takes the vote back; refreshes the roadmap. */
export function useVoteRoadmapItem() {
  return useApiMutation({ request: voteRoadmapItem, refresh: (client) => invalidateRoadmap(client) });
}
