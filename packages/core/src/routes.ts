import type { FeatureKey } from './features.ts';
import type { UserRole } from './user.ts';

/** Route descriptor (SPEC §3 Route descriptor): path, name, description, optional feature, protected, role. */
export interface RouteDescriptor {
  path: string;
  name: string;
  description: string;
  feature?: FeatureKey;
  protected?: boolean;
  role?: UserRole;
  /** Category for the build guide's route list. */
  category: 'Main' | 'Account' | 'Community' | 'Learning' | 'Commerce' | 'Games' | 'Tools' | 'Admin';
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
  workshops: '/workshops',
  certifications: '/certifications',
  jobs: '/jobs',
  forum: '/forum',
  docs: '/docs',
  codeReview: '/code-review',
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
  { path: '/', name: 'Home', description: 'Landing page of the club', category: 'Main', built: true },
  { path: '/login', name: 'Login', description: 'Sign in to your account', category: 'Account', built: true },
  { path: '/register', name: 'Register', description: 'Create an account', category: 'Account', built: true },
  { path: '/forgot-password', name: 'Forgot Password', description: 'Ask for a reset link', category: 'Account', built: true },
  { path: '/reset-password', name: 'Reset Password', description: 'Choose a new password', category: 'Account', built: true },
  { path: '/verify-email', name: 'Verify Email', description: 'Confirm your email', category: 'Account', built: true },
  { path: '/dashboard', name: 'Dashboard', description: 'Your points, challenges and activity', category: 'Account', protected: true, built: true },
  { path: '/profile', name: 'My Profile', description: 'Your profile', category: 'Account', protected: true, built: true },
  { path: '/profile-card-demo', name: 'Profile Card Demo', description: 'The reusable profile card', category: 'Tools', built: true },
  { path: '/users', name: 'Community Members', description: 'Member directory', category: 'Community', built: true },
  { path: '/search', name: 'Search', description: 'Search the platform', category: 'Main', built: true },
  { path: '/settings', name: 'Settings', description: 'Feature switches', category: 'Main', built: true },
  { path: '/planning', name: 'Planning', description: 'Project planning boards', category: 'Tools' },
  { path: '/mentorship', name: 'Mentorship', description: 'Find a mentor', category: 'Learning' },
  { path: '/hackathons', name: 'Hackathons', description: 'Hackathons', category: 'Community' },
  { path: '/workshops', name: 'Workshops', description: 'Workshops', category: 'Learning' },
  { path: '/certifications', name: 'Certifications', description: 'Certificates', category: 'Learning', built: true },
  { path: '/jobs', name: 'Jobs', description: 'Jobs and internships', category: 'Community' },
  { path: '/forum', name: 'Forum', description: 'Discussions', category: 'Community' },
  { path: '/docs', name: 'Documentation', description: 'Guides and references', category: 'Learning', built: true },
  { path: '/code-review', name: 'Code Review', description: 'Code review', category: 'Tools' },
  { path: '/analytics', name: 'Analytics', description: 'Club analytics', category: 'Tools' },
  { path: '/teams', name: 'Teams', description: 'Project teams', category: 'Community' },
  { path: '/integrations', name: 'Integrations', description: 'Connected services', category: 'Tools' },
  { path: '/roadmap', name: 'Roadmap', description: 'Platform roadmap', category: 'Main' },
  { path: '/build', name: 'Build Guide', description: 'How to build and run the platform', category: 'Tools', built: true },
  { path: '/events', name: 'Events', description: 'Upcoming and past events', category: 'Community', feature: 'events', built: true },
  { path: '/events/new', name: 'New Event', description: 'Create an event', category: 'Community', feature: 'events', protected: true, built: true },
  { path: '/events/:id/edit', name: 'Edit Event', description: 'Edit an event', category: 'Community', feature: 'events', protected: true, built: true },
  {
    path: '/events/:id/check-in',
    name: 'Event Check-in',
    description: 'Check members in at an event',
    category: 'Community',
    feature: 'events',
    protected: true,
    built: true,
  },
  { path: '/resources', name: 'Resources', description: 'Learning resources', category: 'Learning', feature: 'resources', built: true },
  { path: '/products', name: 'Products', description: 'Member-made products', category: 'Commerce', feature: 'products', built: true },
  { path: '/product/:id', name: 'Product', description: 'Product detail', category: 'Commerce', feature: 'products', built: true },
  {
    path: '/my-products',
    name: 'My Products',
    description: 'Your products and sales',
    category: 'Commerce',
    feature: 'products',
    protected: true,
    built: true,
  },
  { path: '/my-products/new', name: 'New Product', description: 'List a product', category: 'Commerce', feature: 'products', protected: true, built: true },
  {
    path: '/my-products/:id/edit',
    name: 'Edit Product',
    description: 'Edit a product',
    category: 'Commerce',
    feature: 'products',
    protected: true,
    built: true,
  },
  { path: '/shop', name: 'Shop', description: 'Club shop', category: 'Commerce', feature: 'shop', built: true },
  { path: '/shop-cart', name: 'Shop Cart', description: 'Cart, wishlist and orders', category: 'Commerce', feature: 'shop', built: true },
  { path: '/lms', name: 'Courses', description: 'Course catalogue', category: 'Learning', feature: 'lms', built: true },
  { path: '/lms/new', name: 'New Course', description: 'Create a course', category: 'Learning', feature: 'lms', protected: true, built: true },
  { path: '/lms/:id', name: 'Course', description: 'Course detail', category: 'Learning', feature: 'lms', built: true },
  { path: '/lms/:id/edit', name: 'Edit Course', description: 'Edit a course', category: 'Learning', feature: 'lms', protected: true, built: true },
  { path: '/lms/:id/lessons/:lessonId', name: 'Lesson', description: 'A course lesson', category: 'Learning', feature: 'lms', built: true },
  {
    path: '/lms/:id/exams/:examId',
    name: 'Exam',
    description: 'A course exam',
    category: 'Learning',
    feature: 'lms',
    protected: true,
    built: true,
  },
  { path: '/certificates/:code', name: 'Certificate', description: 'Verify a certificate', category: 'Learning', built: true },
  { path: '/my-projects', name: 'My Projects', description: 'Your projects', category: 'Community', feature: 'projects', protected: true, built: true },
  { path: '/projects', name: 'Projects', description: 'Project showcase', category: 'Community', feature: 'projects', built: true },
  { path: '/projects/:id', name: 'Project', description: 'Project detail', category: 'Community', feature: 'projects', built: true },
  { path: '/community-projects', name: 'Community Projects', description: 'Projects by members', category: 'Community', feature: 'projects', built: true },
  { path: '/games', name: 'Games', description: 'Six browser games', category: 'Games', feature: 'games', built: true },
  { path: '/games/snake', name: 'Snake', description: 'Snake', category: 'Games', feature: 'games', built: true },
  { path: '/games/tetris', name: 'Tetris', description: 'Tetris', category: 'Games', feature: 'games', built: true },
  { path: '/games/pong', name: 'Pong', description: 'Pong', category: 'Games', feature: 'games', built: true },
  { path: '/games/breakout', name: 'Breakout', description: 'Breakout', category: 'Games', feature: 'games', built: true },
  { path: '/games/memory', name: 'Memory Match', description: 'Memory Match', category: 'Games', feature: 'games', built: true },
  { path: '/games/simon', name: 'Simon Says', description: 'Simon Says', category: 'Games', feature: 'games', built: true },
  { path: '/leaderboard', name: 'Leaderboard', description: 'Member ranking', category: 'Community', feature: 'leaderboard', built: true },
  { path: '/challenges', name: 'Challenges', description: 'Challenges with points', category: 'Learning', feature: 'challenges', built: true },
  {
    path: '/notifications',
    name: 'Notifications',
    description: 'Your notifications',
    category: 'Account',
    feature: 'notifications',
    protected: true,
    built: true,
  },
  { path: '/blog', name: 'Blog', description: 'Articles and news', category: 'Learning', feature: 'blog', built: true },
  { path: '/blog/new', name: 'New Post', description: 'Write a blog post', category: 'Learning', feature: 'blog', protected: true, built: true },
  { path: '/blog/:slug/edit', name: 'Edit Post', description: 'Edit a blog post', category: 'Learning', feature: 'blog', protected: true, built: true },
  { path: '/admin', name: 'Admin', description: 'Administration', category: 'Admin', protected: true, role: 'admin', built: true },
];

