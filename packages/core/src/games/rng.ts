/**
 * Injected randomness for the game engines (SPEC §9 games; §4 Games). Engines never call
 * Math.random: they take an `Rng`, so the web app passes Math.random and tests pass a seeded source.
 */

/** A source of numbers in [0, 1), like Math.random. */
export type Rng = () => number;

/** A deterministic generator (mulberry32) for tests and replays: the same seed gives the same numbers. */
export function createSeededRng(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** An integer in [0, n) drawn from `rng` (clamped, so an rng returning 1 still stays in range). */
export function randomInt(rng: Rng, n: number): number {
  if (n <= 0) return 0;
  return Math.min(n - 1, Math.max(0, Math.floor(rng() * n)));
}

/** A shuffled copy of `items` (Fisher–Yates with the injected rng). */
export function shuffle<T>(items: readonly T[], rng: Rng): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = randomInt(rng, i + 1);
    const tmp = out[i] as T;
    out[i] = out[j] as T;
    out[j] = tmp;
  }
  return out;
}
