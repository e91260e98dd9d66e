import type { Event } from '@esdc/core/event';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { eventKeys } from './event-keys';

/**
 * `GET /api/events/{id}` (SPEC §2 Events): one event with the viewer's registration and whether they manage it.
 * @param id the event id
 * @throws ApiError 404 'Event not found' (missing, or a draft the viewer may not see)
 */
async function getEvent(id: number): Promise<Event> {
  return (await apiRequest<Event>(`/api/events/${id}`)).data;
}

/**
 * One event as query options (the page and the server-side render use the same ones).
 * @param viewer the signed-in member's id, null for a visitor
 */
function eventOptions(id: number, viewer: number | null) {
  return queryOptions({
    queryKey: eventKeys.detail(id, viewer),
    queryFn: () => getEvent(id),
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 2,
  });
}

/**
 * One event as a query for the viewer; disabled for an invalid id. When the viewer changes (a server-rendered page
 * hydrates as a visitor, then the stored session signs in), the event stays shown while the viewer's copy loads.
 */
export function useEvent(id: number) {
  const viewer = useSession().user?.id ?? null;
  return useQuery({
    ...eventOptions(id, viewer),
    enabled: Number.isInteger(id) && id > 0,
    placeholderData: (previous) => (previous?.id === id ? previous : undefined),
  });
}

/**
 * Loads the event /events/{id} shows a visitor, for the server-side render (docs/decisions/005).
 * @param client a query client for this one render
 * @param id the route's id parameter (an invalid id is not prefetched)
 */
export async function prefetchEventPage(client: QueryClient, id: string | undefined): Promise<void> {
  const n = Number(id);
  if (Number.isInteger(n) && n > 0) await client.prefetchQuery(eventOptions(n, null));
}
