import { lazyPage, type FeaturePages } from '../../lib/lazy-page';

/** One page module for /docs and its articles (one chunk, one entry in the preload map). */
const docsPage = lazyPage(() => import('./pages/docs-page'));

/** The documentation, by route path (app/features.ts lists every feature's pages; the router shows them). */
export const docsPages: FeaturePages = {
  '/docs': docsPage,
  '/docs/:slug': docsPage,
};
