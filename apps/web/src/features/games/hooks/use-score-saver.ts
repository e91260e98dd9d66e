import type { GameId, GameScoreSubmission } from '@esdc/core/games/score';
import { useCallback } from 'react';
import { useSession } from '../../../lib/session';
import { useSaveGameScore } from '../api/save-game-score';

/**
 * Where the last finished game's result stands on the server: nothing sent yet, not sent because the
 * player is signed out (or played a two-player game), on its way, saved (with `best` and `rank`), or refused
 * with the server's message. The local record is kept in every case.
 */
export type ScoreSaveState =
  { kind: 'idle' } | { kind: 'signed-out' } | { kind: 'saving' } | { kind: 'saved'; best: boolean; rank: number | null } | { kind: 'error'; message: string };

/** The score saver of one game page; `save` and `reset` keep their identity between renders. */
export interface ScoreSaver {
  state: ScoreSaveState;
  /** Sends a finished game's result when a member is signed in; does nothing for visitors. */
  save: (submission: GameScoreSubmission) => void;
  /** Forgets the last result's status (call when a new game starts). */
  reset: () => void;
}

/**
 * Sends finished games to `POST /api/games/{game}/scores` for a signed-in member (issue "Games, challenges
 * and the leaderboard" §1) and reports how it went, for the game-over overlay. A new game's `reset()` detaches
 * a save still in flight, so its answer never lands on the next game.
 * @param game the game's route segment
 */
export function useScoreSaver(game: GameId): ScoreSaver {
  const { status, user } = useSession();
  const signedIn = status === 'authenticated';
  const mutation = useSaveGameScore(game, user?.id ?? 0);
  const { mutate, reset } = mutation;
  const save = useCallback(
    (submission: GameScoreSubmission) => {
      if (!signedIn) return;
      mutate({ ...submission, score: Math.max(0, Math.round(submission.score)), duration_ms: Math.max(0, Math.round(submission.duration_ms)) });
    },
    [signedIn, mutate],
  );

  let state: ScoreSaveState;
  if (mutation.isPending) state = { kind: 'saving' };
  else if (mutation.isSuccess) state = { kind: 'saved', best: mutation.data.best, rank: mutation.data.rank };
  else if (mutation.isError) state = { kind: 'error', message: mutation.error.message };
  else state = signedIn ? { kind: 'idle' } : { kind: 'signed-out' };

  return { state, save, reset };
}
