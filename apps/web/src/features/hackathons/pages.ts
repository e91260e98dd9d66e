import { lazyPage, type FeaturePages } from '../../lib/lazy-page';

/** Hackathons, by route path (app/features.ts lists every feature's pages; the router shows them). */
export const hackathonsPages: FeaturePages = {
  '/hackathons': lazyPage(() => import('./pages/hackathons-page')),
  '/hackathons/:id': lazyPage(() => import('./pages/hackathon-page')),
};
