import type { AdminTab } from '../../components/admin/admin-tab-registry';

/** The admin panel's Jobs tab (SPEC §2 Jobs): the job partners, members an admin lets post jobs. */
export const jobPartnersAdminTab: AdminTab = {
  key: 'jobs',
  label: 'Jobs',
  permission: 'job:manage-partners',
  load: () => import('./admin/job-partners-tab').then((m) => m.JobPartnersTab),
};
