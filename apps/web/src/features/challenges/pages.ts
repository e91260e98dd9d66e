import { lazyPage, type FeaturePages } from '../../lib/lazy-page';

/** Challenges and a challenge, by route path (app/features.ts lists every feature's pages; the router shows them). */
export const challengesPages: FeaturePages = {
  '/challenges': lazyPage(() => import('./pages/challenges-page')),
  '/challenges/:id': lazyPage(() => import('./pages/challenge-page')),
};
