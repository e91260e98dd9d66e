import { defineFeature } from '../../feature-manifest.ts';
import { forumEntriesExport, forumEraser } from './account-data.ts';
import { migration023 } from './migrations/023-forum.ts';
import { forumRoutes } from './routes.ts';
import { seedDemoForumEntries } from './seed.ts';

/** Forum: a list of entries members post (SPEC §2 Planning, Mentorship, Hackathons, Workshops, Jobs, Forum). */
export const forumFeature = defineFeature({
  name: 'forum',
  routes: forumRoutes,
  accountData: { sections: [forumEntriesExport], erasers: [forumEraser] },
  permissions: ['forum:post'],
  migrations: { '023-forum': migration023 },
  seed: { demo: seedDemoForumEntries },
});
