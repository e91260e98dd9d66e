import type { AdminTab } from '../../components/admin/admin-tab-registry';

/** The admin panel's Projects tab (SPEC §2 Admin panel Projects tab): every project, created, edited and deleted by admins. */
export const projectsAdminTab: AdminTab = {
  key: 'projects',
  label: 'Projects',
  permission: 'admin:access',
  load: () => import('./admin/projects-tab').then((m) => m.ProjectsTab),
};
