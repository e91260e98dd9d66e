/**
 * Memory Match engine (SPEC §9 Memory Match, §4 Games): a pure, deterministic state machine. State in,
 * state out; time (elapsed ms) and the shuffle's randomness (`Rng`) are injected.
 */
import { startOrReplay } from './play-state.ts';
import { shuffle, type Rng } from './rng.ts';

/** The eight electronics icons, each on two cards (SPEC §9 Memory Match: 8 icons in pairs). */
export const MEMORY_ICONS = ['microchip', 'battery', 'wifi', 'bluetooth', 'lightbulb', 'zap', 'radio', 'bot'] as const;
/** Number of pairs (SPEC §9 Memory Match). */
export const MEMORY_PAIRS = 8;
/** Number of cards (SPEC §9 Memory Match: 16 cards). */
export const MEMORY_CARD_COUNT = 16;
/** A mismatched pair flips back after this many ms (SPEC §9 Memory Match: 1 s). */
export const MEMORY_MISMATCH_MS = 1000;

/** One of the eight icons. */
export type MemoryIcon = (typeof MEMORY_ICONS)[number];
/** Game states (SPEC §4 Games: not started, running, over). */
export type MemoryStatus = 'idle' | 'running' | 'over';

/** A card on the table. */
export interface MemoryCard {
  /** Position-independent id, 0–15. */
  readonly id: number;
  readonly icon: MemoryIcon;
  readonly faceUp: boolean;
  readonly matched: boolean;
}

/** The whole game at one instant. */
export interface MemoryState {
  readonly status: MemoryStatus;
  readonly cards: readonly MemoryCard[];
  /** Indexes of the face-up cards not yet matched (0, 1 or 2). */
  readonly picks: readonly number[];
  /** Ms left before a mismatched pair flips back; null when none is showing. */
  readonly flipBackMs: number | null;
  /** Pairs turned over (each second card of a turn is a move). */
  readonly moves: number;
  readonly matches: number;
  /** Running time of this game in ms. */
  readonly elapsedMs: number;
  /** Outcome of the last completed turn, for announcements. */
  readonly lastTurn: 'match' | 'mismatch' | null;
}

/** A freshly shuffled deck, all face down. */
export function shuffleMemoryDeck(rng: Rng): MemoryCard[] {
  const icons = shuffle([...MEMORY_ICONS, ...MEMORY_ICONS], rng);
  return icons.map((icon, id) => ({ id, icon, faceUp: false, matched: false }));
}

/** A new game, not started: the shuffled deck face down, no moves, no time. */
export function createMemory(rng: Rng): MemoryState {
  return { status: 'idle', cards: shuffleMemoryDeck(rng), picks: [], flipBackMs: null, moves: 0, matches: 0, elapsedMs: 0, lastTurn: null };
}

/** Starts the game: the deck on the table starts running; after game over it is Play Again (a new shuffle). */
export function startMemory(state: MemoryState, rng: Rng): MemoryState {
  return startOrReplay(state, () => createMemory(rng));
}

/**
 * Turns a card over. The first card of a not-started game starts it. Ignored for a face-up or matched
 * card, while a mismatched pair is showing, and once the game is over. The second card of a turn counts
 * a move: a match stays face up; a mismatch flips back after 1 s.
 */
export function flipMemoryCard(state: MemoryState, index: number): MemoryState {
  const card = state.cards[index];
  if (state.status === 'over' || !card || card.faceUp || card.matched || state.flipBackMs !== null || state.picks.length >= 2) return state;
  const cards = state.cards.map((c, i) => (i === index ? { ...c, faceUp: true } : c));
  const picks = [...state.picks, index];
  const status = 'running' as const;
  if (picks.length < 2) return { ...state, status, cards, picks };
  const moves = state.moves + 1;
  const [a, b] = picks as [number, number];
  if (cards[a]?.icon === cards[b]?.icon) {
    const matchedCards = cards.map((c, i) => (i === a || i === b ? { ...c, matched: true } : c));
    const matches = state.matches + 1;
    return {
      ...state,
      cards: matchedCards,
      picks: [],
      moves,
      matches,
      lastTurn: 'match',
      status: matches === MEMORY_PAIRS ? 'over' : status,
    };
  }
  return { ...state, status, cards, picks, moves, flipBackMs: MEMORY_MISMATCH_MS, lastTurn: 'mismatch' };
}

/** Advances time by `elapsedMs`: the clock runs, and a mismatched pair flips back once its 1 s is up. */
export function tickMemory(state: MemoryState, elapsedMs: number): MemoryState {
  if (state.status !== 'running') return state;
  const next = { ...state, elapsedMs: state.elapsedMs + elapsedMs };
  if (next.flipBackMs === null) return next;
  const flipBackMs = next.flipBackMs - elapsedMs;
  if (flipBackMs > 0) return { ...next, flipBackMs };
  const cards = next.cards.map((c, i) => (next.picks.includes(i) ? { ...c, faceUp: false } : c));
  return { ...next, cards, picks: [], flipBackMs: null };
}
