import { lazyPage, type FeaturePages } from '../../lib/lazy-page';

/** Projects, a project, Community Projects and My Projects, by route path (app/features.ts lists every feature's pages; the router shows them). */
export const projectsPages: FeaturePages = {
  '/projects': lazyPage(() => import('./pages/projects-page')),
  '/projects/:id': lazyPage(() => import('./pages/project-detail-page')),
  '/community-projects': lazyPage(() => import('./pages/community-projects-page')),
  '/my-projects': lazyPage(() => import('./pages/my-projects-page')),
};
