import type { AdminTab } from '../../components/admin/admin-tab-registry';

/** The admin panel's Events tab (SPEC §2 Admin panel): every event with its status, and the event settings. */
export const eventsAdminTab: AdminTab = {
  key: 'events',
  label: 'Events',
  permission: 'admin:access',
  load: () => import('./admin/events-tab').then((m) => m.EventsTab),
};
