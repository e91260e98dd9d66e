import { renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_FRAME_MS, useFixedStepLoop, type FixedStepLoopOptions } from './use-fixed-step-loop';

/*
 * The display is stubbed at the browser boundary: requestAnimationFrame queues callbacks that `frameAt(t)` runs
 * as the browser would at time t, and performance.now() reads the same clock.
 */
let clock = 0;
let queued = new Map<number, FrameRequestCallback>();
let nextId = 1;
const cancelled: number[] = [];

/** Runs the pending animation frame at time `t` (ms). */
function frameAt(t: number): void {
  clock = t;
  const pending = queued;
  queued = new Map();
  for (const callback of pending.values()) callback(t);
}

/** Runs frames every `intervalMs` from the current time until `untilMs`. */
function framesEvery(intervalMs: number, untilMs: number): void {
  for (let t = clock + intervalMs; t <= untilMs; t += intervalMs) frameAt(t);
}

beforeEach(() => {
  clock = 1000;
  queued = new Map();
  nextId = 1;
  cancelled.length = 0;
  vi.spyOn(performance, 'now').mockImplementation(() => clock);
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
    const id = nextId++;
    queued.set(id, callback);
    return id;
  });
  vi.stubGlobal('cancelAnimationFrame', (id: number) => {
    cancelled.push(id);
    queued.delete(id);
  });
});

/** Mounts the loop, recording every step and frame in order. */
function mountLoop(options: Partial<FixedStepLoopOptions> = {}) {
  const log: string[] = [];
  const steps: number[] = [];
  const props: FixedStepLoopOptions = {
    active: true,
    stepMs: 10,
    onStep: (ms) => {
      steps.push(ms);
      log.push('step');
    },
    onFrame: () => log.push('frame'),
    ...options,
  };
  const view = renderHook((p: FixedStepLoopOptions) => useFixedStepLoop(p), { initialProps: props });
  return { ...view, props, steps, log };
}

describe('useFixedStepLoop', () => {
  it('does nothing while inactive', () => {
    const { steps, log } = mountLoop({ active: false });
    expect(queued.size).toBe(0);
    frameAt(2000);
    expect(steps).toEqual([]);
    expect(log).toEqual([]);
  });

  it('advances in whole steps of stepMs and carries the remainder to the next frame', () => {
    const { steps } = mountLoop({ stepMs: 10 });
    frameAt(1016); // 16 ms: one step, 6 ms carried
    expect(steps).toEqual([10]);
    frameAt(1032); // 22 ms: two steps, 2 ms carried
    expect(steps).toHaveLength(3);
    frameAt(1040); // 10 ms: one step
    expect(steps).toHaveLength(4);
    frameAt(1041); // 1 ms: none yet
    expect(steps).toHaveLength(4);
  });

  it('counts time from when the loop starts, not from its first frame', () => {
    const { steps } = mountLoop({ stepMs: 10 });
    frameAt(1030);
    expect(steps).toHaveLength(3);
  });

  it('runs the game at the same speed on a 60 Hz, a 120 Hz and a throttled 30 Hz display', () => {
    // Frame intervals of 16, 8 and 33 ms, over the same 1056 ms: 211 steps of 5 ms each time.
    const counts = [16, 8, 33].map((interval) => {
      clock = 1000;
      const loop = mountLoop({ stepMs: 5 });
      framesEvery(interval, 2056);
      loop.unmount();
      return loop.steps.length;
    });
    expect(counts).toEqual([211, 211, 211]);
  });

  it(`counts a stalled frame (a background tab) as at most ${MAX_FRAME_MS} ms, so the game never jumps ahead`, () => {
    const { steps } = mountLoop({ stepMs: 10 });
    frameAt(1000 + 60_000);
    expect(steps).toHaveLength(MAX_FRAME_MS / 10);
  });

  it('ignores a clock that goes backwards', () => {
    const { steps } = mountLoop({ stepMs: 10 });
    frameAt(995);
    expect(steps).toEqual([]);
    frameAt(1005);
    expect(steps).toHaveLength(1);
  });

  it('draws once per animation frame, after that frame’s steps, even when no step was due', () => {
    const { log } = mountLoop({ stepMs: 10 });
    frameAt(1025);
    frameAt(1026);
    expect(log).toEqual(['step', 'step', 'frame', 'frame']);
  });

  it('uses the latest callbacks without restarting, so accumulated time is kept', () => {
    const { rerender, props, steps } = mountLoop({ stepMs: 10 });
    frameAt(1015); // one step, 5 ms carried
    const later: number[] = [];
    rerender({ ...props, onStep: (ms) => later.push(ms) });
    frameAt(1020); // 5 + 5 ms: one step, by the new callback
    expect(steps).toHaveLength(1);
    expect(later).toEqual([10]);
  });

  it('stops when it becomes inactive and when it unmounts', () => {
    const { rerender, props, steps, unmount } = mountLoop({ stepMs: 10 });
    frameAt(1010);
    expect(steps).toHaveLength(1);
    rerender({ ...props, active: false });
    expect(cancelled).toHaveLength(1);
    expect(queued.size).toBe(0);
    frameAt(2000);
    expect(steps).toHaveLength(1);

    rerender({ ...props, active: true }); // resumes from now: the paused time is not made up
    frameAt(2010);
    expect(steps).toHaveLength(2);
    unmount();
    expect(queued.size).toBe(0);
    frameAt(3000);
    expect(steps).toHaveLength(2);
  });
});
