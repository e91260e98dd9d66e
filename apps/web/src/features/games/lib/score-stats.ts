import type { GameStat } from '../components/stat-list';

/**
 * The first two figures of a game whose record is its highest score (Snake, Tetris, Breakout, Simon; SPEC §2
 * Games): 'Score' and 'High Score' (0 before the first record in this browser).
 * @param score the running game's score
 * @param best the browser's high score, null when there is none yet
 */
export function scoreStats(score: number, best: number | null): GameStat[] {
  return [
    { label: 'Score', value: score },
    { label: 'High Score', value: best ?? 0 },
  ];
}
