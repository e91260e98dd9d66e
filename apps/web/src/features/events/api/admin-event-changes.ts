import type { Event, EventSettings } from '@esdc/core/event';
import type { EventSettingsUpdateInput } from '@esdc/core/event-schemas';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { adminKeys } from '../../../lib/admin-keys';

/** After an event change in the panel: the admin lists and audit log, and every public event list and page (`['events']`). */
function invalidateAfterEventChange(client: QueryClient): Promise<unknown> {
  return Promise.all([client.invalidateQueries({ queryKey: adminKeys.all }), client.invalidateQueries({ queryKey: ['events'] })]);
}

/**
 * `POST /api/events/{id}/publish` (SPEC §4 Event status: 'Event is already published'; publishing validates the event).
 * @throws ApiError 400, 409
 */
async function publishEvent(id: number): Promise<{ event: Event; message?: string }> {
  const result = await apiRequest<Event>(`/api/events/${id}/publish`, { method: 'POST', body: {} });
  return { event: result.data, message: result.message };
}

/** Publishes events from the panel. */
export function usePublishAdminEvent() {
  return useApiMutation({ request: publishEvent, refresh: invalidateAfterEventChange });
}

/**
 * `DELETE /api/events/{id}` (SPEC §6: the creator or an admin).
 * @throws ApiError 403, 404
 */
async function deleteAdminEvent(id: number): Promise<{ message?: string }> {
  const result = await apiRequest<unknown>(`/api/events/${id}`, { method: 'DELETE' });
  return { message: result.message };
}

/** Deletes events from the panel. */
export function useDeleteAdminEvent() {
  return useApiMutation({ request: deleteAdminEvent, refresh: invalidateAfterEventChange });
}

/**
 * `GET /api/events/settings`: the admin setting "Members may create events".
 * @throws ApiError
 */
async function getEventSettings(): Promise<EventSettings> {
  return (await apiRequest<EventSettings>('/api/events/settings')).data;
}

/** The event settings as a query. */
export function useAdminEventSettings() {
  return useQuery({ queryKey: adminKeys.eventSettings, queryFn: getEventSettings });
}

/**
 * `PUT /api/admin/events/settings` (SPEC §6 who may create events): whether members may create events.
 * @throws ApiError 400, 403
 */
async function updateEventSettings(input: EventSettingsUpdateInput): Promise<{ settings: EventSettings; message?: string }> {
  const result = await apiRequest<EventSettings>('/api/admin/events/settings', { method: 'PUT', body: input });
  return { settings: result.data, message: result.message };
}

/** Changes the setting; refreshes what depends on it (who sees 'Create Event'). */
export function useUpdateEventSettings() {
  return useApiMutation({ request: updateEventSettings, refresh: invalidateAfterEventChange });
}
