/**
 * The seam for reporting a finished game (SPEC §2 Games; server score submission and the top 10 come
 * later): every game page calls `onGameOver(score, durationMs)` once per game over, after the local
 * record has been updated. Nothing is sent anywhere yet.
 */
export type GameOverHandler = (score: number, durationMs: number) => void;

/** Props every game page accepts (the router renders them without props). */
export interface GamePageProps {
  onGameOver?: GameOverHandler;
}
