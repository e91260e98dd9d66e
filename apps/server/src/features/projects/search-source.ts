import { paths } from '@esdc/core/routes';
import { sql } from 'kysely';
import type { SearchSource } from '../../platform/search-source.ts';
import { plainText } from '../search/public.ts';

/** Projects in the site search (SPEC §2 Search): every project is public. */
export const projectsSearch: SearchSource = {
  type: 'project',
  visible: () => sql<boolean>`1 = 1`,
  load: async (db, _viewer, ids) => {
    const rows = await db.selectFrom('projects').select(['id', 'title', 'description', 'category', 'image']).where('id', 'in', ids).execute();
    return rows.map((r) => ({
      id: r.id,
      title: r.title,
      url: paths.project(r.id),
      image: r.image,
      meta: `Project · ${r.category}`,
      text: plainText(r.description),
    }));
  },
};
