import { lazyPage, type FeaturePages } from '../../lib/lazy-page';

/** The build guide, by route path (app/features.ts lists every feature's pages; the router shows them). */
export const buildGuidePages: FeaturePages = {
  '/build': lazyPage(() => import('./pages/build-guide-page')),
};
