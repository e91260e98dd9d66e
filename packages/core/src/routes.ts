import type { FeatureKey } from './features.ts';
import type { UserRole } from './user.ts';

/**
 * Route descriptor (SPEC §3 Route descriptor): path, name, optional feature, protected, role. Its description and
 * build-guide category live in `route-details.ts`, which only the pages that show them load (the route table is in
 * the initial JavaScript of every page; docs/decisions/005).
 */
export interface RouteDescriptor {
  path: string;
  name: string;
  feature?: FeatureKey;
  protected?: boolean;
  role?: UserRole;
  /**
   * The area's page is built. Without it the route shows the "coming soon" page, and navigation shows the entry as
   * 'Coming soon' (or hides it) instead of linking to it. The one flag to flip when a feature lands; the web router
   * maps exactly the built routes to pages.
   */
  built?: true;
}

/** Route paths declared once (SPEC §2 Route table); links use these, never literals. */
export const paths = {
  home: '/',
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  verifyEmail: '/verify-email',
  dashboard: '/dashboard',
  profile: '/profile',
  profileCardDemo: '/profile-card-demo',
  users: '/users',
  search: '/search',
  settings: '/settings',
  planning: '/planning',
  mentorship: '/mentorship',
  hackathons: '/hackathons',
  hackathon: (id: number | string) => `/hackathons/${id}`,
  workshops: '/workshops',
  workshop: (id: number | string) => `/workshops/${id}`,
  certifications: '/certifications',
  jobs: '/jobs',
  forum: '/forum',
  forumReports: '/forum/reports',
  chatroom: '/chatroom',
  docs: '/docs',
  codeReview: '/code-review',
  reviewRequest: (id: number | string) => `/code-review/${id}`,
  analytics: '/analytics',
  teams: '/teams',
  integrations: '/integrations',
  roadmap: '/roadmap',
  build: '/build',
  events: '/events',
  resources: '/resources',
  products: '/products',
  myProducts: '/my-products',
  shop: '/shop',
  shopCart: '/shop-cart',
  shopOrders: '/shop-cart?tab=orders',
  cart: '/cart',
  wishlist: '/wishlist',
  lms: '/lms',
  courses: '/courses',
  course: (id: number | string) => `/lms/${id}`,
  newCourse: '/lms/new',
  editCourse: (id: number | string) => `/lms/${id}/edit`,
  myProjects: '/my-projects',
  projects: '/projects',
  communityProjects: '/community-projects',
  games: '/games',
  leaderboard: '/leaderboard',
  challenges: '/challenges',
  notifications: '/notifications',
  blog: '/blog',
  newPost: '/blog/new',
  blogPost: (slug: string) => `/blog/${encodeURIComponent(slug)}`,
  editPost: (slug: string) => `/blog/${encodeURIComponent(slug)}/edit`,
  blogByTag: (tag: string) => `/blog?tag=${encodeURIComponent(tag)}`,
  admin: '/admin',
  project: (id: number | string) => `/projects/${id}`,
  challenge: (id: number | string) => `/challenges/${id}`,
  event: (id: number | string) => `/events/${id}`,
  forumCategory: (id: number | string) => `/forum/${id}`,
  forumThread: (id: number | string) => `/forum/t/${id}`,
  job: (id: number | string) => `/jobs/${id}`,
  newEvent: '/events/new',
  editEvent: (id: number | string) => `/events/${id}/edit`,
  eventCheckIn: (id: number | string) => `/events/${id}/check-in`,
  projectsByTag: (tag: string) => `/projects?tag=${encodeURIComponent(tag)}`,
  coursesSearch: (name: string) => `/courses?search=${encodeURIComponent(name)}`,
  userProfile: (username: string) => `/users/${encodeURIComponent(username)}`,
  product: (id: number | string) => `/product/${id}`,
  shopProduct: (id: number | string) => `/shop/product/${id}`,
  newProduct: '/my-products/new',
  editProduct: (id: number | string) => `/my-products/${id}/edit`,
  docArticle: (slug: string) => `/docs/${encodeURIComponent(slug)}`,
  courseLesson: (courseId: number | string, lessonId: number | string) => `/lms/${courseId}/lessons/${lessonId}`,
  courseExam: (courseId: number | string, examId: number | string) => `/lms/${courseId}/exams/${examId}`,
  certificate: (code: string) => `/certificates/${encodeURIComponent(code)}`,
} as const;

