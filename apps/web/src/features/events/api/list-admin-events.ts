import type { Page } from '@esdc/core/api';
import type { Event, EventStatus } from '@esdc/core/event';
import { requestPage, usePageQuery, type PageParams } from '../../../lib/api-page';
import { adminKeys } from '../../../lib/admin-keys';

/** Filters and paging of the admin Events tab (`GET /api/events`, which shows an admin every event, drafts included). */
export interface AdminEventListParams extends PageParams {
  q?: string;
  status?: EventStatus | '';
}

/**
 * `GET /api/events` for the admin panel's Events tab (SPEC §2 Admin panel; §7).
 * @throws ApiError
 */
function listAdminEvents(params: AdminEventListParams): Promise<Page<Event>> {
  return requestPage<Event>('/api/events', params);
}

/** One page of events; the previous page stays on screen while the next one loads. */
export function useAdminEvents(params: AdminEventListParams) {
  return usePageQuery(adminKeys.eventList(params), () => listAdminEvents(params));
}
