import type { LeaderboardTimeframe } from '@esdc/core/leaderboard';
import { useSearchParams } from 'react-router';
import { Page } from '../../../components/page';
import { useSession } from '../../../lib/session';
import { useLeaderboard } from '../api/get-leaderboard';
import { LeaderboardList } from '../components/leaderboard-list';
import { MyStandingCard } from '../components/my-standing-card';
import { PointsChartPanel } from '../components/points-chart-panel';
import { TimeframeSwitch } from '../components/timeframe-switch';
import { leaderboardPageParams } from './leaderboard-page-data';

/**
 * /leaderboard (SPEC §2 Leaderboard, §3 Leaderboard entry):
 * timeframe buttons All Time / Monthly / Weekly (kept in `?timeframe=`, each asking the server for its own
 * board), the ranked top 10 with paging (`?page=`), the signed-in member's standing, and the top members'
 * points over time.
 */
export default function LeaderboardPage() {
  const [params, setParams] = useSearchParams();
  const { timeframe, limit, offset } = leaderboardPageParams(params);
  const { user } = useSession();
  const viewer = user?.id ?? 0;
  const board = useLeaderboard({ timeframe, limit, offset }, viewer);

  const setTimeframe = (next: LeaderboardTimeframe) => {
    const nextParams = new URLSearchParams(params);
    if (next === 'all') nextParams.delete('timeframe');
    else nextParams.set('timeframe', next);
    nextParams.delete('page');
    setParams(nextParams, { replace: true });
  };
  const setOffset = (nextOffset: number) => {
    const nextParams = new URLSearchParams(params);
    const nextPage = Math.floor(nextOffset / limit) + 1;
    if (nextPage <= 1) nextParams.delete('page');
    else nextParams.set('page', String(nextPage));
    setParams(nextParams);
  };

  return (
    <Page
      title="Leaderboard"
      heading="Leaderboard"
      intro="Members ranked by the points they earn solving challenges. Ties go to whoever reached the score first."
      actions={<TimeframeSwitch value={timeframe} onChange={setTimeframe} />}
    >
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="lg:order-2">
          <MyStandingCard standing={board.data?.me} signedIn={!!user} loading={board.isPending} total={board.data?.total ?? 0} timeframe={timeframe} />
        </div>
        <div className="min-w-0 lg:order-1">
          <LeaderboardList
            timeframe={timeframe}
            page={board.data}
            loading={board.isPending}
            error={board.isError ? board.error : null}
            onRetry={() => void board.refetch()}
            stale={board.isPlaceholderData}
            viewer={viewer}
            offset={offset}
            limit={limit}
            onOffsetChange={setOffset}
          />
        </div>
      </div>
      <div className="mt-6">
        <PointsChartPanel timeframe={timeframe} />
      </div>
    </Page>
  );
}
