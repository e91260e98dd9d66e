import { defineFeature } from '../../feature-manifest.ts';
import { rowWithId } from '../../platform/page-checks.ts';
import { teamInvitationsExport, teamMembershipsExport, teamsCreatedExport, teamsEraser, teamsNotExported } from './account-data.ts';
import { migration024 } from './migrations/024-teams.ts';
import { teamRoutes } from './routes.ts';
import { seedDemoTeams } from './seed.ts';

/** Teams: create, invite, accept or decline, remove, hand over the lead, leave, projects (docs/requirements.md §2 Teams). */
export const teamsFeature = defineFeature({
  name: 'teams',
  routes: teamRoutes,
  pages: { '/teams/:id': rowWithId('teams') },
  accountData: {
    sections: [teamsCreatedExport, teamMembershipsExport, teamInvitationsExport],
    erasers: [teamsEraser],
    notExported: teamsNotExported,
  },
  permissions: ['team:create', 'team:manage'],
  migrations: { '024-teams': migration024 },
  seed: { demo: seedDemoTeams },
});
