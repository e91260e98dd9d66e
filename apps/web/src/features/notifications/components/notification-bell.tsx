import { lazy, Suspense } from 'react';
import { useSession } from '../../../lib/session';
import { BellLink } from './bell-link';

const CountedBell = lazy(() => import('../live/member-notifications').then((m) => ({ default: m.CountedBell })));

/**
 * The header's notifications icon (SPEC §2 Shared header): a visitor's is a plain link to /notifications; a member's
 * carries their unread count, loaded on demand with the query it needs, so the initial JavaScript of a page stays
 * within its budget (scripts/check-bundle.mjs). Until then it is drawn without a count.
 * @param className the icon button's look
 */
export function NotificationBell({ className }: { className: string }) {
  const { status } = useSession();
  const plain = <BellLink count={0} className={className} />;
  if (status !== 'authenticated') return plain;
  return (
    <Suspense fallback={plain}>
      <CountedBell className={className} />
    </Suspense>
  );
}
