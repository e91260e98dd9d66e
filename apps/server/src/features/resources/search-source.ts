import { paths } from '@esdc/core/routes';
import { SEARCH_QUERY_MAX } from '@esdc/core/search';
import { sql } from 'kysely';
import type { SearchSource } from '../../platform/search-source.ts';

/**
 * Learning resources in the site search (SPEC §2 Search): every resource is public. A result opens the resources page
 * filtered to it (resources have no page of their own; the list links or downloads them).
 */
export const resourcesSearch: SearchSource = {
  type: 'resource',
  visible: () => sql<boolean>`1 = 1`,
  load: async (db, _viewer, ids) => {
    const rows = await db.selectFrom('resources').select(['id', 'title', 'description', 'category', 'kind']).where('id', 'in', ids).execute();
    return rows.map((r) => {
      const address = new URLSearchParams({ category: r.category, q: r.title.slice(0, SEARCH_QUERY_MAX) });
      const meta = `Resource · ${r.category} · ${r.kind === 'file' ? 'File' : 'Link'}`;
      return { id: r.id, title: r.title, url: `${paths.resources}?${address.toString()}`, image: null, meta, text: r.description || r.title };
    });
  },
};
