import { lazyPage, type FeaturePages } from '../../lib/lazy-page';

/** The chatroom, by route path (app/features.ts lists every feature's pages; the router shows them). */
export const chatPages: FeaturePages = {
  '/chatroom': lazyPage(() => import('./pages/chatroom-page')),
};
