import { defineFeature } from '../../feature-manifest.ts';
import { pointsEraser, pointsLedgerExport, pointsPeriodsExport } from './account-data.ts';
import { leaderboardRoutes } from './routes.ts';

/** Points and the leaderboard (SPEC §2 Leaderboard). */
export const leaderboardFeature = defineFeature({
  name: 'leaderboard',
  switch: 'leaderboard',
  routes: leaderboardRoutes,
  accountData: { sections: [pointsLedgerExport, pointsPeriodsExport], erasers: [pointsEraser] },
});
