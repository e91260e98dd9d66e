import type { Page } from '@esdc/core/api';
import type { ForumThreadSummary } from '@esdc/core/forum-schemas';
import { requestPage, usePageQuery } from '../../../lib/api-page';
import { forumKeys, type ForumThreadListParams } from './forum-keys';
import { useViewerId } from './viewer';

/**
 * `GET /api/forum/threads` (SPEC §2 Forum): one page of threads (of a category, or of all), pinned first in a
 * category's 'latest' order, with the reader's 'New' counts.
 * @param params the category, order, solved filter, linked page, search and paging
 * @returns the page with the total
 * @throws ApiError 400 for a bad filter
 */
function listForumThreads(params: ForumThreadListParams): Promise<Page<ForumThreadSummary>> {
  return requestPage<ForumThreadSummary>('/api/forum/threads', { ...params });
}

/** One page of threads; the previous page stays shown while the next one loads. */
export function useForumThreads(params: ForumThreadListParams) {
  const viewer = useViewerId();
  return usePageQuery(forumKeys.threads(viewer, params), () => listForumThreads(params));
}
