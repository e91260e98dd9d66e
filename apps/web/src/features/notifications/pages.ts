import { lazyPage, type FeaturePages } from '../../lib/lazy-page';

/** Notifications, by route path (app/features.ts lists every feature's pages; the router shows them). */
export const notificationsPages: FeaturePages = {
  '/notifications': lazyPage(() => import('./pages/notifications-page')),
};
