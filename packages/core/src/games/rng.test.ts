import { describe, expect, it } from 'vitest';
import { createSeededRng, randomInt, shuffle } from './rng.ts';

describe('injected randomness (SPEC §9 games)', () => {
  it('a seeded rng repeats for the same seed and stays in [0, 1)', () => {
    const a = createSeededRng(11);
    const b = createSeededRng(11);
    const xs = Array.from({ length: 100 }, () => a());
    expect(xs).toEqual(Array.from({ length: 100 }, () => b()));
    expect(xs.every((x) => x >= 0 && x < 1)).toBe(true);
    expect(createSeededRng(12)()).not.toBe(xs[0]);
  });

  it('randomInt maps [0, 1) onto 0..n-1, clamping an rng that returns 1', () => {
    expect(randomInt(() => 0, 7)).toBe(0);
    expect(randomInt(() => 0.5, 4)).toBe(2);
    expect(randomInt(() => 0.9999, 7)).toBe(6);
    expect(randomInt(() => 1, 7)).toBe(6);
    expect(randomInt(() => 0.5, 0)).toBe(0);
  });

  it('shuffle keeps every item, does not mutate, and depends on the rng', () => {
    const items = [1, 2, 3, 4, 5, 6, 7, 8];
    const out = shuffle(items, createSeededRng(3));
    expect([...out].sort()).toEqual(items);
    expect(items).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(shuffle(items, () => 0.999)).toEqual(items);
    expect(shuffle(items, () => 0)).toEqual([2, 3, 4, 5, 6, 7, 8, 1]);
  });
});
