import { defineFeature } from '../../feature-manifest.ts';
import { migration004 } from './migrations/004-project-views.ts';
import { rowWithId } from '../../platform/page-checks.ts';
import { contributionsExport, likesExport, projectsEraser, projectsExport, projectViewsExport } from './account-data.ts';
import { adminProjectRoutes } from './admin-routes.ts';
import { projectRoutes } from './routes.ts';
import { projectsSearch } from './search-source.ts';

/** The project showcase, members' projects and their admin (SPEC §2 Projects). */
export const projectsFeature = defineFeature({
  name: 'projects',
  switch: 'projects',
  routes: async (app, ctx) => {
    await projectRoutes(app, ctx);
    await adminProjectRoutes(app, ctx);
  },
  pages: { '/projects/:id': rowWithId('projects') },
  search: projectsSearch,
  accountData: {
    sections: [projectsExport, contributionsExport, likesExport, projectViewsExport],
    erasers: [projectsEraser],
  },
  permissions: ['project:create', 'project:update', 'project:delete', 'project:like', 'project:manage'],
  migrations: { '004-project-views': migration004 },
});
