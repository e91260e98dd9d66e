import type { AdminTab } from '../../components/admin/admin-tab-registry';

/** The admin panel's Blog tab: every post (publish, unpublish, delete) and the members who may write. */
export const blogAdminTab: AdminTab = {
  key: 'blog',
  label: 'Blog',
  permission: 'admin:access',
  load: () => import('./admin/blog-tab').then((m) => m.BlogTab),
};
