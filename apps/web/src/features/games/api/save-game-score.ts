import type { GameId, GameScoreSubmission, SavedGameScore } from '@esdc/core/games/score';
import { apiRequest } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { gameScoreKeys, type OwnBest } from './list-top-scores';

/**
 * `POST /api/games/{game}/scores` (SPEC §2 Games): a finished game of a
 * signed-in member. The server checks that the game can produce `score` in `duration_ms` and refuses it otherwise.
 * @param game the game's route segment
 * @param submission `{ score, duration_ms }` (Memory: `{ score: 0, duration_ms, moves }`); times in ms
 * @returns the saved score's id, `best` and `rank`
 * @throws ApiError 400 with the server's message for an impossible score, 401 signed out, 403 inactive account
 */
async function saveGameScore(game: GameId, submission: GameScoreSubmission): Promise<SavedGameScore> {
  return (await apiRequest<SavedGameScore>(`/api/games/${game}/scores`, { method: 'POST', body: submission })).data;
}

/**
 * Saves a game's result; on success the game's top 10 is refetched, and a new personal best is remembered
 * (with its rank) so the panel can show it under the top 10.
 * @param viewer the signed-in member's id
 */
export function useSaveGameScore(game: GameId, viewer: number) {
  return useApiMutation({
    request: (submission: GameScoreSubmission) => saveGameScore(game, submission),
    refresh: (client, saved, submission) => {
      if (saved.best && saved.rank !== null) {
        const own: OwnBest = { rank: saved.rank, score: submission.score, duration_ms: submission.duration_ms, moves: submission.moves ?? null };
        client.setQueryData(gameScoreKeys.own(game, viewer), own);
      }
      return client.invalidateQueries({ queryKey: gameScoreKeys.top(game) });
    },
  });
}
