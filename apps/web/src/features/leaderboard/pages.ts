import { lazyPage, type FeaturePages } from '../../lib/lazy-page';

/** The leaderboard, by route path (app/features.ts lists every feature's pages; the router shows them). */
export const leaderboardPages: FeaturePages = {
  '/leaderboard': lazyPage(() => import('./pages/leaderboard-page')),
};
