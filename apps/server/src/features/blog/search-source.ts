import { formatShortDate } from '@esdc/core/display';
import { paths } from '@esdc/core/routes';
import { sql } from 'kysely';
import type { SearchSource } from '../../platform/search-source.ts';
import { visibleBlogPosts } from './blog-visibility.ts';
import { cardUrls, plainText } from '../search/public.ts';

/** Blog posts in the site search (SPEC §2 Search): published posts; a draft to its author, moderators and admins. */
export const blogSearch: SearchSource = {
  type: 'blog',
  visible: (viewer, refId) => sql<boolean>`exists (select 1 from blog_posts where blog_posts.id = ${refId} and ${visibleBlogPosts(viewer)})`,
  load: async (db, _viewer, ids) => {
    const rows = await db
      .selectFrom('blog_posts')
      .select(['id', 'slug', 'title', 'excerpt', 'content', 'category', 'status', 'published_at', 'cover_image_id', 'cover_url'])
      .where('id', 'in', ids)
      .execute();
    const covers = await cardUrls(
      db,
      rows.flatMap((r) => (r.cover_image_id === null ? [] : [r.cover_image_id])),
    );
    return rows.map((r) => {
      const when = r.status === 'published' ? formatShortDate(r.published_at) : 'Draft';
      const image = (r.cover_image_id === null ? null : covers.get(r.cover_image_id)) ?? r.cover_url;
      const text = plainText(`${r.excerpt ?? ''} ${r.content.slice(0, 20_000)}`);
      return { id: r.id, title: r.title, url: paths.blogPost(r.slug), image, meta: `Blog · ${r.category} · ${when}`, text };
    });
  },
};
