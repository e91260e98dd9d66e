import { defineFeature } from '../../feature-manifest.ts';
import { roadmapEntriesExport, roadmapEraser } from './account-data.ts';
import { migration029 } from './migrations/029-roadmap.ts';
import { roadmapRoutes } from './routes.ts';
import { seedDemoRoadmapEntries } from './seed.ts';

/** Roadmap: a list of entries members post (SPEC §2 Static pages). */
export const roadmapFeature = defineFeature({
  name: 'roadmap',
  routes: roadmapRoutes,
  accountData: { sections: [roadmapEntriesExport], erasers: [roadmapEraser] },
  permissions: ['roadmap:post'],
  migrations: { '029-roadmap': migration029 },
  seed: { demo: seedDemoRoadmapEntries },
});
