import { lazyPage, type FeaturePages } from '../../lib/lazy-page';

/** The admin panel, by route path (app/features.ts lists every feature's pages; the router shows them). */
export const adminPages: FeaturePages = {
  '/admin': lazyPage(() => import('./pages/admin-page')),
};
