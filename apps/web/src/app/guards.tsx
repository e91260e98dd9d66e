import type { FeatureKey } from '@esdc/core/features';
import { FEATURE_INFO, featureOffPageText } from '@esdc/core/features';
import type { UserRole } from '@esdc/core/user';
import { roleAction } from '@esdc/core/permissions';
import { paths } from '@esdc/core/routes';
import { Navigate, Outlet, useLocation } from 'react-router';
import { Page } from '../components/page';
import { useFeatures } from '../lib/features';
import { sessionCan } from '../lib/permissions';
import { useSession } from '../lib/session';
import { ButtonLink } from '../components/button-link';

/**
 * Protected-route guard (SPEC §2): /login when signed out (remembering where to come back to), / when the
 * role's action is not allowed (`can(user, roleAction(role))`). The stored session is restored synchronously before the first render (main.tsx), so
 * there is no loading state to wait through.
 */
export function RequireAuth({ role }: { role?: UserRole }) {
  const session = useSession();
  const location = useLocation();
  if (session.status !== 'authenticated' || !session.user) {
    return <Navigate to={paths.login} replace state={{ from: location.pathname + location.search }} />;
  }
  if (role && !sessionCan(session.user, roleAction(role))) return <Navigate to={paths.home} replace />;
  return <Outlet />;
}

/**
 * Route gating by feature switch (SPEC §2 Route table, Settings; §3 Feature settings): a switched-off feature's
 * routes are blocked. Switched off for the club (by its admins), the page says so under the route's name; switched
 * off in this browser's Settings, it points there.
 * @param feature the route's switch
 * @param name the route's name (SPEC §3 Route descriptor), the heading of the club-wide state
 */
export function FeatureGate({ feature, name }: { feature: FeatureKey; name: string }) {
  const { isEnabled, site } = useFeatures();
  if (isEnabled(feature)) return <Outlet />;
  if (!site[feature]) {
    return (
      <Page title={name} heading={name}>
        <div className="mx-auto flex max-w-lg flex-col items-center gap-4 rounded-[var(--radius-card)] border border-line bg-surface p-10 text-center shadow-[var(--shadow-card)]">
          <p className="text-lg font-semibold">{featureOffPageText(feature)}</p>
          <ButtonLink to={paths.home} variant="secondary">
            Back to Home
          </ButtonLink>
        </div>
      </Page>
    );
  }
  const label = FEATURE_INFO[feature].label;
  return (
    <Page title={`${label} is turned off`}>
      <div className="mx-auto flex max-w-lg flex-col items-center gap-4 rounded-[var(--radius-card)] border border-line bg-surface p-10 text-center shadow-[var(--shadow-card)]">
        <h1 className="text-2xl font-bold">This feature is turned off</h1>
        <p className="text-muted">{label} has been switched off in Settings. Disabled features are hidden from navigation and blocked.</p>
        <ButtonLink to={paths.settings}>Open Settings</ButtonLink>
      </div>
    </Page>
  );
}
