import type { AdminTab } from '../../components/admin/admin-tab-registry';

/** The admin panel's Users tab (SPEC §2 Admin panel Users tab), the panel's first and default tab. */
export const usersAdminTab: AdminTab = {
  key: 'users',
  label: 'Users',
  permission: 'admin:access',
  load: () => import('./components/users-tab').then((m) => m.UsersTab),
};

/** The admin panel's Audit Log tab: who did what to which target. */
export const auditLogAdminTab: AdminTab = {
  key: 'audit-log',
  label: 'Audit Log',
  permission: 'admin:access',
  load: () => import('./components/audit-log-tab').then((m) => m.AuditLogTab),
};

/** The admin panel's Mail tab: the outgoing mail queue. */
export const mailAdminTab: AdminTab = {
  key: 'mail',
  label: 'Mail',
  permission: 'admin:access',
  load: () => import('./components/mail-tab').then((m) => m.MailTab),
};

/** The admin panel's Announcements tab (SPEC §2 Notifications): an announcement to every member or to one role. */
export const announcementsAdminTab: AdminTab = {
  key: 'announcements',
  label: 'Announcements',
  permission: 'admin:access',
  load: () => import('./components/announcements-tab').then((m) => m.AnnouncementsTab),
};

/** The admin panel's Club Links tab (SPEC §1 Landing): the club's chat-group invite, code host and contact email. */
export const clubLinksAdminTab: AdminTab = {
  key: 'club-links',
  label: 'Club Links',
  permission: 'admin:access',
  load: () => import('./components/club-links-tab').then((m) => m.ClubLinksTab),
};

/**
 * The admin panel's Features tab (SPEC §3 Feature settings; §6 Admin): the thirteen features switched on or off for
 * the whole club.
 */
export const siteFeaturesAdminTab: AdminTab = {
  key: 'features',
  label: 'Features',
  permission: 'admin:access',
  load: () => import('./components/features-tab').then((m) => m.FeaturesTab),
};
