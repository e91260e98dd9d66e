import { defineFeature } from '../../feature-manifest.ts';
import { fileRoutes } from './routes.ts';

/** Uploaded files' downloads (SPEC §2 Resources). */
export const filesFeature = defineFeature({ name: 'files', routes: fileRoutes });
