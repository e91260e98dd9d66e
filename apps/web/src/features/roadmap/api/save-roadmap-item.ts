import type { RoadmapItem, RoadmapItemCreate, RoadmapItemUpdate } from '@esdc/core/roadmap-schemas';
import { apiRequest } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { invalidateRoadmap } from './roadmap-keys';

/** A saved item and the server's message ('Roadmap item added', 'Roadmap item saved'). */
interface SavedRoadmapItem {
  item: RoadmapItem;
  message?: string;
}

/**
 * `POST /api/roadmap/items` (no id) or `PUT /api/roadmap/items/{id}` (admins, 'roadmap:manage'): adds an item, or
 * edits its title, description, phase and quarter (a change of phase notifies its voters).
 * @throws ApiError 400 with the schema's messages, 404 'Roadmap item not found', 409 'The roadmap is full'
 */
async function saveRoadmapItem({ id, body }: { id?: number; body: RoadmapItemCreate | RoadmapItemUpdate }): Promise<SavedRoadmapItem> {
  const result = await apiRequest<RoadmapItem>(id === undefined ? '/api/roadmap/items' : `/api/roadmap/items/${id}`, {
    method: id === undefined ? 'POST' : 'PUT',
    body,
  });
  return { item: result.data, message: result.message };
}

/** Saves an item; refreshes the roadmap. */
export function useSaveRoadmapItem() {
  return useApiMutation({ request: saveRoadmapItem, refresh: (client) => invalidateRoadmap(client) });
}

/**
 * `DELETE /api/roadmap/items/{id}` (admins): deletes an item with its votes ('Roadmap item deleted').
 * @throws ApiError 404 'Roadmap item not found'
 */
async function deleteRoadmapItem(id: number): Promise<{ message?: string }> {
  const result = await apiRequest<{ id: number }>(`/api/roadmap/items/${id}`, { method: 'DELETE' });
  return { message: result.message };
}

/** Deletes an item; refreshes the roadmap. */
export function useDeleteRoadmapItem() {
  return useApiMutation({ request: deleteRoadmapItem, refresh: (client) => invalidateRoadmap(client) });
}
