import type { QueryClient } from '@tanstack/react-query';

/** Paging of `GET /api/code-review` (core `codeReviewEntryListQuerySchema`). */
export interface CodeReviewEntryListParams {
  limit: number;
  offset: number;
}

/** Query keys of Code Review. */
export const codeReviewEntryKeys = {
  all: ['code-review'] as const,
  list: (params: CodeReviewEntryListParams) => ['code-review', 'list', params] as const,
};

/** After an entry is posted: every list. */
export function invalidateCodeReviewEntries(client: QueryClient): Promise<unknown> {
  return client.invalidateQueries({ queryKey: codeReviewEntryKeys.all });
}
