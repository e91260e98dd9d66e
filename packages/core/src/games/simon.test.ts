import { describe, expect, it } from 'vitest';
import { createSeededRng } from './rng.ts';
import {
  createSimon,
  pressSimon,
  SIMON_COLORS,
  SIMON_MIN_STEP_MS,
  SIMON_POINTS_PER_SPEEDUP,
  SIMON_START_STEP_MS,
  SIMON_STEP_DECREMENT_MS,
  SIMON_STEPS_PER_ROUND,
  SIMON_TONES_HZ,
  simonLitStep,
  simonPlaybackEndMs,
  simonStepMs,
  startSimon,
  tickSimon,
  type SimonState,
} from './simon.ts';

const zero = () => 0; // always green

/** A game on the player's turn with a given sequence and score. */
function yourTurn(overrides: Partial<SimonState>): SimonState {
  return { ...startSimon(createSimon(), zero), phase: 'input', ...overrides };
}

/** Repeats the whole sequence correctly. */
function repeatAll(state: SimonState): SimonState {
  return state.sequence.reduce((s, color) => pressSimon(s, color, zero), state);
}

describe('simon constants (SPEC §9 Simon Says)', () => {
  it('pins the spec numbers', () => {
    expect(SIMON_COLORS).toEqual(['green', 'red', 'yellow', 'blue']);
    expect(Object.keys(SIMON_TONES_HZ).sort()).toEqual(['blue', 'green', 'red', 'yellow']);
    expect({ SIMON_START_STEP_MS, SIMON_STEP_DECREMENT_MS, SIMON_POINTS_PER_SPEEDUP, SIMON_MIN_STEP_MS, SIMON_STEPS_PER_ROUND }).toEqual({
      SIMON_START_STEP_MS: 600,
      SIMON_STEP_DECREMENT_MS: 50,
      SIMON_POINTS_PER_SPEEDUP: 5,
      SIMON_MIN_STEP_MS: 200,
      SIMON_STEPS_PER_ROUND: 1,
    });
  });

  it('gives every pad a distinct tone', () => {
    expect(new Set(Object.values(SIMON_TONES_HZ)).size).toBe(4);
  });

  it.each([
    [0, 600],
    [4, 600],
    [5, 550],
    [9, 550],
    [10, 500],
    [35, 250],
    [40, 200],
    [45, 200],
    [100, 200],
  ])('playback step: 600 ms, −50 ms every 5 points, down to 200 ms: at %i points a step is %i ms', (score, ms) => {
    expect(simonStepMs(score)).toBe(ms);
  });
});

describe('start and playback', () => {
  it('starts with a one-step sequence from the rng, shown first', () => {
    const idle = createSimon();
    expect(idle.status).toBe('idle');
    expect(tickSimon(idle, 1000)).toBe(idle);
    const s = startSimon(idle, () => 0.8);
    expect(s.status).toBe('running');
    expect(s.phase).toBe('playback');
    expect(s.sequence).toEqual(['blue']);
    expect(s.score).toBe(0);
  });

  it('waits a step, lights each pad for half a step, then hands over to the player', () => {
    let s: SimonState = { ...startSimon(createSimon(), zero), sequence: ['red', 'blue'] };
    expect(simonPlaybackEndMs(s)).toBe(1500);
    s = tickSimon(s, 599);
    expect(simonLitStep(s)).toBeNull();
    s = tickSimon(s, 1);
    expect(simonLitStep(s)).toEqual({ color: 'red', index: 0 });
    s = tickSimon(s, 300);
    expect(simonLitStep(s)).toBeNull();
    s = tickSimon(s, 300);
    expect(simonLitStep(s)).toEqual({ color: 'blue', index: 1 });
    expect(s.phase).toBe('playback');
    s = tickSimon(s, 299);
    expect(s.phase).toBe('playback');
    s = tickSimon(s, 1);
    expect(s.phase).toBe('input');
    expect(simonLitStep(s)).toBeNull();
  });

  it('presses during playback are ignored', () => {
    const s = startSimon(createSimon(), zero);
    expect(pressSimon(s, 'green', zero)).toBe(s);
  });

  it('playback runs faster at 5 points', () => {
    let s: SimonState = { ...startSimon(createSimon(), zero), score: 5, sequence: ['green', 'red'] };
    s = tickSimon(s, 550);
    expect(simonLitStep(s)).toEqual({ color: 'green', index: 0 });
    s = tickSimon(s, 550);
    expect(simonLitStep(s)).toEqual({ color: 'red', index: 1 });
    expect(simonPlaybackEndMs(s)).toBe(1375);
  });
});

describe('rounds and scoring', () => {
  it('repeating the sequence scores a point and adds one step', () => {
    const s = repeatAll(yourTurn({ sequence: ['green', 'yellow'] }));
    expect(s.score).toBe(1);
    expect(s.sequence).toEqual(['green', 'yellow', 'green']);
    expect(s.phase).toBe('playback');
    expect(s.playbackMs).toBe(0);
    expect(s.status).toBe('running');
  });

  it('part of the sequence keeps the turn going', () => {
    const s = pressSimon(yourTurn({ sequence: ['green', 'yellow'] }), 'green', zero);
    expect(s.inputIndex).toBe(1);
    expect(s.phase).toBe('input');
    expect(s.score).toBe(0);
  });

  it('a full game: the sequence grows by one each round and speeds up at 5 points', () => {
    const rng = createSeededRng(5);
    let s = startSimon(createSimon(), rng);
    for (let round = 1; round <= 5; round += 1) {
      s = tickSimon(s, simonPlaybackEndMs(s));
      expect(s.phase).toBe('input');
      s = s.sequence.reduce((acc, color) => pressSimon(acc, color, rng), s);
      expect(s.sequence).toHaveLength(round + 1);
      expect(s.score).toBe(round);
    }
    expect(simonStepMs(s.score)).toBe(550);
  });
});

describe('wrong press', () => {
  it('one mistake ends the game and records it', () => {
    const s = pressSimon(yourTurn({ sequence: ['green', 'red'], score: 7 }), 'blue', zero);
    expect(s.status).toBe('over');
    expect(s.mistake).toEqual({ expected: 'green', pressed: 'blue' });
    expect(s.score).toBe(7);
    expect(pressSimon(s, 'green', zero)).toBe(s);
    expect(tickSimon(s, 1000)).toBe(s);
  });

  it('a mistake later in the sequence also ends it', () => {
    const s = pressSimon(pressSimon(yourTurn({ sequence: ['green', 'red'] }), 'green', zero), 'yellow', zero);
    expect(s.status).toBe('over');
    expect(s.mistake).toEqual({ expected: 'red', pressed: 'yellow' });
  });

  it('Play Again starts over from one step and no points', () => {
    const over: SimonState = { ...yourTurn({ sequence: ['green', 'red'], score: 9 }), status: 'over' };
    const again = startSimon(over, zero);
    expect(again.status).toBe('running');
    expect(again.score).toBe(0);
    expect(again.sequence).toHaveLength(1);
    expect(again.mistake).toBeNull();
  });
});
