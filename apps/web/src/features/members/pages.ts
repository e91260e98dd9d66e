import { lazyPage, type FeaturePages } from '../../lib/lazy-page';

/** Community members, a member's profile, the dashboard and the profile card demo, by route path (app/features.ts lists every feature's pages; the router shows them). */
export const membersPages: FeaturePages = {
  '/users': lazyPage(() => import('./pages/members-page')),
  '/users/:username': lazyPage(() => import('./pages/member-profile-page')),
  '/dashboard': lazyPage(() => import('./pages/dashboard-page')),
  '/profile-card-demo': lazyPage(() => import('./pages/profile-card-demo-page')),
};
