import { defineFeature } from '../../feature-manifest.ts';
import { migration024 } from './migrations/024-teams.ts';

/*
 * A STAND-IN, on the planning-server branch only: the teams feature is built in parallel on the `teams` branch, whose
 * own manifest replaces this file when the branches merge (take theirs). It only runs migration 024, so planning's
 * team boards have their `teams` and `team_members` tables in this branch's tests.
 */

/** Teams (docs/requirements.md §2 Teams): the migration of its tables, until the feature itself lands. */
export const teamsFeature = defineFeature({
  name: 'teams',
  accountData: {
    notExported: {
      teams: 'stand-in until the teams feature lands (its export sections come with it)',
      team_members: 'stand-in until the teams feature lands (its export sections come with it)',
      team_invitations: 'stand-in until the teams feature lands (its export sections come with it)',
    },
  },
  migrations: { '024-teams': migration024 },
});