/** The route table (SPEC §2), used by the router, navigation gating and the build guide. */
export const ROUTES: readonly RouteDescriptor[] = [
  { path: '/', name: 'Home', built: true },
  { path: '/login', name: 'Login', built: true },
  { path: '/register', name: 'Register', built: true },
  { path: '/forgot-password', name: 'Forgot Password', built: true },
  { path: '/reset-password', name: 'Reset Password', built: true },
  { path: '/verify-email', name: 'Verify Email', built: true },
  { path: '/dashboard', name: 'Dashboard', protected: true, built: true },
  { path: '/profile', name: 'My Profile', protected: true, built: true },
  { path: '/profile-card-demo', name: 'Profile Card Demo', built: true },
  { path: '/users', name: 'Community Members', built: true },
  { path: '/search', name: 'Search', built: true },
  { path: '/settings', name: 'Settings', built: true },
  { path: '/planning', name: 'Planning', built: true },
  { path: '/mentorship', name: 'Mentorship', built: true },
  { path: '/hackathons', name: 'Hackathons', feature: 'events', built: true },
  { path: '/workshops', name: 'Workshops', feature: 'events', built: true },
  { path: '/certifications', name: 'Certifications', built: true },
  { path: '/jobs', name: 'Jobs', built: true },
  { path: '/forum', name: 'Forum', built: true },
  { path: '/forum/reports', name: 'Forum Reports', protected: true, role: 'moderator', built: true },
  { path: '/docs', name: 'Documentation', built: true },
  { path: '/code-review', name: 'Code Review', built: true },
  { path: '/code-review/:id', name: 'Review Request', built: true },
  { path: '/analytics', name: 'Analytics', protected: true, role: 'moderator', built: true },
  { path: '/teams', name: 'Teams', built: true },
  { path: '/teams/:id', name: 'Team', built: true },
  { path: '/integrations', name: 'Integrations', built: true },
  { path: '/roadmap', name: 'Roadmap', built: true },
  { path: '/build', name: 'Build Guide', built: true },
  { path: '/events', name: 'Events', feature: 'events', built: true },
  { path: '/events/new', name: 'New Event', feature: 'events', protected: true, built: true },
  { path: '/events/:id/edit', name: 'Edit Event', feature: 'events', protected: true, built: true },
  {
    path: '/events/:id/check-in',
    name: 'Event Check-in',
    feature: 'events',
    protected: true,
    built: true,
  },
  { path: '/resources', name: 'Resources', feature: 'resources', built: true },
  { path: '/products', name: 'Products', feature: 'products', built: true },
  { path: '/product/:id', name: 'Product', feature: 'products', built: true },
  {
    path: '/my-products',
    name: 'My Products',
    feature: 'products',
    protected: true,
    built: true,
  },
  { path: '/my-products/new', name: 'New Product', feature: 'products', protected: true, built: true },
  {
    path: '/my-products/:id/edit',
    name: 'Edit Product',
    feature: 'products',
    protected: true,
    built: true,
  },
  { path: '/shop', name: 'Shop', feature: 'shop', built: true },
  { path: '/shop-cart', name: 'Shop Cart', feature: 'shop', built: true },
  { path: '/lms', name: 'Courses', feature: 'lms', built: true },
  { path: '/lms/new', name: 'New Course', feature: 'lms', protected: true, built: true },
  { path: '/lms/:id', name: 'Course', feature: 'lms', built: true },
  { path: '/lms/:id/edit', name: 'Edit Course', feature: 'lms', protected: true, built: true },
  { path: '/lms/:id/lessons/:lessonId', name: 'Lesson', feature: 'lms', built: true },
  {
    path: '/lms/:id/exams/:examId',
    name: 'Exam',
    feature: 'lms',
    protected: true,
    built: true,
  },
  { path: '/certificates/:code', name: 'Certificate', built: true },
  { path: '/my-projects', name: 'My Projects', feature: 'projects', protected: true, built: true },
  { path: '/projects', name: 'Projects', feature: 'projects', built: true },
  { path: '/projects/:id', name: 'Project', feature: 'projects', built: true },
  { path: '/community-projects', name: 'Community Projects', feature: 'projects', built: true },
  { path: '/games', name: 'Games', feature: 'games', built: true },
  { path: '/games/snake', name: 'Snake', feature: 'games', built: true },
  { path: '/games/tetris', name: 'Tetris', feature: 'games', built: true },
  { path: '/games/pong', name: 'Pong', feature: 'games', built: true },
  { path: '/games/breakout', name: 'Breakout', feature: 'games', built: true },
  { path: '/games/memory', name: 'Memory Match', feature: 'games', built: true },
  { path: '/games/simon', name: 'Simon Says', feature: 'games', built: true },
  { path: '/leaderboard', name: 'Leaderboard', feature: 'leaderboard', built: true },
  { path: '/chatroom', name: 'Chatroom', feature: 'chatroom', built: true },
  { path: '/challenges', name: 'Challenges', feature: 'challenges', built: true },
  {
    path: '/notifications',
    name: 'Notifications',
    feature: 'notifications',
    protected: true,
    built: true,
  },
  { path: '/blog', name: 'Blog', feature: 'blog', built: true },
  { path: '/blog/new', name: 'New Post', feature: 'blog', protected: true, built: true },
  { path: '/blog/:slug/edit', name: 'Edit Post', feature: 'blog', protected: true, built: true },
  { path: '/admin', name: 'Admin', protected: true, role: 'admin', built: true },
];

