import { lazyPage, type FeaturePages } from '../../lib/lazy-page';

/** Code Review, by route path (app/features.ts lists every feature's pages; the router shows them). */
export const codeReviewPages: FeaturePages = {
  '/code-review': lazyPage(() => import('./pages/code-review-page')),
};
