import { lazy, Suspense } from 'react';
import { useSession } from '../../lib/session';

const VerifyEmailNotice = lazy(() => import('../../features/auth/components/verify-email-notice'));

/**
 * Where the email-verification banner goes: for a signed-in session only, loaded on demand, so the
 * initial JavaScript of a visitor's page does not grow (scripts/check-bundle.mjs).
 */
export function VerifyEmailSlot() {
  const session = useSession();
  if (session.status !== 'authenticated') return null;
  return (
    <Suspense fallback={null}>
      <VerifyEmailNotice />
    </Suspense>
  );
}
