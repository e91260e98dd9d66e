import { defineFeature } from '../../feature-manifest.ts';
import { jobApplicationsExport, jobPostingsExport, jobSavedSearchesExport, jobsEraser } from './account-data.ts';
import { migration031 } from './migrations/031-jobs.ts';
import { migration039 } from './migrations/039-job-saved-searches.ts';
import { jobPage } from './page-checks.ts';
import { jobsRoutes } from './routes.ts';
import { seedDemoJobs } from './seed.ts';

/** Jobs: postings, in-app applications with a CV, the poster's review and job partners (SPEC §2 Jobs). */
export const jobsFeature = defineFeature({
  name: 'jobs',
  routes: jobsRoutes,
  pages: { '/jobs/:id': jobPage },
  accountData: { sections: [jobApplicationsExport, jobPostingsExport, jobSavedSearchesExport], erasers: [jobsEraser] },
  permissions: ['job:post', 'job:update', 'job:apply', 'job:manage-partners'],
  migrations: { '031-jobs': migration031, '039-job-saved-searches': migration039 },
  seed: { demo: seedDemoJobs },
});
