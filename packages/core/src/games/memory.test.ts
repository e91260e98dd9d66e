import { describe, expect, it } from 'vitest';
import {
  createMemory,
  flipMemoryCard,
  MEMORY_CARD_COUNT,
  MEMORY_ICONS,
  MEMORY_MISMATCH_MS,
  MEMORY_PAIRS,
  startMemory,
  tickMemory,
  type MemoryState,
} from './memory.ts';
import { createSeededRng } from './rng.ts';

const rng = createSeededRng(2024);

/** Indexes of the two cards showing `icon`. */
function pairOf(state: MemoryState, icon: string): [number, number] {
  const found = state.cards.flatMap((c, i) => (c.icon === icon ? [i] : []));
  return [found[0] as number, found[1] as number];
}

/** Two cards with different icons. */
function mismatch(state: MemoryState): [number, number] {
  const first = state.cards[0];
  const other = state.cards.findIndex((c) => c.icon !== first?.icon);
  return [0, other];
}

describe('memory constants (SPEC §9 Memory Match)', () => {
  it('pins the spec numbers', () => {
    expect(MEMORY_PAIRS).toBe(8);
    expect(MEMORY_CARD_COUNT).toBe(16);
    expect(MEMORY_ICONS).toHaveLength(8);
    expect(new Set(MEMORY_ICONS).size).toBe(8);
    expect(MEMORY_MISMATCH_MS).toBe(1000);
  });
});

describe('deal and start', () => {
  it('deals 16 face-down cards, two of each icon, not started', () => {
    const s = createMemory(rng);
    expect(s.status).toBe('idle');
    expect(s.cards).toHaveLength(16);
    expect(s.cards.every((c) => !c.faceUp && !c.matched)).toBe(true);
    for (const icon of MEMORY_ICONS) expect(s.cards.filter((c) => c.icon === icon)).toHaveLength(2);
    expect([s.moves, s.elapsedMs]).toEqual([0, 0]);
  });

  it('shuffles with the injected rng (same seed, same deal; different seeds differ)', () => {
    const a = createMemory(createSeededRng(1)).cards.map((c) => c.icon);
    const b = createMemory(createSeededRng(1)).cards.map((c) => c.icon);
    const c = createMemory(createSeededRng(99)).cards.map((x) => x.icon);
    expect(a).toEqual(b);
    expect(a).not.toEqual(c);
  });

  it('the clock does not run before the start', () => {
    const idle = createMemory(rng);
    expect(tickMemory(idle, 5000)).toBe(idle);
  });

  it('Start runs the dealt deck; the first flip also starts it', () => {
    const idle = createMemory(rng);
    const started = startMemory(idle, rng);
    expect(started.status).toBe('running');
    expect(started.cards).toBe(idle.cards);
    const flipped = flipMemoryCard(idle, 3);
    expect(flipped.status).toBe('running');
    expect(flipped.cards[3]?.faceUp).toBe(true);
    expect(flipped.moves).toBe(0);
  });
});

describe('turns, moves and the 1 s flip-back', () => {
  it('a matching pair stays face up and counts one move', () => {
    const s0 = startMemory(createMemory(rng), rng);
    const [a, b] = pairOf(s0, 'microchip');
    const s = flipMemoryCard(flipMemoryCard(s0, a), b);
    expect(s.moves).toBe(1);
    expect(s.matches).toBe(1);
    expect(s.cards[a]).toMatchObject({ faceUp: true, matched: true });
    expect(s.cards[b]).toMatchObject({ faceUp: true, matched: true });
    expect(s.picks).toEqual([]);
    expect(s.lastTurn).toBe('match');
  });

  it('a mismatch counts a move and flips back after exactly 1000 ms', () => {
    const s0 = startMemory(createMemory(rng), rng);
    const [a, b] = mismatch(s0);
    let s = flipMemoryCard(flipMemoryCard(s0, a), b);
    expect(s.moves).toBe(1);
    expect(s.lastTurn).toBe('mismatch');
    expect(s.flipBackMs).toBe(1000);
    s = tickMemory(s, 999);
    expect(s.cards[a]?.faceUp).toBe(true);
    expect(s.cards[b]?.faceUp).toBe(true);
    s = tickMemory(s, 1);
    expect(s.cards[a]?.faceUp).toBe(false);
    expect(s.cards[b]?.faceUp).toBe(false);
    expect(s.flipBackMs).toBeNull();
    expect(s.elapsedMs).toBe(1000);
  });

  it('ignores a third card while a mismatch shows, and a face-up card', () => {
    const s0 = startMemory(createMemory(rng), rng);
    const [a, b] = mismatch(s0);
    const shown = flipMemoryCard(flipMemoryCard(s0, a), b);
    const third = shown.cards.findIndex((_, i) => i !== a && i !== b);
    expect(flipMemoryCard(shown, third)).toBe(shown);
    const one = flipMemoryCard(s0, a);
    expect(flipMemoryCard(one, a)).toBe(one);
  });

  it('counts every turn as a move', () => {
    let s = startMemory(createMemory(rng), rng);
    const [a, b] = mismatch(s);
    for (let i = 0; i < 3; i += 1) s = tickMemory(flipMemoryCard(flipMemoryCard(s, a), b), MEMORY_MISMATCH_MS);
    expect(s.moves).toBe(3);
  });
});

describe('game over and play again', () => {
  it('ends when all 8 pairs are matched; time and moves stop', () => {
    let s = startMemory(createMemory(rng), rng);
    s = tickMemory(s, 1500);
    for (const icon of MEMORY_ICONS) {
      const [a, b] = pairOf(s, icon);
      s = tickMemory(flipMemoryCard(flipMemoryCard(s, a), b), 500);
    }
    expect(s.status).toBe('over');
    expect(s.moves).toBe(8);
    expect(s.matches).toBe(8);
    // The clock stopped at the last match: 1500 + 7 × 500.
    expect(s.elapsedMs).toBe(5000);
    expect(tickMemory(s, 1000)).toBe(s);
    expect(flipMemoryCard(s, 0)).toBe(s);
  });

  it('Play Again deals a new running game', () => {
    const over: MemoryState = { ...createMemory(rng), status: 'over', moves: 12, matches: 8, elapsedMs: 30_000 };
    const again = startMemory(over, rng);
    expect(again.status).toBe('running');
    expect([again.moves, again.matches, again.elapsedMs]).toEqual([0, 0, 0]);
    expect(again.cards.every((c) => !c.faceUp)).toBe(true);
  });
});
