import type { QueryClient } from '@tanstack/react-query';
import { docOptions } from '../api/get-doc';
import { docListOptions } from '../api/list-docs';

/**
 * Loads what /docs and /docs/{slug} show a visitor first, for the server-side render (docs/decisions/005): the
 * sidebar's articles and the article the address names (at /docs, the first one of the sidebar).
 * @param client a query client for this one render
 * @param slug the route's slug parameter (none at /docs)
 */
export async function prefetchDocsPage(client: QueryClient, slug: string | undefined): Promise<void> {
  const article = (name: string) => client.prefetchQuery(docOptions(name, null));
  if (slug) {
    await Promise.all([client.prefetchQuery(docListOptions('')), article(slug)]);
    return;
  }
  const first = (await client.fetchQuery(docListOptions('')).catch(() => []))[0];
  if (first) await article(first.slug);
}
