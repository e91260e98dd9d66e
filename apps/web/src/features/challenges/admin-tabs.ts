import type { AdminTab } from '../../components/admin/admin-tab-registry';

/** The admin panel's Challenges tab (SPEC §2 Admin panel Challenges tab): challenges created, edited and deleted, with solve counts. */
export const challengesAdminTab: AdminTab = {
  key: 'challenges',
  label: 'Challenges',
  permission: 'admin:access',
  load: () => import('./admin/challenges-tab').then((m) => m.ChallengesTab),
};
