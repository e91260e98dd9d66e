import type { QueryClient } from '@tanstack/react-query';

/** Paging of `GET /api/forum` (core `forumEntryListQuerySchema`). */
export interface ForumEntryListParams {
  limit: number;
  offset: number;
}

/** Query keys of Forum. */
export const forumEntryKeys = {
  all: ['forum'] as const,
  list: (params: ForumEntryListParams) => ['forum', 'list', params] as const,
};

/** After an entry is posted: every list. */
export function invalidateForumEntries(client: QueryClient): Promise<unknown> {
  return client.invalidateQueries({ queryKey: forumEntryKeys.all });
}
