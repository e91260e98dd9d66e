import { EVENT_CATEGORIES, EVENT_STATUSES, type EventCategory, type EventStatus } from '@esdc/core/event';
import type { QueryClient } from '@tanstack/react-query';
import type { EventListParams } from '../api/event-keys';
import { eventListOptions } from '../api/list-events';
import type { EventFilterValues } from '../components/event-filters';

/** Upcoming events per page of /events. */
export const UPCOMING_PAGE_SIZE = 9;
/** Completed events per page of /events. */
export const COMPLETED_PAGE_SIZE = 6;

const isCategory = (v: string | null): v is EventCategory => !!v && (EVENT_CATEGORIES as readonly string[]).includes(v);
const isStatus = (v: string | null): v is EventStatus => !!v && (EVENT_STATUSES as readonly string[]).includes(v);
const pageOf = (v: string | null) => Math.max(1, Math.floor(Number(v) || 1));

/** What /events shows, read from its query string. */
export interface EventsPageParams {
  filters: EventFilterValues;
  /** The Upcoming section's list request (?page=), or the single list of the chosen status. */
  upcoming: EventListParams;
  /** The Completed section's list request (?cpage=); null when a status is chosen (one list then). */
  completed: EventListParams | null;
}

/**
 * Reads /events' query string (?q=, ?category=, ?status= for those who manage events, ?page= for upcoming events,
 * ?cpage= for completed ones); unknown values are ignored.
 * @param params the URL's search params
 * @param manager whether the viewer manages events (only they filter by status, drafts included)
 */
export function eventsPageParams(params: URLSearchParams, manager: boolean): EventsPageParams {
  const category = params.get('category');
  const status = params.get('status');
  const filters: EventFilterValues = {
    q: params.get('q')?.trim() ?? '',
    category: isCategory(category) ? category : '',
    status: manager && isStatus(status) ? status : '',
  };
  const shared = { q: filters.q || undefined, category: filters.category || undefined };
  const page = pageOf(params.get('page'));
  if (filters.status) {
    return { filters, upcoming: { ...shared, status: filters.status, limit: UPCOMING_PAGE_SIZE, offset: (page - 1) * UPCOMING_PAGE_SIZE }, completed: null };
  }
  const cpage = pageOf(params.get('cpage'));
  return {
    filters,
    upcoming: { ...shared, upcoming: true, limit: UPCOMING_PAGE_SIZE, offset: (page - 1) * UPCOMING_PAGE_SIZE },
    completed: { ...shared, status: 'completed', limit: COMPLETED_PAGE_SIZE, offset: (cpage - 1) * COMPLETED_PAGE_SIZE },
  };
}

/**
 * The query string that renders the same page for a visitor, normalised (the server caches rendered pages under it).
 * @param params the URL's search params
 */
export function eventsPageUrlParams(params: URLSearchParams): URLSearchParams {
  const { filters } = eventsPageParams(params, false);
  const out = new URLSearchParams();
  if (filters.q) out.set('q', filters.q);
  if (filters.category) out.set('category', filters.category);
  for (const key of ['page', 'cpage']) {
    const n = pageOf(params.get(key));
    if (n > 1) out.set(key, String(n));
  }
  return out;
}

/**
 * Loads the lists /events shows a visitor first, for the server-side render (docs/decisions/005).
 * @param client a query client for this one render
 * @param params the URL's search params
 */
export async function prefetchEventsPage(client: QueryClient, params: URLSearchParams): Promise<void> {
  const { upcoming, completed } = eventsPageParams(params, false);
  await Promise.all([client.prefetchQuery(eventListOptions(upcoming, null)), completed ? client.prefetchQuery(eventListOptions(completed, null)) : null]);
}
