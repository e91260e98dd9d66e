import type { AdminTab } from '../../components/admin/admin-tab-registry';

/** The admin panel's Chat rooms tab (SPEC §5 Chat): add, rename and describe, archive and restore the rooms. */
export const chatRoomsAdminTab: AdminTab = {
  key: 'chat-rooms',
  label: 'Chat rooms',
  permission: 'chat:manage-rooms',
  load: () => import('./admin/chat-rooms-tab').then((m) => m.ChatRoomsTab),
};
