import { defineFeature } from '../../feature-manifest.ts';
import { analyticsNotExported } from './account-data.ts';
import { migration032 } from './migrations/032-analytics.ts';
import { migration038 } from './migrations/038-analytics-daily.ts';
import { analyticsRoutes } from './routes.ts';

/** Analytics: member growth, activity and the club's goals, for admins and moderators (SPEC §2 Analytics). */
export const analyticsFeature = defineFeature({
  name: 'analytics',
  routes: analyticsRoutes,
  accountData: { notExported: analyticsNotExported },
  permissions: ['analytics:view', 'analytics:manage-goals'],
  migrations: { '032-analytics': migration032, '038-analytics-daily': migration038 },
});
