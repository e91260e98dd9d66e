import type { RoadmapEntry, RoadmapEntryCreate } from '@esdc/core/roadmap-schemas';
import { apiRequest } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { invalidateRoadmapEntries } from './roadmap-entry-keys';

/** A posted entry and the server's message ('Entry posted'). */
export interface PostedRoadmapEntry {
  entry: RoadmapEntry;
  message?: string;
}

/**
 * `POST /api/roadmap` (active members, 'roadmap:post'): posts an entry.
 * @param input the title and body, valid by core's `roadmapEntryCreateSchema`
 * @returns the entry and the server's message
 * @throws ApiError 400 with the schema's messages, 401, 403
 */
export async function createRoadmapEntry(input: RoadmapEntryCreate): Promise<PostedRoadmapEntry> {
  const result = await apiRequest<RoadmapEntry>('/api/roadmap', { method: 'POST', body: input });
  return { entry: result.data, message: result.message };
}

/** Posts an entry; refreshes the lists. */
export function useCreateRoadmapEntry() {
  return useApiMutation({ request: createRoadmapEntry, refresh: (client) => invalidateRoadmapEntries(client) });
}
