import { ProfileStatList } from './profile-card';
import { memberFigures } from '../../../lib/member-figures';
import type { MemberStats } from '../../../lib/members-api';
import { SectionCard } from '../../../components/section-card';

/**
 * A member's numbers (SPEC §3 User Stats): Points, Challenges, Rank ('#n' 'of N', their all-time leaderboard
 * place; 'Unranked' without points), Projects, Likes received.
 */
export function MemberStatsSection({ stats }: { stats: MemberStats }) {
  return (
    <SectionCard title="Stats">
      <ProfileStatList columns={5} stats={memberFigures(stats)} />
    </SectionCard>
  );
}
