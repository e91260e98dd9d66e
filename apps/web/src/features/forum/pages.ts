import { lazyPage, type FeaturePages } from '../../lib/lazy-page';

/** The forum, by route path (app/features.ts lists every feature's pages; the router shows them). SPEC §2 Forum. */
export const forumPages: FeaturePages = {
  '/forum': lazyPage(() => import('./pages/forum-page')),
  '/forum/reports': lazyPage(() => import('./pages/forum-reports-page')),
  '/forum/:categoryId': lazyPage(() => import('./pages/forum-category-page')),
  '/forum/t/:threadId': lazyPage(() => import('./pages/forum-thread-page')),
};
