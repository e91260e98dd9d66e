import type { EventCategory, EventStatus } from '@esdc/core/event';
import type { QueryClient } from '@tanstack/react-query';

/** Filters and paging of `GET /api/events` (SPEC §2 Events, §7; core `eventListQuerySchema`). */
export interface EventListParams {
  status?: EventStatus;
  /** Only events that have not ended, soonest first. */
  upcoming?: boolean;
  category?: EventCategory;
  q?: string;
  limit: number;
  offset: number;
}

/**
 * Query keys of the event data. Lists and details are keyed by the viewer, since both carry the viewer's own
 * registration (`my_registration`), `can_manage` and, for managers, drafts. The admin panel invalidates the
 * `['events']` prefix after its changes.
 */
export const eventKeys = {
  all: ['events'] as const,
  lists: ['events', 'list'] as const,
  list: (params: EventListParams, viewer: number | null) => ['events', 'list', viewer, params] as const,
  detail: (id: number, viewer: number | null) => ['events', 'detail', id, viewer] as const,
  registrations: (id: number) => ['events', 'registrations', id] as const,
  settings: (viewer: number | null) => ['events', 'settings', viewer] as const,
};

/**
 * After a change to an event or to a registration: every event list and detail (capacity, waitlist, status), the
 * organisers' registration lists, the admin panel (`['admin']`) and members' profiles and stats (events attended:
 * `['members']`, `['user', 'profile']`).
 * @param client the app's query client
 * @returns a promise that settles once the active queries have refetched
 */
export function invalidateEvents(client: QueryClient): Promise<unknown> {
  return Promise.all([eventKeys.all, ['admin'], ['members'], ['user', 'profile']].map((queryKey) => client.invalidateQueries({ queryKey })));
}
