import { lazy, Suspense } from 'react';
import { useFeatures } from '../lib/features';
import { useSession } from '../lib/session';

const LiveNotifications = lazy(() => import('../features/notifications/live/member-notifications'));

/**
 * Where the live notification stream runs (SPEC §2 Notifications): on every page, the header-less /notifications too,
 * while a member is signed in and the notifications feature is on. Loaded on demand, so a visitor's initial
 * JavaScript does not grow (scripts/check-bundle.mjs); signing out unmounts it, which closes the stream.
 */
export function LiveNotificationsSlot() {
  const { status } = useSession();
  const { isEnabled } = useFeatures();
  if (status !== 'authenticated' || !isEnabled('notifications')) return null;
  return (
    <Suspense fallback={null}>
      <LiveNotifications />
    </Suspense>
  );
}