/** Links seen in the spec that alias routes of the table, and detail pages the table implies (SPEC §2 Other links seen). */
export const ROUTE_ALIASES: readonly RouteDescriptor[] = [
  { path: '/cart', name: 'Cart', description: 'Your cart', category: 'Commerce', feature: 'shop', built: true },
  { path: '/wishlist', name: 'Wishlist', description: 'Your wishlist', category: 'Commerce', feature: 'shop', built: true },
  { path: '/courses', name: 'Courses', description: 'Course catalogue', category: 'Learning', feature: 'lms', built: true },
  { path: '/courses/:id', name: 'Course', description: 'Course detail', category: 'Learning', feature: 'lms', built: true },
  { path: '/events/:id', name: 'Event', description: 'Event detail', category: 'Community', feature: 'events', built: true },
  { path: '/shop/product/:id', name: 'Product', description: 'Product detail', category: 'Commerce', feature: 'shop', built: true },
  { path: '/challenges/:id', name: 'Challenge', description: 'A challenge and its answer form', category: 'Learning', feature: 'challenges', built: true },
  { path: '/users/:username', name: 'Member Profile', description: 'A member profile', category: 'Community', built: true },
  { path: '/blog/:slug', name: 'Blog Post', description: 'A blog post', category: 'Learning', feature: 'blog', built: true },
  { path: '/docs/:slug', name: 'Documentation Article', description: 'One documentation article', category: 'Learning', built: true },
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
 * Whether a link target leads to a built page (issue #10 §6: navigation never promises what is not there).
 * @param href an in-app link target, e.g. '/projects?tag=iot' or '/shop#top' (query and hash are ignored)
 * @returns true when the path matches a route marked `built`; false for an unbuilt area or a path no route serves
 */
export function isBuiltPath(href: string): boolean {
  const pathname = href.split(/[?#]/, 1)[0] ?? '';
  return matchRoute(pathname)?.route.built === true;
}
