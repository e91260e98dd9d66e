import { lazyPage, type FeaturePages } from '../../lib/lazy-page';

/** Mentorship, by route path (app/features.ts lists every feature's pages; the router shows them). docs/requirements.md §2 Mentorship. */
export const mentorshipPages: FeaturePages = { '/mentorship': lazyPage(() => import('./pages/mentorship-page')) };
