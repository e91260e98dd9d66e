import { ProfileStatList } from '../../members/public';
import { Button } from '../../../components/button';
import { rankStat, useMemberStats } from '../../../lib/members-api';
import { ProfileSection } from './profile-section';

const LABELS = ['Points', 'Challenges solved', 'Rank', 'Projects', 'Likes received'] as const;

/**
 * My Profile's numbers (SPEC §2 My Profile, §3 User Stats) from `GET /api/users/{id}/stats`: Points,
 * Challenges solved, Rank ('#n' of N, the all-time leaderboard place; 'Unranked' without points), Projects and
 * Likes received — real figures, never sample values.
 */
export function MyStatsSection({ userId }: { userId: number }) {
  const stats = useMemberStats(userId);
  let body;
  if (stats.isPending) {
    body = (
      <ProfileStatList
        columns={5}
        stats={LABELS.map((label) => ({ label, value: <span className="inline-block h-7 w-10 animate-pulse rounded bg-surface" /> }))}
      />
    );
  } else if (stats.isError) {
    body = (
      <div role="alert" className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-danger/40 bg-danger-soft px-4 py-3 text-sm">
        <span className="font-medium text-danger">Failed to load your stats. {stats.error.message}</span>
        <Button size="sm" variant="secondary" onClick={() => void stats.refetch()}>
          Try Again
        </Button>
      </div>
    );
  } else {
    const s = stats.data;
    body = (
      <ProfileStatList
        columns={5}
        stats={[
          { label: 'Points', value: s.points },
          { label: 'Challenges solved', value: s.completed_challenges },
          rankStat(s),
          { label: 'Projects', value: s.projects },
          { label: 'Likes received', value: s.likes_received },
        ]}
      />
    );
  }
  return (
    <ProfileSection title="My Stats">
      <div aria-busy={stats.isPending || undefined}>{body}</div>
    </ProfileSection>
  );
}
