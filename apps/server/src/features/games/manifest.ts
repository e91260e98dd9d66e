import { defineFeature } from '../../feature-manifest.ts';
import { gameScoresEraser, gameScoresExport } from './account-data.ts';
import { gameRoutes } from './routes.ts';

/** The six games' score boards (SPEC §2 Games). */
export const gamesFeature = defineFeature({
  name: 'games',
  switch: 'games',
  routes: gameRoutes,
  accountData: { sections: [gameScoresExport], erasers: [gameScoresEraser] },
  permissions: ['game:score'],
});
