import { defineFeature } from '../../feature-manifest.ts';
import { searchRoutes } from './routes.ts';

/** Site search (SPEC §2 Search). */
export const searchFeature = defineFeature({ name: 'search', routes: searchRoutes });
