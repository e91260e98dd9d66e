import { lazyPage, type FeaturePages } from '../../lib/lazy-page';

/** Settings, by route path (app/features.ts lists every feature's pages; the router shows them). */
export const settingsPages: FeaturePages = {
  '/settings': lazyPage(() => import('./pages/settings-page')),
};
