import { lazyPage, type FeaturePages } from '../../lib/lazy-page';

/** The games hub and each game (each its own chunk), by route path (app/features.ts lists every feature's pages; the router shows them). */
export const gamesPages: FeaturePages = {
  '/games': lazyPage(() => import('./pages/games-page')),
  '/games/snake': lazyPage(() => import('./pages/snake-page')),
  '/games/tetris': lazyPage(() => import('./pages/tetris-page')),
  '/games/pong': lazyPage(() => import('./pages/pong-page')),
  '/games/breakout': lazyPage(() => import('./pages/breakout-page')),
  '/games/memory': lazyPage(() => import('./pages/memory-page')),
  '/games/simon': lazyPage(() => import('./pages/simon-page')),
};
