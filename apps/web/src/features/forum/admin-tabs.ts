import type { AdminTab } from '../../components/admin/admin-tab-registry';

/** The admin panel's Forum categories tab (SPEC §2 Forum): add, rename, describe, mark Q&A, reorder, archive. */
export const forumCategoriesAdminTab: AdminTab = {
  key: 'forum-categories',
  label: 'Forum categories',
  permission: 'forum:manage-categories',
  load: () => import('./admin/forum-categories-tab').then((m) => m.ForumCategoriesTab),
};

/**
 * The admin panel's Forum reports tab (SPEC §2 Forum Moderation): the queue of reported posts, Hide / Restore. The
 * panel is the admins' ('admin:access'); moderators reach the same queue at /forum/reports.
 */
export const forumReportsAdminTab: AdminTab = {
  key: 'forum-reports',
  label: 'Forum reports',
  permission: 'admin:access',
  load: () => import('./admin/forum-reports-tab').then((m) => m.ForumReportsTab),
};
