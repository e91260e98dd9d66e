import { lazyPage, type FeaturePages } from '../../lib/lazy-page';

/** Search, by route path (app/features.ts lists every feature's pages; the router shows them). */
export const searchPages: FeaturePages = {
  '/search': lazyPage(() => import('./pages/search-page')),
};
