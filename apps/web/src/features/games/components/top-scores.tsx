import { GAME_RANKING, GAME_TOP_SCORES, type GameId, type GameScoreEntry } from '@esdc/core/games/score';
import { paths } from '@esdc/core/routes';
import { LogIn } from 'lucide-react';
import { useId } from 'react';
import { Link, useLocation } from 'react-router';
import { Button } from '../../../components/button';
import { ListSkeleton, SkeletonBlocks } from '../../../components/skeleton';
import { useSession } from '../../../lib/session';
import { useOwnBest, useTopScores, type OwnBest } from '../api/list-top-scores';
import { formatDuration } from '../lib/format-duration';
import { formatNumber } from '../../../lib/format';

/** A result as the board shows it: points, or for Memory the time over the moves. */
function Result({ game, entry }: { game: GameId; entry: Pick<GameScoreEntry, 'score' | 'duration_ms' | 'moves'> }) {
  if (GAME_RANKING[game] === 'time') {
    const moves = entry.moves ?? 0;
    return (
      <span className="shrink-0 text-right">
        <span className="block font-mono text-sm font-bold tabular-nums">{formatDuration(entry.duration_ms)}</span>
        <span className="block text-xs text-muted">
          {moves} {moves === 1 ? 'move' : 'moves'}
        </span>
      </span>
    );
  }
  return <span className="shrink-0 font-mono text-sm font-bold tabular-nums">{formatNumber(entry.score)}</span>;
}

type RowEntry = Pick<GameScoreEntry, 'rank' | 'username' | 'name' | 'score' | 'duration_ms' | 'moves'>;

function Row({ game, entry, mine }: { game: GameId; entry: RowEntry; mine: boolean }) {
  return (
    <li className={`flex items-center gap-3 rounded-lg px-2 py-1.5 ${mine ? 'bg-accent-soft' : ''}`}>
      <span className="w-7 shrink-0 text-right font-mono text-sm font-bold tabular-nums text-muted">
        <span className="sr-only">Rank </span>
        {entry.rank}
      </span>
      <span className="min-w-0 flex-1">
        <Link to={paths.userProfile(entry.username)} className="block truncate text-sm font-semibold hover:underline">
          {entry.name || entry.username}
        </Link>
        {mine ? <span className="block text-xs text-muted">You</span> : null}
      </span>
      <Result game={game} entry={entry} />
    </li>
  );
}

/**
 * A game's 'Top 10' panel (SPEC §2 Games) from `GET /api/games/{game}/scores`:
 * rank, member and score (Memory: time and moves), the signed-in member's own line highlighted; refreshed
 * after a save; 'Sign in to save your scores' for visitors. Loading, empty and error states. No avatars: the
 * game pages stay light and load no third-party images.
 */
export function TopScores({ game }: { game: GameId }) {
  const headingId = useId();
  const { user } = useSession();
  const location = useLocation();
  const scores = useTopScores(game);
  const own: OwnBest | undefined = useOwnBest(game, user?.id ?? 0);

  let body;
  if (scores.isPending) {
    body = (
      <ListSkeleton
        count={5}
        className="space-y-2"
        item={<SkeletonBlocks className="flex items-center gap-3 px-2 py-1.5" blocks={['h-4 w-7 rounded', 'h-4 flex-1 rounded']} />}
      />
    );
  } else if (scores.isError) {
    body = (
      <div role="alert" className="flex flex-col items-start gap-2 text-sm">
        <p className="font-medium text-danger">Failed to load the top 10. {scores.error.message}</p>
        <Button size="sm" variant="secondary" onClick={() => void scores.refetch()}>
          Try Again
        </Button>
      </div>
    );
  } else if (scores.data.length === 0) {
    body = <p className="text-sm text-muted">No scores yet. Finish a game to be the first on the board!</p>;
  } else {
    const top = scores.data.slice(0, GAME_TOP_SCORES);
    // The member's own best, when a save this session ranked it below the top 10 (SPEC §2 Games: see where you stand).
    const ownRow =
      user && own && own.rank > GAME_TOP_SCORES && !top.some((e) => e.user_id === user.id) ? { ...own, username: user.username, name: user.name } : null;
    body = (
      <>
        <ol className="-mx-2 space-y-0.5">
          {top.map((entry) => (
            <Row key={entry.user_id} game={game} entry={entry} mine={entry.user_id === user?.id} />
          ))}
        </ol>
        {ownRow ? (
          <ol className="-mx-2 mt-2 border-t border-dashed border-line pt-2" aria-label="Your best">
            <Row game={game} entry={ownRow} mine />
          </ol>
        ) : null}
      </>
    );
  }

  return (
    <section
      aria-labelledby={headingId}
      aria-busy={scores.isPending || undefined}
      className="rounded-[var(--radius-card)] border border-line bg-surface p-5 shadow-[var(--shadow-card)]"
    >
      <h2 id={headingId} className="mb-3 text-lg font-bold">
        Top 10
      </h2>
      {body}
      {user ? null : (
        <p className="mt-4 border-t border-line pt-3 text-sm">
          <Link
            to={paths.login}
            state={{ from: location.pathname }}
            className="inline-flex items-center gap-1.5 font-semibold text-accent-text hover:underline"
          >
            <LogIn className="size-4" aria-hidden="true" />
            Sign in to save your scores
          </Link>
        </p>
      )}
    </section>
  );
}
