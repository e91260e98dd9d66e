import { paths } from '@esdc/core/routes';
import { sql } from 'kysely';
import type { SearchSource } from '../../platform/search-source.ts';
import { visibleCourseRows } from './course-visibility.ts';
import { cardUrls, plainText } from '../search/public.ts';

/** Courses in the site search (SPEC §2 Search): published courses; an unpublished one to its instructor and editors. */
export const coursesSearch: SearchSource = {
  type: 'course',
  visible: (viewer, refId) => sql<boolean>`exists (select 1 from courses where courses.id = ${refId} and ${visibleCourseRows(viewer)})`,
  load: async (db, _viewer, ids) => {
    const rows = await db
      .selectFrom('courses')
      .select(['id', 'title', 'description', 'level', 'category', 'published', 'image_id', 'image_url'])
      .where('id', 'in', ids)
      .execute();
    const images = await cardUrls(
      db,
      rows.flatMap((r) => (r.image_id === null ? [] : [r.image_id])),
    );
    return rows.map((r) => {
      const meta = ['Course', r.level, r.category, r.published ? null : 'Unpublished'].filter(Boolean).join(' · ');
      const image = (r.image_id === null ? null : images.get(r.image_id)) ?? r.image_url;
      return { id: r.id, title: r.title, url: `${paths.lms}/${r.id}`, image, meta, text: plainText(r.description) };
    });
  },
};
