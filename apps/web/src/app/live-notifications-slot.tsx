import { lazy, Suspense } from 'react';
import { useNotificationSummary } from '../features/notifications/api/get-notification-summary';
import { useFeatures } from '../lib/features';
import { useSession } from '../lib/session';

const LiveNotifications = lazy(() => import('../features/notifications/live/live-notifications'));

/**
 * Where the live notification stream runs (SPEC §2 Notifications): on every page, the header-less /notifications too,
 * while a member is signed in and the notifications feature is on. It starts once the bell's first answer came back,
 * so a token the server no longer accepts ends in the API client's one 401 handling rather than also in a stream.
 * Loaded on demand, so a visitor's initial JavaScript does not grow (scripts/check-bundle.mjs); signing out unmounts
 * it, which closes the stream.
 */
export function LiveNotificationsSlot() {
  const { status } = useSession();
  const { isEnabled } = useFeatures();
  const summary = useNotificationSummary();
  if (status !== 'authenticated' || !isEnabled('notifications') || !summary.isSuccess) return null;
  return (
    <Suspense fallback={null}>
      <LiveNotifications />
    </Suspense>
  );
}
