import type { Event, EventAction } from '@esdc/core/event';
import { apiRequest } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { invalidateEvents } from './event-keys';

/** A status action on an event, with the cancellation reason for 'cancel'. */
interface EventActionInput {
  id: number;
  action: EventAction;
  reason?: string;
}

/**
 * `POST /api/events/{id}/publish|start|complete|cancel` (SPEC §4 Event status).
 * @returns the event after the change and the server's message
 * @throws ApiError 409 EVENT_ALREADY_PUBLISHED 'Event is already published', EVENT_NOT_STARTED 'Cannot start event
 *   before start date', EVENT_INVALID_TRANSITION; 400 when publishing an invalid event or cancelling without a reason
 */
async function runEventAction({ id, action, reason }: EventActionInput): Promise<{ event: Event; message?: string }> {
  const result = await apiRequest<Event>(`/api/events/${id}/${action}`, { method: 'POST', body: action === 'cancel' ? { reason } : {} });
  return { event: result.data, message: result.message };
}

/** Runs status actions; refreshes the events. */
export function useEventAction() {
  return useApiMutation({ request: runEventAction, refresh: (client) => invalidateEvents(client) });
}

/**
 * `DELETE /api/events/{id}` (SPEC §6: the creator or an admin).
 * @throws ApiError 403, 404
 */
async function deleteEvent(id: number): Promise<{ message?: string }> {
  const result = await apiRequest<unknown>(`/api/events/${id}`, { method: 'DELETE' });
  return { message: result.message };
}

/** Deletes events; refreshes the lists. */
export function useDeleteEvent() {
  return useApiMutation({ request: deleteEvent, refresh: (client) => invalidateEvents(client) });
}
