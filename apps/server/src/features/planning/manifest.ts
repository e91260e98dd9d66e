import { defineFeature } from '../../feature-manifest.ts';
import { planningAssignmentsExport, planningBoardSharesExport, planningBoardsExport, planningEraser, planningTasksExport } from './account-data.ts';
import { migration025 } from './migrations/025-planning.ts';
import { planningRoutes } from './routes.ts';
import { seedDemoPlanning } from './seed.ts';

/** Planning boards: boards of members, teams and projects, their kanban tasks, moves and live updates (docs/requirements.md §2 Planning). */
export const planningFeature = defineFeature({
  name: 'planning',
  routes: planningRoutes,
  accountData: {
    sections: [planningBoardsExport, planningBoardSharesExport, planningTasksExport, planningAssignmentsExport],
    erasers: [planningEraser],
  },
  permissions: ['board:create', 'board:manage'],
  migrations: { '025-planning': migration025 },
  seed: { demo: seedDemoPlanning },
});
