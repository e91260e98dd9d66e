import { defineFeature } from '../../feature-manifest.ts';
import { imagesEraser, imagesExport } from './account-data.ts';
import { imageRoutes } from './routes.ts';

/** Image uploads and their variants (docs/decisions/008-image-uploads.md). */
export const imagesFeature = defineFeature({
  name: 'images',
  routes: imageRoutes,
  accountData: { sections: [imagesExport], erasers: [imagesEraser] },
  permissions: ['image:upload', 'image:use'],
});
