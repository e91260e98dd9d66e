import { defineFeature } from '../../feature-manifest.ts';
import { roadmapEraser, roadmapVotesExport } from './account-data.ts';
import { migration029 } from './migrations/029-roadmap.ts';
import { roadmapRoutes } from './routes.ts';
import { seedRoadmapItems } from './seed.ts';

/** The roadmap: items in three phases, managed by admins, voted for by members (docs/requirements.md §2 Roadmap). */
export const roadmapFeature = defineFeature({
  name: 'roadmap',
  routes: roadmapRoutes,
  accountData: { sections: [roadmapVotesExport], erasers: [roadmapEraser] },
  permissions: ['roadmap:vote', 'roadmap:manage'],
  migrations: { '029-roadmap': migration029 },
  seed: { content: seedRoadmapItems },
});
