import type { EventSettings } from '@esdc/core/event';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { eventKeys } from './event-keys';

/**
 * `GET /api/events/settings`: whether members may create events (the admin's setting, SPEC §6) and whether the
 * viewer may.
 * @throws ApiError
 */
async function getEventSettings(): Promise<EventSettings> {
  return (await apiRequest<EventSettings>('/api/events/settings')).data;
}

/** The event settings for the signed-in viewer (not asked for a visitor, who may not create events). */
export function useEventSettings() {
  const session = useSession();
  const viewer = session.user?.id ?? null;
  return useQuery({ queryKey: eventKeys.settings(viewer), queryFn: getEventSettings, enabled: session.status === 'authenticated' });
}
