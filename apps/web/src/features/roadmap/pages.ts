import { lazyPage, type FeaturePages } from '../../lib/lazy-page';

/** Roadmap, by route path (app/features.ts lists every feature's pages; the router shows them). */
export const roadmapPages: FeaturePages = {
  '/roadmap': lazyPage(() => import('./pages/roadmap-page')),
};
