import { defineFeature } from '../../feature-manifest.ts';
import { clubRoutes } from './routes.ts';

/** The club's links and settings shown site-wide. */
export const clubFeature = defineFeature({ name: 'club', routes: clubRoutes });
