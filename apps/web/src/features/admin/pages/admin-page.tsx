import { use } from 'react';
import { useSearchParams } from 'react-router';
import { AccessDenied } from '../../../components/admin/access-denied';
import { useAdminTabsLoader } from '../../../components/admin/admin-tab-registry';
import { isForbidden } from '../../../components/admin/server-message';
import { Page } from '../../../components/page';
import { ErrorState } from '../../../components/states';
import { useCan } from '../../../lib/permissions';
import { useAdminStats } from '../api/get-admin-stats';
import { AdminStats } from '../components/admin-stats';
import { AdminTabs, loadAdminTabs } from '../components/admin-tabs';

/**
 * Admin panel, /admin (SPEC §2 Admin panel, §5 admin forms, §6 Admin, §8): for admins only (others, and
 * anyone the server refuses with 403, see 'Access Denied: You do not have permission to access the admin
 * panel.'); stat cards; the tabs the features register (app/features.ts: Users, Projects, Challenges, Events, …; the
 * chosen one kept in `?tab=`), each with its search, Create, table and empty state. Every change refreshes the stats,
 * the lists and the audit log.
 */
export default function AdminPage() {
  const can = useCan();
  if (!can('admin:access')) {
    return (
      <Page title="Access Denied" heading="Admin Panel">
        <AccessDenied />
      </Page>
    );
  }
  return <AdminPanel />;
}

function AdminPanel() {
  const can = useCan();
  // The tabs and every tab's chunk, loaded before the panel shows (the route's loading state until then).
  const tabs = use(loadAdminTabs(useAdminTabsLoader())).filter((t) => can(t.permission));
  const stats = useAdminStats();
  const [params, setParams] = useSearchParams();
  const first = tabs[0]?.key;
  const tab = tabs.find((t) => t.key === params.get('tab'))?.key ?? first;
  const selectTab = (next: string) =>
    setParams(
      (prev) => {
        const out = new URLSearchParams(prev);
        if (next === first) out.delete('tab');
        else out.set('tab', next);
        return out;
      },
      { replace: true },
    );

  if (isForbidden(stats.error)) {
    return (
      <Page title="Access Denied" heading="Admin Panel">
        <AccessDenied />
      </Page>
    );
  }

  return (
    <Page title="Admin Panel" heading="Admin Panel" intro="Manage members, projects and challenges, and review every change.">
      {stats.isError ? (
        <div className="mb-8">
          <ErrorState title="Failed to load the stats" message={stats.error.message} onRetry={() => void stats.refetch()} />
        </div>
      ) : (
        <AdminStats stats={stats.data} loading={stats.isPending} />
      )}
      <AdminTabs tabs={tabs} value={tab ?? ''} onValueChange={selectTab} props={{ stats: stats.data }} />
    </Page>
  );
}
