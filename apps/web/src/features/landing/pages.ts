import { lazyPage, type FeaturePages } from '../../lib/lazy-page';

/** The landing page, by route path (app/features.ts lists every feature's pages; the router shows them). */
export const landingPages: FeaturePages = {
  '/': lazyPage(() => import('./pages/landing-page')),
};
