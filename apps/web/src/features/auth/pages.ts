import { lazyPage, type FeaturePages } from '../../lib/lazy-page';

/** Signing in and up, password reset, email verification and My Profile, by route path (app/features.ts lists every feature's pages; the router shows them). */
export const authPages: FeaturePages = {
  '/login': lazyPage(() => import('./pages/login-page')),
  '/register': lazyPage(() => import('./pages/register-page')),
  '/forgot-password': lazyPage(() => import('./pages/forgot-password-page')),
  '/reset-password': lazyPage(() => import('./pages/reset-password-page')),
  '/verify-email': lazyPage(() => import('./pages/verify-email-page')),
  '/profile': lazyPage(() => import('./pages/profile-page')),
};
