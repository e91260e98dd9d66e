import { Shield, Trophy, Users, Zap, type LucideIcon } from 'lucide-react';
import { useCommunityStats } from '../api/directory-stats';
import { IconTile } from '../../../components/icon-tile';
import { formatNumber } from '../../../lib/format';

function StatTile({ icon, label, value }: { icon: LucideIcon; label: string; value: number | undefined }) {
  return (
    <div className="relative min-w-0 rounded-[var(--radius-card)] border border-line bg-surface py-4 pl-[4.25rem] pr-4 shadow-[var(--shadow-card)]">
      <dt className="text-xs font-semibold uppercase tracking-wide text-muted">
        <IconTile icon={icon} className="absolute left-4 top-1/2 -translate-y-1/2" />
        {label}
      </dt>
      <dd className="font-mono text-xl font-bold sm:text-2xl">
        {value === undefined ? (
          <span className="inline-block h-6 w-12 animate-pulse rounded bg-surface-2 align-middle">
            <span className="sr-only">Loading</span>
          </span>
        ) : (
          formatNumber(value)
        )}
      </dd>
    </div>
  );
}

/**
 * Directory statistics (SPEC §2 Community Members): total members, total points, challenges solved and the
 * admin count, from `GET /api/users/stats`. A failed call hides the panel (the list still works).
 */
export function DirectoryStatsPanel() {
  const stats = useCommunityStats();
  if (stats.isError) return null;
  const d = stats.data;
  return (
    <section aria-labelledby="members-stats-title" className="mb-8">
      <h2 id="members-stats-title" className="sr-only">
        Community statistics
      </h2>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatTile icon={Users} label="Total Members" value={d?.total_members} />
        <StatTile icon={Zap} label="Total Points" value={d?.total_points} />
        <StatTile icon={Trophy} label="Challenges Solved" value={d?.challenges_solved} />
        <StatTile icon={Shield} label="Admins" value={d?.admins} />
      </dl>
    </section>
  );
}
