import type { Page } from '@esdc/core/api';
import type { ForumReport } from '@esdc/core/forum-schemas';
import { requestPage, usePageQuery } from '../../../lib/api-page';
import { forumKeys } from './forum-keys';

/**
 * `GET /api/forum/reports` (moderators, 'forum:moderate'; SPEC §2 Forum Moderation): the open reports, newest first.
 * @param params the page asked for
 * @throws ApiError 401, 403
 */
function listForumReports(params: { limit: number; offset: number }): Promise<Page<ForumReport>> {
  return requestPage<ForumReport>('/api/forum/reports', params);
}

/** One page of the report queue. */
export function useForumReports(params: { limit: number; offset: number }) {
  return usePageQuery(forumKeys.reports(params), () => listForumReports(params));
}
