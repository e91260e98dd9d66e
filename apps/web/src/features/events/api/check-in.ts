import type { EventCheckInResult, EventRegistrations } from '@esdc/core/event';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { eventKeys, invalidateEvents } from './event-keys';

/**
 * `GET /api/events/{id}/registrations` (managers): attendees in sign-up order with their check-in state, and the
 * waitlist in line order.
 * @throws ApiError 403, 404
 */
async function listRegistrations(id: number): Promise<EventRegistrations> {
  return (await apiRequest<EventRegistrations>(`/api/events/${id}/registrations`)).data;
}

/** The registrations of an event as a query (managers only: enable it once the event says `can_manage`). */
export function useRegistrations(id: number, enabled = true) {
  return useQuery({ queryKey: eventKeys.registrations(id), queryFn: () => listRegistrations(id), enabled: enabled && Number.isInteger(id) && id > 0 });
}

/**
 * `POST /api/events/{id}/check-ins` (SPEC §2 Events check-in): marks the member with this code as attending; checking
 * in twice changes nothing and says so (`already_checked_in`).
 * @param code as typed or read by the camera
 * @throws ApiError 404 CHECK_IN_CODE_UNKNOWN, 409 (a waitlisted member), 403
 */
async function checkIn(id: number, code: string): Promise<{ result: EventCheckInResult; message?: string }> {
  const response = await apiRequest<EventCheckInResult>(`/api/events/${id}/check-ins`, { method: 'POST', body: { code } });
  return { result: response.data, message: response.message };
}

/** Checks members in at one event; refreshes its registrations and the members' stats. */
export function useCheckIn(id: number) {
  return useApiMutation({ request: (code: string) => checkIn(id, code), refresh: (client) => invalidateEvents(client) });
}
