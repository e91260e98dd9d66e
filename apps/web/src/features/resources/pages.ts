import { lazyPage, type FeaturePages } from '../../lib/lazy-page';

/** Learning resources, by route path (app/features.ts lists every feature's pages; the router shows them). */
export const resourcesPages: FeaturePages = {
  '/resources': lazyPage(() => import('./pages/resources-page')),
};
