import type { AdminTabsLoader } from '../components/admin/admin-tab-registry';
import { lazyFeaturePages, type FeaturePages } from '../lib/lazy-page';
import { landingPages } from '../features/landing/pages';

/*
 * The web app's features, one line each. A feature registers through two small files: `pages.ts` (its routes' lazy
 * pages, listed here by path) and, when it manages an area of the admin panel, `admin-tabs.ts` (its tabs, each loaded
 * lazily; app/admin-tabs.ts lists them in the panel's order). Neither joins the initial bundle: this list names each
 * feature's paths and imports its `pages.ts` on first use (`lazyFeaturePages`), so the lazy imports of every page,
 * each naming all the chunks it needs, stay in the feature's own chunk (docs/decisions/005). The landing's map is
 * imported directly: `/` is the page most often loaded first, and it saves that page a request.
 */

/**
 * Every feature's pages, one line a feature (the misc feature's coming-soon and not-found pages are the router's own
 * fallbacks). The router merges them into its page map; router.test.tsx checks that no two claim the same path, that
 * together they are the routes marked built in the route table, and that each line's paths are its `pages.ts`'s.
 */
export const FEATURE_PAGES: readonly FeaturePages[] = [
  landingPages,
  lazyFeaturePages(['/login', '/register', '/forgot-password', '/reset-password', '/verify-email', '/profile'], () =>
    import('../features/auth/pages').then((m) => m.authPages),
  ),
  lazyFeaturePages(['/settings'], () => import('../features/settings/pages').then((m) => m.settingsPages)),
  lazyFeaturePages(['/projects', '/projects/:id', '/community-projects', '/my-projects'], () =>
    import('../features/projects/pages').then((m) => m.projectsPages),
  ),
  lazyFeaturePages(['/admin'], () => import('../features/admin/pages').then((m) => m.adminPages)),
  lazyFeaturePages(['/users', '/users/:username', '/dashboard', '/profile-card-demo'], () => import('../features/members/pages').then((m) => m.membersPages)),
  lazyFeaturePages(['/games', '/games/snake', '/games/tetris', '/games/pong', '/games/breakout', '/games/memory', '/games/simon'], () =>
    import('../features/games/pages').then((m) => m.gamesPages),
  ),
  lazyFeaturePages(['/challenges', '/challenges/:id'], () => import('../features/challenges/pages').then((m) => m.challengesPages)),
  lazyFeaturePages(['/leaderboard'], () => import('../features/leaderboard/pages').then((m) => m.leaderboardPages)),
  lazyFeaturePages(['/events', '/events/:id', '/events/new', '/events/:id/edit', '/events/:id/check-in'], () =>
    import('../features/events/pages').then((m) => m.eventsPages),
  ),
  lazyFeaturePages(['/notifications'], () => import('../features/notifications/pages').then((m) => m.notificationsPages)),
  lazyFeaturePages(['/build'], () => import('../features/build-guide/pages').then((m) => m.buildGuidePages)),
  lazyFeaturePages(
    [
      '/products',
      '/shop',
      '/product/:id',
      '/shop/product/:id',
      '/my-products',
      '/my-products/new',
      '/my-products/:id/edit',
      '/shop-cart',
      '/cart',
      '/wishlist',
    ],
    () => import('../features/shop/pages').then((m) => m.shopPages),
  ),
  lazyFeaturePages(['/blog', '/blog/:slug', '/blog/new', '/blog/:slug/edit'], () => import('../features/blog/pages').then((m) => m.blogPages)),
  lazyFeaturePages(['/docs', '/docs/:slug'], () => import('../features/docs/pages').then((m) => m.docsPages)),
  lazyFeaturePages(['/resources'], () => import('../features/resources/pages').then((m) => m.resourcesPages)),
  lazyFeaturePages(['/lms', '/courses', '/lms/:id', '/courses/:id', '/lms/new', '/lms/:id/edit'], () =>
    import('../features/courses/pages').then((m) => m.coursesPages),
  ),
  lazyFeaturePages(['/lms/:id/lessons/:lessonId', '/lms/:id/exams/:examId', '/certifications', '/certificates/:code'], () =>
    import('../features/learning/pages').then((m) => m.learningPages),
  ),
  lazyFeaturePages(['/search'], () => import('../features/search/pages').then((m) => m.searchPages)),
  lazyFeaturePages(['/chatroom'], () => import('../features/chat/pages').then((m) => m.chatPages)),
  lazyFeaturePages(['/forum', '/forum/reports', '/forum/:categoryId', '/forum/t/:threadId'], () => import('../features/forum/pages').then((m) => m.forumPages)),
  lazyFeaturePages(['/teams', '/teams/:id'], () => import('../features/teams/pages').then((m) => m.teamsPages)),
  lazyFeaturePages(['/planning'], () => import('../features/planning/pages').then((m) => m.planningPages)),
  lazyFeaturePages(['/roadmap'], () => import('../features/roadmap/pages').then((m) => m.roadmapPages)),
  lazyFeaturePages(['/jobs', '/jobs/:id'], () => import('../features/jobs/pages').then((m) => m.jobsPages)),
  lazyFeaturePages(['/hackathons', '/hackathons/:id'], () => import('../features/hackathons/pages').then((m) => m.hackathonsPages)),
  lazyFeaturePages(['/workshops', '/workshops/:id'], () => import('../features/workshops/pages').then((m) => m.workshopsPages)),
  lazyFeaturePages(['/code-review', '/code-review/:id'], () => import('../features/code-review/pages').then((m) => m.codeReviewPages)),
  lazyFeaturePages(['/mentorship'], () => import('../features/mentorship/pages').then((m) => m.mentorshipPages)),
  lazyFeaturePages(['/analytics'], () => import('../features/analytics/pages').then((m) => m.analyticsPages)),
  lazyFeaturePages(['/integrations'], () => import('../features/integrations/pages').then((m) => m.integrationsPages)),
];

/**
 * Loads the admin panel's tabs, listed in order in app/admin-tabs.ts. That list is a chunk of its own, loaded with the
 * panel: each tab's lazy import names the tab's chunk and every chunk it needs, about 120 bytes gzip a tab, which the
 * initial bundle's budget cannot carry for a page only admins open.
 */
export const loadAdminTabs: AdminTabsLoader = () => import('./admin-tabs').then((m) => m.ADMIN_TABS);
