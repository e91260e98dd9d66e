/**
 * Simon Says engine (SPEC §9 Simon Says, §4 Games): a pure, deterministic state machine. State in,
 * state out; time (elapsed ms) and randomness (`Rng`) are injected. The engine says which pad is lit
 * during playback; the web layer turns that into light and sound.
 */
import { randomInt, type Rng } from './rng.ts';

/** The four pads, in board order (SPEC §9 Simon Says: green, red, yellow, blue). */
export const SIMON_COLORS = ['green', 'red', 'yellow', 'blue'] as const;
/** Each pad's tone in Hz (the classic Simon notes). */
export const SIMON_TONES_HZ: Readonly<Record<SimonColor, number>> = { green: 415, red: 310, yellow: 252, blue: 209 };
/** Playback step at the start, in ms (SPEC §9 Simon Says: 600 ms). */
export const SIMON_START_STEP_MS = 600;
/** The step shortens by this many ms ... (SPEC §9 Simon Says: 50 ms) */
export const SIMON_STEP_DECREMENT_MS = 50;
/** ... every this many points (SPEC §9 Simon Says: every 5 points) ... */
export const SIMON_POINTS_PER_SPEEDUP = 5;
/** ... down to this many ms (SPEC §9 Simon Says: 200 ms). */
export const SIMON_MIN_STEP_MS = 200;
/** The sequence grows by this many steps per round (SPEC §9 Simon Says: +1 per round). */
export const SIMON_STEPS_PER_ROUND = 1;

/** A pad colour. */
export type SimonColor = (typeof SIMON_COLORS)[number];
/** Game states (SPEC §4 Games: not started, running, over). */
export type SimonStatus = 'idle' | 'running' | 'over';
/** While running: the sequence is being shown, or it is the player's turn. */
export type SimonPhase = 'playback' | 'input';

/** The whole game at one instant. */
export interface SimonState {
  readonly status: SimonStatus;
  readonly phase: SimonPhase;
  readonly sequence: readonly SimonColor[];
  /** How many steps of the sequence the player has repeated this round. */
  readonly inputIndex: number;
  /** Points: rounds completed. */
  readonly score: number;
  /** Time since this round's playback began. */
  readonly playbackMs: number;
  /** Running time of this game in ms. */
  readonly elapsedMs: number;
  /** The wrong press that ended the game. */
  readonly mistake: { readonly expected: SimonColor; readonly pressed: SimonColor } | null;
}

/**
 * Playback step for a score: 600 ms, 50 ms shorter for every 5 points, never below 200 ms
 * (SPEC §9 Simon Says).
 */
export function simonStepMs(score: number): number {
  return Math.max(SIMON_MIN_STEP_MS, SIMON_START_STEP_MS - SIMON_STEP_DECREMENT_MS * Math.floor(score / SIMON_POINTS_PER_SPEEDUP));
}

/** A random pad from the injected rng. */
export function randomSimonColor(rng: Rng): SimonColor {
  return SIMON_COLORS[randomInt(rng, SIMON_COLORS.length)] as SimonColor;
}

/**
 * When playback ends. Playback waits one step, then lights each pad for the first half of its step;
 * the player's turn begins when the last pad goes dark: step × (length + 0.5).
 */
export function simonPlaybackEndMs(state: Pick<SimonState, 'score' | 'sequence'>): number {
  const step = simonStepMs(state.score);
  return step * state.sequence.length + step / 2;
}

/** The pad lit by playback at this instant, with its position in the sequence; null between pads and outside playback. */
export function simonLitStep(state: SimonState): { readonly color: SimonColor; readonly index: number } | null {
  if (state.status !== 'running' || state.phase !== 'playback') return null;
  const step = simonStepMs(state.score);
  const t = state.playbackMs - step;
  if (t < 0) return null;
  const index = Math.floor(t / step);
  const color = state.sequence[index];
  if (color === undefined || t - index * step >= step / 2) return null;
  return { color, index };
}

/** A new game, not started. */
export function createSimon(): SimonState {
  return { status: 'idle', phase: 'playback', sequence: [], inputIndex: 0, score: 0, playbackMs: 0, elapsedMs: 0, mistake: null };
}

/** Starts the game (or Play Again): a one-step sequence, shown first. */
export function startSimon(state: SimonState, rng: Rng): SimonState {
  if (state.status === 'running') return state;
  return { ...createSimon(), status: 'running', sequence: [randomSimonColor(rng)] };
}

/** Advances time by `elapsedMs`: playback runs on, and hands over to the player when it ends. */
export function tickSimon(state: SimonState, elapsedMs: number): SimonState {
  if (state.status !== 'running') return state;
  const next = { ...state, elapsedMs: state.elapsedMs + elapsedMs };
  if (next.phase !== 'playback') return next;
  const playbackMs = next.playbackMs + elapsedMs;
  if (playbackMs >= simonPlaybackEndMs(next)) return { ...next, playbackMs, phase: 'input', inputIndex: 0 };
  return { ...next, playbackMs };
}

/**
 * The player presses a pad. Only counts on the player's turn. A wrong pad ends the game; the right one
 * advances, and completing the sequence scores a point and adds one step for the next round.
 */
export function pressSimon(state: SimonState, color: SimonColor, rng: Rng): SimonState {
  if (state.status !== 'running' || state.phase !== 'input') return state;
  const expected = state.sequence[state.inputIndex];
  if (expected === undefined) return state;
  if (color !== expected) return { ...state, status: 'over', mistake: { expected, pressed: color } };
  const inputIndex = state.inputIndex + 1;
  if (inputIndex < state.sequence.length) return { ...state, inputIndex };
  const added = Array.from({ length: SIMON_STEPS_PER_ROUND }, () => randomSimonColor(rng));
  return {
    ...state,
    score: state.score + 1,
    sequence: [...state.sequence, ...added],
    inputIndex: 0,
    phase: 'playback',
    playbackMs: 0,
  };
}
