import { GAME_TOP_SCORES, type GameId, type GameScoreEntry } from '@esdc/core/games/score';
import { skipToken, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Query keys of the games' boards, so a saved score refreshes its game's top 10. */
export const gameScoreKeys = {
  all: ['games', 'scores'] as const,
  top: (game: GameId) => ['games', 'scores', game] as const,
  /** The signed-in member's best saved in this session (see {@link OwnBest}); filled by a save, never fetched. */
  own: (game: GameId, viewer: number) => ['games', 'scores', game, 'own', viewer] as const,
};

/** The member's own best from the last save that set one: shown under the top 10 when it ranks lower. */
export interface OwnBest {
  rank: number;
  score: number;
  duration_ms: number;
  moves: number | null;
}

/**
 * `GET /api/games/{game}/scores?limit=10` (SPEC §2 Games: each game page
 * shows its top 10): each member's best result, best first (Memory: fastest time, then fewest moves).
 * @param game the game's route segment, e.g. 'snake'
 * @returns up to {@link GAME_TOP_SCORES} entries
 * @throws ApiError
 */
async function fetchTopScores(game: GameId): Promise<GameScoreEntry[]> {
  return (await apiRequest<GameScoreEntry[]>(`/api/games/${game}/scores`, { query: { limit: GAME_TOP_SCORES } })).data ?? [];
}

/** A game's top 10 as a query (public: signed out too). */
export function useTopScores(game: GameId) {
  return useQuery({ queryKey: gameScoreKeys.top(game), queryFn: () => fetchTopScores(game) });
}

/** The member's own best remembered from this session's saves (undefined until a save sets one). */
export function useOwnBest(game: GameId, viewer: number) {
  return useQuery<OwnBest>({ queryKey: gameScoreKeys.own(game, viewer), queryFn: skipToken }).data;
}
