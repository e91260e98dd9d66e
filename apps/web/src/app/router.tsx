import type { FeatureKey } from '@esdc/core/features';
import { ALL_ROUTES, matchRoute, ROUTES, type RouteDescriptor } from '@esdc/core/routes';
import { Suspense, type ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { AdminTabsProvider } from '../components/admin/admin-tab-registry';
import { LoadingState } from '../components/states';
import { ComingSoonPage, NotFoundPage } from '../features/misc/pages';
import { HydrationDone } from '../lib/hydration';
import { RoutePage, type LazyPage } from '../lib/lazy-page';
import { FEATURE_PAGES, loadAdminTabs } from './features';
import { FeatureGate, RequireAuth } from './guards';
import { RootLayout } from './layout/root-layout';
import { ChatbotWidget } from '../features/chatbot/components/chatbot-widget';
import { LiveNotificationsSlot } from './live-notifications-slot';

/*
 * Declarative routes with React.lazy: every page is its own chunk. (The data router costs ~16 KB gzip
 * more in the initial bundle, which the 110 KB budget for / cannot afford; see docs/decisions/002.)
 */
type Page = LazyPage;

/**
 * The pages of the routes marked `built` in the route table (packages/core/src/routes.ts), gathered from every
 * feature's `pages.ts` (app/features.ts); every other route shows the "coming soon" page of its area.
 * router.test.tsx checks that the two lists agree.
 */
export const PAGES: Readonly<Record<string, Page>> = Object.assign({}, ...FEATURE_PAGES);
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
  let route = <Route key={descriptor.path} path={descriptor.path} element={suspended(<RoutePage page={Component} />)} />;
  if (descriptor.protected && !SELF_GUARDED.has(descriptor.path)) {
    route = (
      <Route key={`auth:${descriptor.path}`} element={<RequireAuth role={PAGE_CHECKS_ROLE.has(descriptor.path) ? undefined : descriptor.role} />}>
        {route}
      </Route>
    );
  }
  if (descriptor.feature) {
    route = (
      <Route key={`feature:${descriptor.path}`} element={<FeatureGate feature={descriptor.feature as FeatureKey} name={descriptor.name} />}>
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

/**
 * Every route (SPEC §2 Route table); unknown paths get the 404 page. A signed-in member's live notifications and the
 * chatbot widget (SPEC §2 Chatbot widget) run beside them, so neither restarts when the page changes. The admin panel
 * gets its tabs from the feature list (app/features.ts).
 */
export function AppRoutes() {
  return (
    <AdminTabsProvider load={loadAdminTabs}>
      <Routes>
        <Route element={<RootLayout />}>
          {ALL_ROUTES.filter((r) => r.path !== '/notifications').map(renderRoute)}
          <Route path="*" element={suspended(<NotFoundPage />)} />
        </Route>
        {/* Notifications is shown without the shared header (SPEC §2 Route table). */}
        {renderRoute(ROUTES.find((r) => r.path === '/notifications')!)}
      </Routes>
      <LiveNotificationsSlot />
      <ChatbotWidget />
    </AdminTabsProvider>
  );
}
