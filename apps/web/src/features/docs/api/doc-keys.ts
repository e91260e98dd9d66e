import type { QueryClient } from '@tanstack/react-query';

/** Query keys of the documentation: the sidebar list by search text, and articles by slug and viewer (editors get the markdown). */
export const docKeys = {
  all: ['docs'] as const,
  list: (q: string) => ['docs', 'list', q] as const,
  detail: (slug: string, viewer: number | null) => ['docs', 'detail', slug, viewer] as const,
};

/** After an article is written, edited or deleted: every list and article. */
export function invalidateDocs(client: QueryClient): Promise<unknown> {
  return client.invalidateQueries({ queryKey: docKeys.all });
}
