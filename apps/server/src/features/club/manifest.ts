import { defineFeature } from '../../feature-manifest.ts';
import { migration018 } from './migrations/018-club-settings.ts';
import { clubRoutes } from './routes.ts';

/** The club's links and settings shown site-wide. */
export const clubFeature = defineFeature({
  name: 'club',
  routes: clubRoutes,
  migrations: { '018-club-settings': migration018 },
});
