import { lazyPage, type FeaturePages } from '../../lib/lazy-page';

/** Integrations, by route path (app/features.ts lists every feature's pages; the router shows them). */
export const integrationsPages: FeaturePages = {
  '/integrations': lazyPage(() => import('./pages/integrations-page')),
};
