import { Activity, FolderKanban, Percent, Users } from 'lucide-react';
import type { AdminStats as Stats } from '../api/admin-types';
import { activeRate } from './active-rate';
import { StatCard } from '../../../components/admin/stat-card';
import { formatNumber } from '../../../lib/format';

const number = (n: number | undefined) => (n === undefined ? '—' : formatNumber(n));

/**
 * The stat cards (SPEC §2 Admin panel, §3 Admin stats): total users, active users, the active rate
 * (rounded percent, 0 when undefined), total projects; then suspended users, admins, moderators and total points.
 */
export function AdminStats({ stats, loading }: { stats: Stats | undefined; loading: boolean }) {
  const value = (n: number | undefined) => (loading && !stats ? '…' : number(n));
  const rate = activeRate(stats?.active_users, stats?.total_users);
  return (
    <section aria-labelledby="admin-stats-heading" aria-busy={loading} className="mb-8 flex flex-col gap-3">
      <h2 id="admin-stats-heading" className="sr-only">
        Overview
      </h2>
      {/* One grid of eight: four to a row from 640 px, two below, so no row is left short. */}
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <StatCard
          label="Total Users"
          value={value(stats?.total_users)}
          icon={<Users className="size-4" />}
          note={stats ? `${number(stats.new_users_30d)} new in 30 days` : undefined}
        />
        <StatCard
          label="Active Users"
          value={value(stats?.active_users)}
          icon={<Activity className="size-4" />}
          note={stats ? `${number(stats.pending_users)} pending, ${number(stats.inactive_users)} inactive` : undefined}
        />
        <StatCard label="Active Rate" value={loading && !stats ? '…' : `${rate}%`} icon={<Percent className="size-4" />} note="Active users of all users" />
        <StatCard label="Total Projects" value={value(stats?.total_projects)} icon={<FolderKanban className="size-4" />} />
        <StatCard size="sm" label="Suspended" value={value(stats?.suspended_users)} />
        <StatCard size="sm" label="Admins" value={value(stats?.admins)} />
        <StatCard size="sm" label="Moderators" value={value(stats?.moderators)} />
        <StatCard size="sm" label="Total Points" value={value(stats?.total_points)} />
      </dl>
    </section>
  );
}
