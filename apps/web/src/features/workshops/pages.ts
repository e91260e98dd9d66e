import { lazyPage, type FeaturePages } from '../../lib/lazy-page';

/** Workshops, by route path (app/features.ts lists every feature's pages; the router shows them). */
export const workshopsPages: FeaturePages = {
  '/workshops': lazyPage(() => import('./pages/workshops-page')),
  '/workshops/:id': lazyPage(() => import('./pages/workshop-page')),
};
