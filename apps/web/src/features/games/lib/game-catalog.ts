import { AudioLines, Blocks, Brain, BrickWall, Gamepad2, Worm, type LucideIcon } from 'lucide-react';
import { gameStorageKeys } from './storage-keys';

/** How hard a game is, as the hub shows it (SPEC §2 Games). */
type GameDifficulty = 'Easy' | 'Medium';

/** One card of the games hub (SPEC §2 Games: difficulty, players and year). */
export interface GameInfo {
  slug: 'snake' | 'tetris' | 'pong' | 'breakout' | 'memory' | 'simon';
  name: string;
  path: string;
  description: string;
  difficulty: GameDifficulty;
  players: '1' | '1-2';
  /** The year the classic first appeared. */
  year: number;
  icon: LucideIcon;
  /** The record shown on the card, if the game keeps one. */
  record?: { key: string; label: string };
}

/** The six games (SPEC §2 Games; §9 six games), in hub order. */
export const GAMES: readonly GameInfo[] = [
  {
    slug: 'snake',
    name: 'Snake',
    path: '/games/snake',
    description: 'Steer the snake to the food, grow longer and stay clear of the walls and your own tail.',
    difficulty: 'Easy',
    players: '1',
    year: 1976,
    icon: Worm,
    record: { key: gameStorageKeys.snakeHighScore, label: 'High score' },
  },
  {
    slug: 'tetris',
    name: 'Tetris',
    path: '/games/tetris',
    description: 'Rotate and drop the falling blocks to clear lines; every 10 lines the pace picks up.',
    difficulty: 'Medium',
    players: '1',
    year: 1984,
    icon: Blocks,
    record: { key: gameStorageKeys.tetrisHighScore, label: 'High score' },
  },
  {
    slug: 'pong',
    name: 'Pong',
    path: '/games/pong',
    description: 'The table-tennis classic: beat the AI, or a friend on the same keyboard, to 5 points.',
    difficulty: 'Easy',
    players: '1-2',
    year: 1972,
    icon: Gamepad2,
  },
  {
    slug: 'breakout',
    name: 'Breakout',
    path: '/games/breakout',
    description: 'Bounce the ball off your paddle and knock out all 50 bricks before your 3 lives run out.',
    difficulty: 'Medium',
    players: '1',
    year: 1976,
    icon: BrickWall,
    record: { key: gameStorageKeys.breakoutHighScore, label: 'High score' },
  },
  {
    slug: 'memory',
    name: 'Memory Match',
    path: '/games/memory',
    description: 'Turn over cards two at a time and match all 8 pairs of electronics icons in the fewest moves.',
    difficulty: 'Easy',
    players: '1',
    year: 1959,
    icon: Brain,
    record: { key: gameStorageKeys.memoryBestMoves, label: 'Best moves' },
  },
  {
    slug: 'simon',
    name: 'Simon Says',
    path: '/games/simon',
    description: 'Watch and listen, then repeat the growing sequence of colours. One mistake ends it.',
    difficulty: 'Medium',
    players: '1',
    year: 1978,
    icon: AudioLines,
    record: { key: gameStorageKeys.simonHighScore, label: 'High score' },
  },
];

/** The catalogue entry of a game. */
export function gameInfo(slug: GameInfo['slug']): GameInfo {
  const found = GAMES.find((g) => g.slug === slug);
  if (!found) throw new Error(`Unknown game ${slug}`);
  return found;
}
