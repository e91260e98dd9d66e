import { lazyPage, type FeaturePages } from '../../lib/lazy-page';

/** Teams, by route path (app/features.ts lists every feature's pages; the router shows them). docs/requirements.md §2 Teams. */
export const teamsPages: FeaturePages = {
  '/teams': lazyPage(() => import('./pages/teams-page')),
  '/teams/:id': lazyPage(() => import('./pages/team-page')),
};
