import { lazyPage, type FeaturePages } from '../../lib/lazy-page';

/** Analytics, by route path (app/features.ts lists every feature's pages; the router shows them). */
export const analyticsPages: FeaturePages = {
  '/analytics': lazyPage(() => import('./pages/analytics-page')),
};
