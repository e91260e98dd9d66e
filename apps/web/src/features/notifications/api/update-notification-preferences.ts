import type { NotificationPreferences } from '@esdc/core/notification';
import type { NotificationPreferencesUpdate } from '@esdc/core/notification-schemas';
import { apiRequest } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { notificationKeys } from './notification-keys';

/** What saving answers: every type's channel (`saved.preferences`) and the server's message. */
interface SavedPreferences {
  saved: NotificationPreferences;
  message?: string;
}

/**
 * `PUT /api/notifications/preferences`: changes the channels of the types named (others keep theirs).
 * @param input `{ preferences: { <type>: 'in_app' | 'email' | 'off' } }`
 * @returns every type's channel afterwards and the server's message ('Notification preferences saved')
 * @throws ApiError 400 with the schema's message
 */
async function updateNotificationPreferences(input: NotificationPreferencesUpdate): Promise<SavedPreferences> {
  const result = await apiRequest<NotificationPreferences>('/api/notifications/preferences', { method: 'PUT', body: input });
  return { saved: result.data, message: result.message };
}

/** Saves preferences; the cached ones become what the server answered. */
export function useUpdateNotificationPreferences() {
  const viewer = useSession().user?.id ?? null;
  return useApiMutation({
    request: updateNotificationPreferences,
    refresh: (client, { saved }) => client.setQueryData(notificationKeys.preferences(viewer), saved),
  });
}
