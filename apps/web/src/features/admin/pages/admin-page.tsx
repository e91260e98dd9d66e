import { useSearchParams } from 'react-router';
import { Page } from '../../../components/page';
import { ErrorState } from '../../../components/states';
import { useCan } from '../../../lib/permissions';
import { useAdminStats } from '../api/get-admin-stats';
import { AccessDenied } from '../components/access-denied';
import { AdminStats } from '../components/admin-stats';
import { AdminTabs, isAdminTab, type AdminTab } from '../components/admin-tabs';
import { AnnouncementsTab } from '../components/announcements-tab';
import { AuditLogTab } from '../components/audit-log-tab';
import { BlogTab } from '../components/blog-tab';
import { ChallengesTab } from '../components/challenges-tab';
import { ClubLinksTab } from '../components/club-links-tab';
import { CouponsTab } from '../components/coupons-tab';
import { EventsTab } from '../components/events-tab';
import { ProjectsTab } from '../components/projects-tab';
import { ProductsTab } from '../components/products-tab';
import { MailTab } from '../components/mail-tab';
import { OrdersTab } from '../components/orders-tab';
import { isForbidden } from '../components/server-message';
import { UsersTab } from '../components/users-tab';

/**
 * Admin panel, /admin (SPEC §2 Admin panel, §5 admin forms, §6 Admin, §8): for admins only (others, and
 * anyone the server refuses with 403, see 'Access Denied: You do not have permission to access the admin
 * panel.'); stat cards; tabs Users, Projects, Challenges, Events, Audit Log, Mail and Announcements (kept in `?tab=`), each with its
 * search, Create, table and empty state. Every change refreshes the stats, the lists and the audit log.
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
  const stats = useAdminStats();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: AdminTab = isAdminTab(requested) ? requested : 'users';
  const selectTab = (next: AdminTab) =>
    setParams(
      (prev) => {
        const out = new URLSearchParams(prev);
        if (next === 'users') out.delete('tab');
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
      <AdminTabs
        value={tab}
        onValueChange={selectTab}
        panels={{
          users: <UsersTab />,
          projects: <ProjectsTab />,
          challenges: <ChallengesTab completed={stats.data?.challenges_completed} />,
          events: <EventsTab />,
          products: <ProductsTab />,
          'audit-log': <AuditLogTab />,
          mail: <MailTab />,
          announcements: <AnnouncementsTab />,
          orders: <OrdersTab />,
          coupons: <CouponsTab />,
          blog: <BlogTab />,
          'club-links': <ClubLinksTab />,
        }}
      />
    </Page>
  );
}
