import { paths } from '@esdc/core/routes';
import { sql } from 'kysely';
import type { SearchSource } from '../../platform/search-source.ts';
import { plainText } from '../search/public.ts';

/** Documentation articles in the site search (SPEC §2 Search): every article is public (there are no drafts). */
export const docsSearch: SearchSource = {
  type: 'doc',
  visible: () => sql<boolean>`1 = 1`,
  load: async (db, _viewer, ids) => {
    const rows = await db.selectFrom('doc_articles').select(['id', 'slug', 'title', 'group', 'content']).where('id', 'in', ids).execute();
    return rows.map((r) => ({
      id: r.id,
      title: r.title,
      url: paths.docArticle(r.slug),
      image: null,
      meta: `Doc · ${r.group}`,
      text: plainText(r.content.slice(0, 20_000)),
    }));
  },
};
