import { defineFeature } from '../../feature-manifest.ts';
import { notificationDigestExport, notificationPreferencesExport, notificationsEraser, notificationsExport } from './account-data.ts';
import { notificationRoutes } from './routes.ts';

/** Notifications, their preferences, the live stream and announcements (SPEC §2 Notifications). */
export const notificationsFeature = defineFeature({
  name: 'notifications',
  switch: 'notifications',
  routes: notificationRoutes,
  accountData: { sections: [notificationsExport, notificationPreferencesExport, notificationDigestExport], erasers: [notificationsEraser] },
  permissions: ['notification:announce'],
});
