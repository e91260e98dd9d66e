import type { Event } from '@esdc/core/event';
import type { EventCreateInput, EventUpdateInput } from '@esdc/core/event-schemas';
import { apiRequest } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { invalidateEvents } from './event-keys';

/** A saved event and the server's message ('Event created successfully', ...). */
export interface SavedEvent {
  event: Event;
  message?: string;
}

/**
 * `POST /api/events` (SPEC §2 Events editor, §5 Event): creates an event (a draft unless `status: 'published'`).
 * @throws ApiError 400 with the schema's messages, 403 when the viewer may not create events
 */
async function createEvent(input: EventCreateInput): Promise<SavedEvent> {
  const result = await apiRequest<Event>('/api/events', { method: 'POST', body: input });
  return { event: result.data, message: result.message };
}

/**
 * `PUT /api/events/{id}` (SPEC §6 "event creator edits own events"): changes the fields sent.
 * @throws ApiError 400, 403, 404, 409 (capacity below the members registered; a finished event)
 */
async function updateEvent(id: number, input: EventUpdateInput): Promise<SavedEvent> {
  const result = await apiRequest<Event>(`/api/events/${id}`, { method: 'PUT', body: input });
  return { event: result.data, message: result.message };
}

/** Creates an event; refreshes every event list. */
export function useCreateEvent() {
  return useApiMutation({ request: createEvent, refresh: (client) => invalidateEvents(client) });
}

/** Saves an edited event; refreshes the lists and its detail. */
export function useUpdateEvent(id: number) {
  return useApiMutation({ request: (input: EventUpdateInput) => updateEvent(id, input), refresh: (client) => invalidateEvents(client) });
}
