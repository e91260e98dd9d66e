import { lazyPage, type FeaturePages } from '../../lib/lazy-page';

/** Both code review pages, from one chunk (pages/code-review-routes.tsx). */
const codeReviewRoutes = lazyPage(() => import('./pages/code-review-routes'));

/** Code review, by route path (app/features.ts lists every feature's pages; the router shows them). docs/requirements.md §2 Code review. */
export const codeReviewPages: FeaturePages = { '/code-review': codeReviewRoutes, '/code-review/:id': codeReviewRoutes };
