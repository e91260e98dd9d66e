import type { FeatureKey } from '@esdc/core/features';
import { ALL_ROUTES, matchRoute, ROUTES, type RouteDescriptor } from '@esdc/core/routes';
import { Suspense, type ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { LoadingState } from '../components/states';
import { HydrationDone } from '../lib/hydration';
import { lazyPage, type LazyPage } from '../lib/lazy-page';
import { FeatureGate, RequireAuth } from './guards';
import { RootLayout } from './layout/root-layout';
import { LiveNotificationsSlot } from './live-notifications-slot';

/*
 * Declarative routes with React.lazy: every page is its own chunk. (The data router costs ~16 KB gzip
 * more in the initial bundle, which the 110 KB budget for / cannot afford; see docs/decisions/002.)
 */
type Page = LazyPage;

/** One page module for /docs and its articles (one chunk, one entry in the preload map). */
const docsPage = lazyPage(() => import('../features/docs/pages/docs-page'));

/** One page module for creating and editing an event (one chunk, one entry in the preload map). */
const eventEditorPage = lazyPage(() => import('../features/events/pages/event-editor-page'));
/** The catalogue's pages: /products and /shop share one listing, /product/{id} and /shop/product/{id} one detail. */
const productsPage = lazyPage(() => import('../features/shop/pages/products-page'));
const productDetailPage = lazyPage(() => import('../features/shop/pages/product-detail-page'));
/** The seller's pages (My Products and the product editor) share one chunk, loaded through one import. */
const sellerPages = () => import('../features/shop/pages/seller-pages');
const myProductsPage = lazyPage(() => sellerPages().then((m) => ({ default: m.MyProductsPage })));
const productEditorPage = lazyPage(() => sellerPages().then((m) => ({ default: m.ProductEditorPage })));
const shopCartPage = lazyPage(() => import('../features/shop/pages/shop-cart-page'));
/** One page module for writing and editing a blog post. */
const postEditorPage = lazyPage(() => import('../features/blog/pages/post-editor-page'));
/** The course catalogue (/lms and /courses), a course's page (/lms/{id}, /courses/{id}) and the course editor. */
const coursesPage = lazyPage(() => import('../features/courses/pages/courses-page'));
const courseDetailPage = lazyPage(() => import('../features/courses/pages/course-detail-page'));
const courseEditorPage = lazyPage(() => import('../features/courses/pages/course-editor-page'));

/**
 * The pages of the routes marked `built` in the route table (packages/core/src/routes.ts); every other route shows
 * the "coming soon" page of its area. router.test.tsx checks that the two lists agree.
 */
export const PAGES: Readonly<Record<string, Page>> = {
  '/': lazyPage(() => import('../features/landing/pages/landing-page')),
  '/login': lazyPage(() => import('../features/auth/pages/login-page')),
  '/register': lazyPage(() => import('../features/auth/pages/register-page')),
  '/forgot-password': lazyPage(() => import('../features/auth/pages/forgot-password-page')),
  '/reset-password': lazyPage(() => import('../features/auth/pages/reset-password-page')),
  '/verify-email': lazyPage(() => import('../features/auth/pages/verify-email-page')),
  '/profile': lazyPage(() => import('../features/auth/pages/profile-page')),
  '/settings': lazyPage(() => import('../features/settings/pages/settings-page')),
  '/projects': lazyPage(() => import('../features/projects/pages/projects-page')),
  '/projects/:id': lazyPage(() => import('../features/projects/pages/project-detail-page')),
  '/community-projects': lazyPage(() => import('../features/projects/pages/community-projects-page')),
  '/my-projects': lazyPage(() => import('../features/projects/pages/my-projects-page')),
  '/admin': lazyPage(() => import('../features/admin/pages/admin-page')),
  '/users': lazyPage(() => import('../features/members/pages/members-page')),
  '/users/:username': lazyPage(() => import('../features/members/pages/member-profile-page')),
  '/dashboard': lazyPage(() => import('../features/members/pages/dashboard-page')),
  '/profile-card-demo': lazyPage(() => import('../features/members/pages/profile-card-demo-page')),
  '/games': lazyPage(() => import('../features/games/pages/games-page')),
  '/games/snake': lazyPage(() => import('../features/games/pages/snake-page')),
  '/games/tetris': lazyPage(() => import('../features/games/pages/tetris-page')),
  '/games/pong': lazyPage(() => import('../features/games/pages/pong-page')),
  '/games/breakout': lazyPage(() => import('../features/games/pages/breakout-page')),
  '/games/memory': lazyPage(() => import('../features/games/pages/memory-page')),
  '/games/simon': lazyPage(() => import('../features/games/pages/simon-page')),
  '/challenges': lazyPage(() => import('../features/challenges/pages/challenges-page')),
  '/challenges/:id': lazyPage(() => import('../features/challenges/pages/challenge-page')),
  '/leaderboard': lazyPage(() => import('../features/leaderboard/pages/leaderboard-page')),
  '/events': lazyPage(() => import('../features/events/pages/events-page')),
  '/events/:id': lazyPage(() => import('../features/events/pages/event-detail-page')),
  '/events/new': eventEditorPage,
  '/events/:id/edit': eventEditorPage,
  '/events/:id/check-in': lazyPage(() => import('../features/events/pages/check-in-page')),
  '/notifications': lazyPage(() => import('../features/notifications/pages/notifications-page')),
  '/build': lazyPage(() => import('../features/build-guide/pages/build-guide-page')),
  '/products': productsPage,
  '/shop': productsPage,
  '/product/:id': productDetailPage,
  '/shop/product/:id': productDetailPage,
  '/my-products': myProductsPage,
  '/my-products/new': productEditorPage,
  '/my-products/:id/edit': productEditorPage,
  '/shop-cart': shopCartPage,
  '/cart': shopCartPage,
  '/wishlist': shopCartPage,
  '/blog': lazyPage(() => import('../features/blog/pages/blog-page')),
  '/blog/:slug': lazyPage(() => import('../features/blog/pages/post-page')),
  '/blog/new': postEditorPage,
  '/blog/:slug/edit': postEditorPage,
  '/docs': docsPage,
  '/docs/:slug': docsPage,
  '/resources': lazyPage(() => import('../features/resources/pages/resources-page')),
  '/lms': coursesPage,
  '/courses': coursesPage,
  '/lms/:id': courseDetailPage,
  '/courses/:id': courseDetailPage,
  '/lms/new': courseEditorPage,
  '/lms/:id/edit': courseEditorPage,
  '/lms/:id/lessons/:lessonId': lazyPage(() => import('../features/learning/pages/lesson-page')),
  '/lms/:id/exams/:examId': lazyPage(() => import('../features/learning/pages/exam-page')),
  '/certifications': lazyPage(() => import('../features/learning/pages/certifications-page')),
  '/certificates/:code': lazyPage(() => import('../features/learning/pages/certificate-page')),
  '/search': lazyPage(() => import('../features/search/pages/search-page')),
};
const ComingSoonPage = lazyPage(() => import('../features/misc/pages/coming-soon-page'));
const NotFoundPage = lazyPage(() => import('../features/misc/pages/not-found-page'));

/**
 * Routes whose page guards itself, showing a sign-in state rather than redirecting: /profile ('Authentication
 * Required', SPEC §2 My Profile) and the always-available /dashboard ('Login Required', SPEC §2 Rich profile/dashboard
 * page).
 */
const SELF_GUARDED = new Set(['/profile', '/dashboard']);
/**
 * Routes whose page checks the role itself: signed-out visitors still go to /login, but a signed-in
 * member sees the page's own refusal (SPEC §2 Admin panel: 'Access Denied: You do not have permission…').
 */
const PAGE_CHECKS_ROLE = new Set(['/admin']);

/**
 * A page while its chunk loads (`data-route-loading` lets end-to-end tests wait for the page itself). On a
 * server-rendered page, {@link HydrationDone} ends the hydration period once the page itself has hydrated.
 */
const suspended = (node: ReactNode) => (
  <Suspense
    fallback={
      <div data-route-loading="">
        <LoadingState />
      </div>
    }
  >
    {node}
    <HydrationDone />
  </Suspense>
);

function renderRoute(descriptor: RouteDescriptor) {
  const Component = (descriptor.built && PAGES[descriptor.path]) || ComingSoonPage;
  let route = <Route key={descriptor.path} path={descriptor.path} element={suspended(<Component />)} />;
  if (descriptor.protected && !SELF_GUARDED.has(descriptor.path)) {
    route = (
      <Route key={`auth:${descriptor.path}`} element={<RequireAuth role={PAGE_CHECKS_ROLE.has(descriptor.path) ? undefined : descriptor.role} />}>
        {route}
      </Route>
    );
  }
  if (descriptor.feature) {
    route = (
      <Route key={`feature:${descriptor.path}`} element={<FeatureGate feature={descriptor.feature as FeatureKey} />}>
        {route}
      </Route>
    );
  }
  return route;
}

/**
 * Fetches the page chunk for a location ahead of the first render (see lib/lazy-page.tsx), and whatever lazy parts
 * the page module's own `preload` export names (the landing page's sections below the fold), so the first render
 * matches the server-rendered page without a fallback in between.
 * @param pathname the location's path, e.g. '/projects/3'
 * @returns when the chunks are loaded (rejects if one cannot be)
 */
export async function preloadRoute(pathname: string): Promise<void> {
  const hit = matchRoute(pathname)?.route;
  const page = await (hit ? (hit.built && PAGES[hit.path]) || ComingSoonPage : NotFoundPage).preload();
  await page.preload?.();
}

/** Every route (SPEC §2 Route table); unknown paths get the 404 page. A signed-in member's live notifications run beside them. */
export function AppRoutes() {
  return (
    <>
      <Routes>
        <Route element={<RootLayout />}>
          {ALL_ROUTES.filter((r) => r.path !== '/notifications').map(renderRoute)}
          <Route path="*" element={suspended(<NotFoundPage />)} />
        </Route>
        {/* Notifications is shown without the shared header (SPEC §2 Route table). */}
        {renderRoute(ROUTES.find((r) => r.path === '/notifications')!)}
      </Routes>
      <LiveNotificationsSlot />
    </>
  );
}
