import { defineFeature } from '../../feature-manifest.ts';
import { resourceRoutes } from './routes.ts';
import { resourcesSearch } from './search-source.ts';
import { resourcesEraser, resourcesExport } from './account-data.ts';
import { seedResources } from './seed.ts';

/** The tables the server-rendered /resources page shows wholly. */
const RENDERED_TABLES: ReadonlySet<string> = new Set(['resources', 'files']);

/** Learning resources: links and uploaded files (SPEC §2 Resources). */
export const resourcesFeature = defineFeature({
  name: 'resources',
  switch: 'resources',
  routes: resourceRoutes,
  search: resourcesSearch,
  accountData: { sections: [resourcesExport], erasers: [resourcesEraser] },
  permissions: ['resource:manage'],
  changesPages: (write) => RENDERED_TABLES.has(write.table),
  seed: { content: seedResources },
});
