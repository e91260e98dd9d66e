import { ProfileStatList } from '../../../components/profile-card';
import { rankStat, type MemberStats } from '../../../lib/members-api';
import { SectionCard } from '../../../components/section-card';

/**
 * A member's numbers (SPEC §3 User Stats): Points, Challenges, Rank ('#n' 'of N', their all-time leaderboard
 * place; 'Unranked' without points), Projects, Likes received.
 */
export function MemberStatsSection({ stats }: { stats: MemberStats }) {
  return (
    <SectionCard title="Stats">
      <ProfileStatList
        columns={5}
        stats={[
          { label: 'Points', value: stats.points },
          { label: 'Challenges', value: stats.completed_challenges },
          rankStat(stats),
          { label: 'Projects', value: stats.projects },
          { label: 'Likes received', value: stats.likes_received },
        ]}
      />
    </SectionCard>
  );
}
