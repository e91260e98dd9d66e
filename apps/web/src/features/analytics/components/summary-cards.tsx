import type { AnalyticsSummary } from '@esdc/core/analytics-schemas';
import { Activity, Target, TrendingUp, UserCheck } from 'lucide-react';
import { StatCard } from '../../../components/admin/stat-card';
import { formatCount, formatNumber } from '../../../lib/format';

/** "+24%", "−5%", "0%", or "New" when the previous period had no members to compare with. */
function growthText(percent: number | null): string {
  if (percent === null) return 'New';
  return percent > 0 ? `+${percent}%` : percent < 0 ? `−${Math.abs(percent)}%` : '0%';
}

/**
 * The four cards of /analytics (SPEC §2 Analytics: user growth, active users, engagement, goals completed), each
 * computed by the server over the chosen range.
 */
export function SummaryCards({ summary }: { summary: AnalyticsSummary }) {
  const { members, active, goals, previous } = summary;
  return (
    <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" data-testid="analytics-cards">
      <StatCard
        label="Member growth"
        icon={<TrendingUp className="size-4" />}
        value={<span data-testid="card-growth">{growthText(members.growth_percent)}</span>}
        note={
          <>
            <span data-testid="card-new-members">{formatCount(members.new, 'new member')}</span>, against {formatNumber(members.previous)} in the previous{' '}
            {previous.days} days
          </>
        }
      />
      <StatCard
        label="Active members"
        icon={<UserCheck className="size-4" />}
        value={<span data-testid="card-active">{formatNumber(active.count)}</span>}
        note="Signed in or did something recorded in the range"
      />
      <StatCard
        label="Engagement"
        icon={<Activity className="size-4" />}
        value={<span data-testid="card-engagement">{active.engagement_percent}%</span>}
        note={`Of ${formatCount(active.accounts, 'active account')}`}
      />
      <StatCard
        label="Goals completed"
        icon={<Target className="size-4" />}
        value={
          <span data-testid="card-goals">
            {goals.completed}/{goals.total}
          </span>
        }
        note={goals.total === 0 ? 'No goal falls in this range' : 'Goals whose period overlaps the range'}
      />
    </dl>
  );
}
