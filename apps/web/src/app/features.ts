import type { AdminTabsLoader } from '../components/admin/admin-tab-registry';
import type { FeaturePages } from '../lib/lazy-page';
import { adminPages } from '../features/admin/pages';
import { authPages } from '../features/auth/pages';
import { blogPages } from '../features/blog/pages';
import { buildGuidePages } from '../features/build-guide/pages';
import { challengesPages } from '../features/challenges/pages';
import { chatPages } from '../features/chat/pages';
import { codeReviewPages } from '../features/code-review/pages';
import { coursesPages } from '../features/courses/pages';
import { docsPages } from '../features/docs/pages';
import { eventsPages } from '../features/events/pages';
import { forumPages } from '../features/forum/pages';
import { teamsPages } from '../features/teams/pages';
import { gamesPages } from '../features/games/pages';
import { landingPages } from '../features/landing/pages';
import { leaderboardPages } from '../features/leaderboard/pages';
import { learningPages } from '../features/learning/pages';
import { membersPages } from '../features/members/pages';
import { notificationsPages } from '../features/notifications/pages';
import { planningPages } from '../features/planning/pages';
import { projectsPages } from '../features/projects/pages';
import { resourcesPages } from '../features/resources/pages';
import { searchPages } from '../features/search/pages';
import { settingsPages } from '../features/settings/pages';
import { shopPages } from '../features/shop/pages';

/*
 * The web app's features, one line each. A feature registers through two small files: `pages.ts` (its routes' lazy
 * pages, listed here) and, when it manages an area of the admin panel, `admin-tabs.ts` (its tabs, each loaded lazily;
 * app/admin-tabs.ts lists them in the panel's order). Both hold dynamic imports only, so nothing of a feature's code
 * joins the initial bundle.
 */

/**
 * Every feature's pages, one line a feature (the misc feature's coming-soon and not-found pages are the router's own
 * fallbacks). The router merges them into its page map; router.test.tsx checks that no two claim the same path and
 * that together they are the routes marked built in the route table.
 */
export const FEATURE_PAGES: readonly FeaturePages[] = [
  landingPages,
  authPages,
  settingsPages,
  projectsPages,
  adminPages,
  membersPages,
  gamesPages,
  challengesPages,
  leaderboardPages,
  eventsPages,
  notificationsPages,
  buildGuidePages,
  shopPages,
  blogPages,
  docsPages,
  resourcesPages,
  coursesPages,
  learningPages,
  searchPages,
  chatPages,
  forumPages,
  teamsPages,
  planningPages,
  codeReviewPages,
];

/**
 * Loads the admin panel's tabs, listed in order in app/admin-tabs.ts. That list is a chunk of its own, loaded with the
 * panel: each tab's lazy import names the tab's chunk and every chunk it needs, about 120 bytes gzip a tab, which the
 * initial bundle's budget cannot carry for a page only admins open.
 */
export const loadAdminTabs: AdminTabsLoader = () => import('./admin-tabs').then((m) => m.ADMIN_TABS);
