import { paths } from '@esdc/core/routes';
import { CheckCircle2, CircleAlert, LogIn } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { Badge } from '../../../components/badge';
import type { ScoreSaveState } from '../hooks/use-score-saver';

/**
 * Under a game-over message: whether the result reached the server (issue "Games, challenges and the
 * leaderboard" §1): 'Saving score…', 'Score saved' with 'New personal best!' and 'You are #N', the server's
 * message when it refused the score, or 'Sign in to save your scores' for visitors. A polite live region.
 */
export function ScoreSaveStatus({ state, className = '' }: { state: ScoreSaveState; className?: string }) {
  const location = useLocation();
  let body = null;
  if (state.kind === 'saving') {
    body = (
      <span className="inline-flex items-center gap-1.5 text-muted">
        <span aria-hidden="true" className="size-3.5 animate-spin rounded-full border-2 border-line border-t-accent" />
        Saving score…
      </span>
    );
  } else if (state.kind === 'saved') {
    body = (
      <span className="flex flex-wrap items-center justify-center gap-1.5">
        <span className="inline-flex items-center gap-1 font-semibold text-success">
          <CheckCircle2 className="size-4" aria-hidden="true" />
          Score saved
        </span>
        {state.best ? <Badge tone="success">New personal best!</Badge> : null}
        {state.rank !== null ? <Badge tone="accent">You are #{state.rank}</Badge> : null}
      </span>
    );
  } else if (state.kind === 'error') {
    body = (
      <span className="inline-flex items-start gap-1 text-left font-medium text-danger">
        <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span>Score not saved: {state.message}</span>
      </span>
    );
  } else if (state.kind === 'signed-out') {
    body = (
      <Link to={paths.login} state={{ from: location.pathname }} className="inline-flex items-center gap-1 font-semibold text-accent-text hover:underline">
        <LogIn className="size-4" aria-hidden="true" />
        Sign in to save your scores
      </Link>
    );
  }
  return (
    <div role="status" className={`text-sm ${className}`}>
      {body}
    </div>
  );
}
