import type { AdminTab } from '../../components/admin/admin-tab-registry';

/** The admin panel's Mentors tab (docs/requirements.md §2 Mentorship): pending mentor applications, approve or reject. */
export const mentorsAdminTab: AdminTab = {
  key: 'mentors',
  label: 'Mentors',
  permission: 'mentorship:approve',
  load: () => import('./admin/mentor-applications-tab').then((m) => m.MentorApplicationsTab),
};
