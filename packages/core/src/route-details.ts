import type { RouteDescriptor } from './routes.ts';

/** The build guide's route categories, in the order it lists them (SPEC §2 Build guide). */
export const ROUTE_CATEGORIES = ['Main', 'Account', 'Community', 'Learning', 'Commerce', 'Games', 'Tools', 'Admin'] as const;

/** A category of the build guide's route list. */
export type RouteCategory = (typeof ROUTE_CATEGORIES)[number];

/** What the build guide and the "coming soon" page say of a route (SPEC §3 Route descriptor: description). */
export interface RouteDetails {
  description: string;
  category: RouteCategory;
}

/** A route of the table with its details: what the build guide lists. */
export type DescribedRoute = RouteDescriptor & RouteDetails;

/**
 * The description and category of every path of `ALL_ROUTES`, by path. Kept apart from the route table so the
 * initial JavaScript of every page does not carry them (docs/decisions/005); route-details.test.ts checks that the
 * two list the same paths.
 */
export const ROUTE_DETAILS: Readonly<Record<string, RouteDetails>> = {
  '/': { description: 'Landing page of the club', category: 'Main' },
  '/login': { description: 'Sign in to your account', category: 'Account' },
  '/register': { description: 'Create an account', category: 'Account' },
  '/forgot-password': { description: 'Ask for a reset link', category: 'Account' },
  '/reset-password': { description: 'Choose a new password', category: 'Account' },
  '/verify-email': { description: 'Confirm your email', category: 'Account' },
  '/dashboard': { description: 'Your points, challenges and activity', category: 'Account' },
  '/profile': { description: 'Your profile', category: 'Account' },
  '/profile-card-demo': { description: 'The reusable profile card', category: 'Tools' },
  '/users': { description: 'Member directory', category: 'Community' },
  '/search': { description: 'Search the platform', category: 'Main' },
  '/settings': { description: 'Feature switches', category: 'Main' },
  '/planning': { description: 'Project planning boards', category: 'Tools' },
  '/mentorship': { description: 'Find a mentor', category: 'Learning' },
  '/hackathons': { description: 'Hackathons', category: 'Community' },
  '/workshops': { description: 'Workshops', category: 'Learning' },
  '/certifications': { description: 'Certificates', category: 'Learning' },
  '/jobs': { description: 'Jobs and internships', category: 'Community' },
  '/forum': { description: 'Discussions', category: 'Community' },
  '/forum/reports': { description: 'The queue of reported forum posts', category: 'Community' },
  '/docs': { description: 'Guides and references', category: 'Learning' },
  '/code-review': { description: 'Ask for a code review, or claim and review a member’s pull request', category: 'Tools' },
  '/code-review/:id': { description: 'A review request: its checklist, link, comments and decision', category: 'Tools' },
  '/analytics': { description: 'Club analytics', category: 'Tools' },
  '/teams': { description: 'Project teams', category: 'Community' },
  '/integrations': { description: 'Connected services', category: 'Tools' },
  '/roadmap': { description: 'Platform roadmap', category: 'Main' },
  '/build': { description: 'How to build and run the platform', category: 'Tools' },
  '/events': { description: 'Upcoming and past events', category: 'Community' },
  '/events/new': { description: 'Create an event', category: 'Community' },
  '/events/:id/edit': { description: 'Edit an event', category: 'Community' },
  '/events/:id/check-in': { description: 'Check members in at an event', category: 'Community' },
  '/resources': { description: 'Learning resources', category: 'Learning' },
  '/products': { description: 'Member-made products', category: 'Commerce' },
  '/product/:id': { description: 'Product detail', category: 'Commerce' },
  '/my-products': { description: 'Your products and sales', category: 'Commerce' },
  '/my-products/new': { description: 'List a product', category: 'Commerce' },
  '/my-products/:id/edit': { description: 'Edit a product', category: 'Commerce' },
  '/shop': { description: 'Club shop', category: 'Commerce' },
  '/shop-cart': { description: 'Cart, wishlist and orders', category: 'Commerce' },
  '/lms': { description: 'Course catalogue', category: 'Learning' },
  '/lms/new': { description: 'Create a course', category: 'Learning' },
  '/lms/:id': { description: 'Course detail', category: 'Learning' },
  '/lms/:id/edit': { description: 'Edit a course', category: 'Learning' },
  '/lms/:id/lessons/:lessonId': { description: 'A course lesson', category: 'Learning' },
  '/lms/:id/exams/:examId': { description: 'A course exam', category: 'Learning' },
  '/certificates/:code': { description: 'Verify a certificate', category: 'Learning' },
  '/my-projects': { description: 'Your projects', category: 'Community' },
  '/projects': { description: 'Project showcase', category: 'Community' },
  '/projects/:id': { description: 'Project detail', category: 'Community' },
  '/community-projects': { description: 'Projects by members', category: 'Community' },
  '/games': { description: 'Six browser games', category: 'Games' },
  '/games/snake': { description: 'Snake', category: 'Games' },
  '/games/tetris': { description: 'Tetris', category: 'Games' },
  '/games/pong': { description: 'Pong', category: 'Games' },
  '/games/breakout': { description: 'Breakout', category: 'Games' },
  '/games/memory': { description: 'Memory Match', category: 'Games' },
  '/games/simon': { description: 'Simon Says', category: 'Games' },
  '/leaderboard': { description: 'Member ranking', category: 'Community' },
  '/chatroom': { description: 'Live chat rooms for members', category: 'Community' },
  '/challenges': { description: 'Challenges with points', category: 'Learning' },
  '/notifications': { description: 'Your notifications', category: 'Account' },
  '/blog': { description: 'Articles and news', category: 'Learning' },
  '/blog/new': { description: 'Write a blog post', category: 'Learning' },
  '/blog/:slug/edit': { description: 'Edit a blog post', category: 'Learning' },
  '/admin': { description: 'Administration', category: 'Admin' },
  '/cart': { description: 'Your cart', category: 'Commerce' },
  '/wishlist': { description: 'Your wishlist', category: 'Commerce' },
  '/courses': { description: 'Course catalogue', category: 'Learning' },
  '/courses/:id': { description: 'Course detail', category: 'Learning' },
  '/events/:id': { description: 'Event detail', category: 'Community' },
  '/forum/:categoryId': { description: "A forum category's threads", category: 'Community' },
  '/forum/t/:threadId': { description: 'A forum thread', category: 'Community' },
  '/jobs/:id': { description: 'A job posting and its applications', category: 'Community' },
  '/hackathons/:id': { description: 'A hackathon: teams, submissions, judging and results', category: 'Community' },
  '/workshops/:id': { description: 'A workshop: materials and feedback', category: 'Learning' },
  '/teams/:id': { description: "A team's members and projects", category: 'Community' },
  '/shop/product/:id': { description: 'Product detail', category: 'Commerce' },
  '/challenges/:id': { description: 'A challenge and its answer form', category: 'Learning' },
  '/users/:username': { description: 'A member profile', category: 'Community' },
  '/blog/:slug': { description: 'A blog post', category: 'Learning' },
  '/docs/:slug': { description: 'One documentation article', category: 'Learning' },
};

/**
 * Adds its details to a route of the table.
 * @param route a descriptor of `ALL_ROUTES`
 * @returns the descriptor with its description and category
 * @throws Error when the path has no details (a route added to the table without them)
 */
export function describeRoute(route: RouteDescriptor): DescribedRoute {
  const details = ROUTE_DETAILS[route.path];
  if (!details) throw new Error(`route ${route.path} has no description in route-details.ts`);
  return { ...route, ...details };
}
