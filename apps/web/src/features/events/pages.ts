import { lazyPage, type FeaturePages } from '../../lib/lazy-page';

/** One page module for creating and editing an event (one chunk, one entry in the preload map). */
const eventEditorPage = lazyPage(() => import('./pages/event-editor-page'));

/** Events, an event, the event editor and check-in, by route path (app/features.ts lists every feature's pages; the router shows them). */
export const eventsPages: FeaturePages = {
  '/events': lazyPage(() => import('./pages/events-page')),
  '/events/:id': lazyPage(() => import('./pages/event-detail-page')),
  '/events/new': eventEditorPage,
  '/events/:id/edit': eventEditorPage,
  '/events/:id/check-in': lazyPage(() => import('./pages/check-in-page')),
};
