import type { Resource, ResourceCreate, ResourceUpdate } from '@esdc/core/resource';
import { apiRequest } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { invalidateResources } from './resource-keys';

/** A saved resource and the server's message ('Resource added', 'Resource saved'). */
export interface SavedResource {
  resource: Resource;
  message?: string;
}

/**
 * `POST /api/resources` (admins and moderators): a link (`url`) or an uploaded file (`file_id`).
 * @throws ApiError 400 with the schema's messages, 403
 */
async function createResource(input: ResourceCreate): Promise<SavedResource> {
  const result = await apiRequest<Resource>('/api/resources', { method: 'POST', body: input });
  return { resource: result.data, message: result.message };
}

/**
 * `PUT /api/resources/{id}` (admins and moderators): changes the fields sent; a new link or file replaces the old.
 * @throws ApiError 400, 403, 404
 */
async function updateResource(id: number, input: ResourceUpdate): Promise<SavedResource> {
  const result = await apiRequest<Resource>(`/api/resources/${id}`, { method: 'PUT', body: input });
  return { resource: result.data, message: result.message };
}

/**
 * `DELETE /api/resources/{id}` (admins and moderators): its file goes with it.
 * @throws ApiError 403, 404
 */
async function deleteResource(id: number): Promise<string | undefined> {
  return (await apiRequest<null>(`/api/resources/${id}`, { method: 'DELETE' })).message;
}

/** Adds a resource; refreshes the lists. */
export function useCreateResource() {
  return useApiMutation({ request: createResource, refresh: (client) => invalidateResources(client) });
}

/** Saves an edited resource; refreshes the lists. */
export function useUpdateResource() {
  return useApiMutation({
    request: ({ id, input }: { id: number; input: ResourceUpdate }) => updateResource(id, input),
    refresh: (client) => invalidateResources(client),
  });
}

/** Deletes a resource; refreshes the lists. */
export function useDeleteResource() {
  return useApiMutation({ request: deleteResource, refresh: (client) => invalidateResources(client) });
}
