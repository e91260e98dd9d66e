import { lazyPage, type FeaturePages } from '../../lib/lazy-page';

/** Planning boards, by route path (app/features.ts lists every feature's pages; the router shows them). SPEC §2 Planning. */
export const planningPages: FeaturePages = {
  '/planning': lazyPage(() => import('./pages/planning-page')),
};
