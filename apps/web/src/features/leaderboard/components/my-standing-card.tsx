import type { LeaderboardStanding, LeaderboardTimeframe } from '@esdc/core/leaderboard';
import { paths } from '@esdc/core/routes';
import { LogIn, Puzzle, UserRound } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { buttonClass } from '../../../components/button';
import { useFeatures } from '../../../lib/features';
import { TIMEFRAME_PERIOD } from './timeframe-text';
import { formatNumber, formatPoints } from '../../../lib/format';
import { ButtonLink } from '../../../components/button-link';

/** '1st', '2nd', '3rd', '11th', '42nd' ... */
function ordinal(n: number): string {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th');
  return `${n}${suffix}`;
}

function Card({ children }: { children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-[var(--radius-card)] border border-line bg-surface p-5 shadow-[var(--shadow-card)]">
      <h2 id={id} className="mb-3 flex items-center gap-2 text-sm font-semibold uppercase tracking-wide text-muted">
        <UserRound className="size-4" aria-hidden="true" />
        Your standing
      </h2>
      {children}
    </section>
  );
}

/**
 * The signed-in member's own standing (SPEC §2 Leaderboard: own rank and percentile even when outside the top):
 * 'Your rank #N', their percentile and 'N pts'; without points in the timeframe 'You have no points this week
 * yet' with a way to earn some; signed out 'Sign in to see your rank'.
 * @param standing `me` of the board page; undefined while it loads
 * @param signedIn whether a member is signed in
 * @param total members on the board in this timeframe
 */
export function MyStandingCard({
  standing,
  signedIn,
  loading,
  total,
  timeframe,
}: {
  standing: LeaderboardStanding | null | undefined;
  signedIn: boolean;
  loading: boolean;
  total: number;
  timeframe: LeaderboardTimeframe;
}) {
  const location = useLocation();
  const { isEnabled } = useFeatures();
  if (!signedIn) {
    return (
      <Card>
        <p className="mb-4 text-sm text-muted">See where you stand among the club’s members.</p>
        <ButtonLink to={paths.login} state={{ from: location.pathname + location.search }} size="sm" icon={LogIn}>
          Sign in to see your rank
        </ButtonLink>
      </Card>
    );
  }
  if (loading || !standing) {
    return (
      <Card>
        <div aria-hidden="true" className="space-y-3">
          <div className="h-8 w-32 animate-pulse rounded bg-surface-2" />
          <div className="h-4 w-40 animate-pulse rounded bg-surface-2" />
        </div>
      </Card>
    );
  }
  const period = TIMEFRAME_PERIOD[timeframe];
  if (standing.rank === null) {
    return (
      <Card>
        <p className="font-semibold">{period ? `You have no points ${period} yet` : 'You have no points yet'}</p>
        <p className="mt-1 text-sm text-muted">Solve a challenge to get on the board.</p>
        {isEnabled('challenges') ? (
          <Link to={paths.challenges} className={`${buttonClass('secondary', 'sm')} mt-4`}>
            <Puzzle className="size-4" aria-hidden="true" />
            Browse challenges
          </Link>
        ) : null}
      </Card>
    );
  }
  return (
    <Card>
      <p className="text-2xl font-extrabold tracking-tight">
        Your rank <span className="font-mono text-accent-text">#{standing.rank}</span>
      </p>
      <p className="mt-1 text-sm text-muted">
        of {formatNumber(total)} {total === 1 ? 'member' : 'members'} on the board{period ? ` ${period}` : ''}
      </p>
      <dl className="mt-4 grid grid-cols-2 gap-3">
        <div className="rounded-xl bg-surface-2 px-3 py-2">
          <dt className="text-xs font-semibold uppercase tracking-wide text-muted">Points</dt>
          <dd className="font-mono text-lg font-bold tabular-nums">{formatPoints(standing.points)}</dd>
        </div>
        <div className="rounded-xl bg-surface-2 px-3 py-2">
          <dt className="text-xs font-semibold uppercase tracking-wide text-muted">Percentile</dt>
          <dd className="text-lg font-bold">{standing.percentile === null ? '—' : ordinal(standing.percentile)}</dd>
        </div>
      </dl>
    </Card>
  );
}
