import { sql } from 'kysely';
import { defineFeature } from '../../feature-manifest.ts';
import { rowWithId } from '../../platform/page-checks.ts';
import { challengesCreatedExport, challengesEraser, solvesExport, submissionsExport } from './account-data.ts';
import { challengeRoutes } from './routes.ts';
import { seedChallenges, seedDemoSolves } from './seed.ts';

/** Challenges, submissions and their admin (SPEC §2 Challenges). */
export const challengesFeature = defineFeature({
  name: 'challenges',
  switch: 'challenges',
  routes: challengeRoutes,
  // A challenge that is not hidden; members-only ones count, since the page itself asks the visitor to sign in.
  pages: { '/challenges/:id': rowWithId('challenges', sql`visibility <> 'hidden'`) },
  accountData: { sections: [submissionsExport, solvesExport, challengesCreatedExport], erasers: [challengesEraser] },
  permissions: ['challenge:submit', 'challenge:manage'],
  seed: { content: seedChallenges, demo: seedDemoSolves },
});