/** Links seen in the spec that alias routes of the table, and detail pages the table implies (SPEC §2 Other links seen). */
export const ROUTE_ALIASES: readonly RouteDescriptor[] = [
  { path: '/cart', name: 'Cart', feature: 'shop', built: true },
  { path: '/wishlist', name: 'Wishlist', feature: 'shop', built: true },
  { path: '/courses', name: 'Courses', feature: 'lms', built: true },
  { path: '/courses/:id', name: 'Course', feature: 'lms', built: true },
  { path: '/events/:id', name: 'Event', feature: 'events', built: true },
  { path: '/forum/:categoryId', name: 'Forum Category', built: true },
  { path: '/forum/t/:threadId', name: 'Forum Thread', built: true },
  { path: '/jobs/:id', name: 'Job', built: true },
  { path: '/hackathons/:id', name: 'Hackathon', feature: 'events', built: true },
  { path: '/workshops/:id', name: 'Workshop', feature: 'events', built: true },
  { path: '/shop/product/:id', name: 'Product', feature: 'shop', built: true },
  { path: '/challenges/:id', name: 'Challenge', feature: 'challenges', built: true },
  { path: '/users/:username', name: 'Member Profile', built: true },
  { path: '/blog/:slug', name: 'Blog Post', feature: 'blog', built: true },
  { path: '/docs/:slug', name: 'Documentation Article', built: true },
];

/** Every page path the app answers: the route table and its aliases. */
export const ALL_ROUTES: readonly RouteDescriptor[] = [...ROUTES, ...ROUTE_ALIASES];

/** A route matched to a path, with the values of its `:name` segments. */
export interface RouteMatch {
  route: RouteDescriptor;
  params: Record<string, string>;
}

/**
 * Finds the route of a path (exact segments; `:name` matches one non-empty segment; a trailing slash is ignored).
 * The server uses it to answer 404 for paths no page serves; the web router uses the same table.
 * @param pathname the URL's path, e.g. '/projects/3' (percent-encoded segments are decoded into params)
 * @returns the route and its params, or undefined
 */
export function matchRoute(pathname: string): RouteMatch | undefined {
  const segments = pathname.split('/').filter(Boolean);
  for (const route of ALL_ROUTES) {
    const pattern = route.path.split('/').filter(Boolean);
    if (pattern.length !== segments.length) continue;
    const params: Record<string, string> = {};
    let matched = true;
    for (let i = 0; i < pattern.length && matched; i += 1) {
      const part = pattern[i]!;
      const segment = segments[i]!;
      if (part.startsWith(':')) params[part.slice(1)] = safeDecode(segment);
      else matched = part === segment;
    }
    if (matched) return { route, params };
  }
  return undefined;
}

/** Decodes a path segment, leaving a malformed one as it is. */
function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * Whether a link target leads to a built page (navigation never promises what is not there).
 * @param href an in-app link target, e.g. '/projects?tag=iot' or '/shop#top' (query and hash are ignored)
 * @returns true when the path matches a route marked `built`; false for an unbuilt area or a path no route serves
 */
export function isBuiltPath(href: string): boolean {
  const pathname = href.split(/[?#]/, 1)[0] ?? '';
  return matchRoute(pathname)?.route.built === true;
}
