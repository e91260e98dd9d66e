import { ProfileStatList } from '../../../components/profile-card';
import { type MemberStats } from '../../../lib/members-api';
import { Panel } from './panel';

/** A member's numbers (SPEC §3 User Stats): Points, Challenges, Rank '#n' 'of N', Projects, Likes received. */
export function MemberStatsSection({ stats }: { stats: MemberStats }) {
  return (
    <Panel title="Stats">
      <ProfileStatList
        columns={5}
        stats={[
          { label: 'Points', value: stats.points },
          { label: 'Challenges', value: stats.completed_challenges },
          { label: 'Rank', value: `#${stats.rank}`, hint: `of ${stats.total_members}`, },
          { label: 'Projects', value: stats.projects },
          { label: 'Likes received', value: stats.likes_received },
        ]}
      />
    </Panel>
  );
}
