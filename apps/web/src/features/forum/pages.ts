import { lazyPage, type FeaturePages } from '../../lib/lazy-page';

/** Forum, by route path (app/features.ts lists every feature's pages; the router shows them). */
export const forumPages: FeaturePages = {
  '/forum': lazyPage(() => import('./pages/forum-page')),
};
