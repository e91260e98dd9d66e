import type { Page } from '@esdc/core/api';
import type { ForumEntry } from '@esdc/core/forum-schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { requestPage } from '../../../lib/api-page';
import { forumEntryKeys, type ForumEntryListParams } from './forum-entry-keys';

/**
 * `GET /api/forum` (SPEC §2 Planning, Mentorship, Hackathons, Workshops, Jobs, Forum): one page of entries, newest
 * first.
 * @param params the page asked for
 * @returns the page with the total
 * @throws ApiError 400 ('Invalid limit', 'Invalid offset')
 */
export function listForumEntries(params: ForumEntryListParams): Promise<Page<ForumEntry>> {
  return requestPage<ForumEntry>('/api/forum', { ...params });
}

/** One page of entries as query options. */
export function forumEntryListOptions(params: ForumEntryListParams) {
  return queryOptions({ queryKey: forumEntryKeys.list(params), queryFn: () => listForumEntries(params) });
}

/** One page of entries; the previous page stays shown while the next one loads. */
export function useForumEntries(params: ForumEntryListParams) {
  return useQuery({ ...forumEntryListOptions(params), placeholderData: keepPreviousData });
}
