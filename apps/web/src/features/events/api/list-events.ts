import type { Page } from '@esdc/core/api';
import type { Event } from '@esdc/core/event';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { requestPage } from '../../../lib/api-page';
import { useSession } from '../../../lib/session';
import { eventKeys, type EventListParams } from './event-keys';

/**
 * `GET /api/events` (SPEC §2 Events, §7 "filters status or upcoming=true"): the events the viewer may see (drafts
 * only to those who manage them), filtered and paged; with `upcoming`, those not ended, soonest first.
 * @param params filters and paging
 * @returns the page with the server's total
 * @throws ApiError 400 ('Invalid event status', ...)
 */
async function listEvents(params: EventListParams): Promise<Page<Event>> {
  const { upcoming, ...rest } = params;
  const query = { ...rest, upcoming: upcoming ? 'true' : undefined };
  return requestPage<Event>('/api/events', query);
}

/**
 * One page of events as query options (the page and the server-side render use the same ones).
 * @param viewer the signed-in member's id, null for a visitor
 */
export function eventListOptions(params: EventListParams, viewer: number | null) {
  return queryOptions({ queryKey: eventKeys.list(params, viewer), queryFn: () => listEvents(params) });
}

/** One page of events for the viewer; the previous page stays shown while the next one loads. */
export function useEvents(params: EventListParams, options: { enabled?: boolean } = {}) {
  const viewer = useSession().user?.id ?? null;
  return useQuery({ ...eventListOptions(params, viewer), placeholderData: keepPreviousData, enabled: options.enabled ?? true });
}
