import { lazyPage } from '../../lib/lazy-page';

/** The "being built" page of a route not built yet (the router shows it for every route without a page). */
export const ComingSoonPage = lazyPage(() => import('./pages/coming-soon-page'));
/** The 404 page of an unknown path. */
export const NotFoundPage = lazyPage(() => import('./pages/not-found-page'));
