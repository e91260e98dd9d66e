import { defineFeature } from '../../feature-manifest.ts';
import {
  forumEraser,
  forumLikesExport,
  forumNotExported,
  forumPostEditsExport,
  forumPostsExport,
  forumReportsExport,
  forumSubscriptionsExport,
  forumThreadsExport,
} from './account-data.ts';
import { migration023 } from './migrations/023-forum.ts';
import { migration026 } from './migrations/026-forum-search.ts';
import { migration027 } from './migrations/027-forum-list-indexes.ts';
import { migration028 } from './migrations/028-forum-category-stats.ts';
import { forumCategoryPage, forumThreadPage } from './page-checks.ts';
import { forumRoutes } from './routes.ts';
import { forumSearch } from './search-source.ts';
import { seedDemoForum, seedForumCategories } from './seed.ts';

/** The forum: categories, threads, replies, likes, Q&A answers, subscriptions and moderation (docs/requirements.md §2 Forum). */
export const forumFeature = defineFeature({
  name: 'forum',
  routes: forumRoutes,
  pages: { '/forum/:categoryId': forumCategoryPage, '/forum/t/:threadId': forumThreadPage },
  accountData: {
    sections: [forumThreadsExport, forumPostsExport, forumPostEditsExport, forumLikesExport, forumReportsExport, forumSubscriptionsExport],
    erasers: [forumEraser],
    notExported: forumNotExported,
  },
  permissions: ['forum:post', 'forum:moderate', 'forum:manage-categories'],
  search: forumSearch,
  migrations: { '023-forum': migration023, '026-forum-search': migration026, '027-forum-list-indexes': migration027, '028-forum-category-stats': migration028 },
  seed: { content: seedForumCategories, demo: seedDemoForum },
});
