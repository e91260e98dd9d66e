import type { EventRegistrationResult } from '@esdc/core/event';
import { apiRequest } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { invalidateEvents } from './event-keys';

/**
 * `POST /api/events/{id}/registration` (SPEC §4 Event status; a full event puts the member on its waitlist).
 * @returns 'registered' with the check-in code, or 'waitlisted' with the place in line, and the server's message
 * @throws ApiError 409 EVENT_NOT_OPEN 'Event is not accepting registrations', EVENT_FULL, EVENT_ALREADY_REGISTERED;
 *   401 signed out
 */
async function register(id: number): Promise<{ result: EventRegistrationResult; message?: string }> {
  const response = await apiRequest<EventRegistrationResult>(`/api/events/${id}/registration`, { method: 'POST', body: {} });
  return { result: response.data, message: response.message };
}

/**
 * `DELETE /api/events/{id}/registration`: gives the place up (or leaves the waitlist); the first in line moves up.
 * @throws ApiError 404 EVENT_NOT_REGISTERED
 */
async function unregister(id: number): Promise<{ message?: string }> {
  const response = await apiRequest<unknown>(`/api/events/${id}/registration`, { method: 'DELETE' });
  return { message: response.message };
}

/** Registers the signed-in member; refreshes the events. */
export function useRegister() {
  return useApiMutation({ request: register, refresh: (client) => invalidateEvents(client) });
}

/** Cancels the signed-in member's registration; refreshes the events. */
export function useUnregister() {
  return useApiMutation({ request: unregister, refresh: (client) => invalidateEvents(client) });
}
