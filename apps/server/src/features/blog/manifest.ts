import { defineFeature } from '../../feature-manifest.ts';
import { migration012 } from './migrations/012-blog.ts';
import { rowWithKey } from '../../platform/page-checks.ts';
import { sql } from 'kysely';
import { blogEraser, blogLikesExport, blogPostsExport } from './account-data.ts';
import { changesBlogReads } from './blog-cache.ts';
import { blogRoutes } from './routes.ts';
import { blogSearch } from './search-source.ts';
import { seedDemoBlog } from './seed.ts';

/** The blog: posts, writers, likes (SPEC §2 Blog). */
export const blogFeature = defineFeature({
  name: 'blog',
  switch: 'blog',
  routes: blogRoutes,
  pages: {
    // Published posts only: a draft's page still opens for its author (the app loads it with their session), with
    // status 404 to everyone else, so the status never tells that a draft exists.
    '/blog/:slug': rowWithKey('blog_posts', 'slug', 'slug', 100, sql`status = 'published'`),
    // A post with this slug, published or not: the editor is for its author and admins.
    '/blog/:slug/edit': rowWithKey('blog_posts', 'slug', 'slug', 100),
  },
  search: blogSearch,
  accountData: { sections: [blogPostsExport, blogLikesExport], erasers: [blogEraser] },
  permissions: ['blog:write', 'blog:update', 'blog:delete', 'blog:manage-writers', 'blog:like'],
  changesPages: changesBlogReads,
  migrations: { '012-blog': migration012 },
  seed: { demo: seedDemoBlog },
});
