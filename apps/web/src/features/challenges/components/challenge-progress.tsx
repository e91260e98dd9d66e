import { paths } from '@esdc/core/routes';
import { LogIn, Trophy, Zap } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { useMemberStats } from '../../../lib/members-api';
import { useSession } from '../../../lib/session';
import { useChallenges } from '../api/list-challenges';
import { formatPoints } from './format-points';

/** The unfiltered query the progress line counts from (one row is enough: meta carries total and solved). */
const SUMMARY = { limit: 1, offset: 0 } as const;

/**
 * The progress line of /challenges: for signed-in members 'X of Y solved' (meta.solved / meta.total of the
 * unfiltered list) with a bar, and their points; for visitors an invitation to sign in and earn points.
 */
export function ChallengeProgress() {
  const { user } = useSession();
  const location = useLocation();
  const summary = useChallenges(SUMMARY, { enabled: !!user });
  const stats = useMemberStats(user?.id);

  if (!user) {
    return (
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted">
        <Trophy className="size-4 shrink-0 text-accent-text" aria-hidden="true" />
        Sign in to submit answers, earn points and climb the leaderboard.
        <Link
          to={paths.login}
          state={{ from: location.pathname + location.search }}
          className="inline-flex items-center gap-1 font-semibold text-accent-text underline-offset-2 hover:underline"
        >
          <LogIn className="size-3.5" aria-hidden="true" />
          Sign In
        </Link>
      </p>
    );
  }

  const total = summary.data?.total;
  const solved = summary.data?.solved ?? 0;
  const percent = total ? Math.round((solved / total) * 100) : 0;
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:gap-6" aria-live="polite" aria-busy={summary.isPending}>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <p className="flex items-center gap-2 text-sm font-semibold">
          <Trophy className="size-4 shrink-0 text-accent-text" aria-hidden="true" />
          {total === undefined ? <span className="text-muted">Counting your solved challenges…</span> : `${solved} of ${total} solved`}
        </p>
        <div className="h-2 overflow-hidden rounded-full bg-surface-2" aria-hidden="true">
          <div className="h-full rounded-full bg-success transition-[width]" style={{ width: `${percent}%` }} />
        </div>
      </div>
      <p className="flex items-center gap-2 text-sm font-semibold sm:justify-end">
        <Zap className="size-4 shrink-0 text-accent-text" aria-hidden="true" />
        <span className="text-muted">Your points:</span>
        <span className="font-mono">{stats.data ? formatPoints(stats.data.points) : stats.isError ? '—' : '…'}</span>
      </p>
    </div>
  );
}
