import { lazyPage, type FeaturePages } from '../../lib/lazy-page';

/** Both team pages, from one chunk (pages/teams-routes.tsx). */
const teamsRoutes = lazyPage(() => import('./pages/teams-routes'));

/** Teams, by route path (app/features.ts lists every feature's pages; the router shows them). docs/requirements.md §2 Teams. */
export const teamsPages: FeaturePages = { '/teams': teamsRoutes, '/teams/:id': teamsRoutes };
