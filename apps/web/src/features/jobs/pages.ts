import { lazyPage, type FeaturePages } from '../../lib/lazy-page';

/** Jobs, by route path (app/features.ts lists every feature's pages; the router shows them). */
export const jobsPages: FeaturePages = {
  '/jobs': lazyPage(() => import('./pages/jobs-page')),
  '/jobs/:id': lazyPage(() => import('./pages/job-page')),
};
