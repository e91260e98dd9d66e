import { describe, expect, it } from 'vitest';
import { pausePlay, resumePlay, startOrReplay, togglePlayPause, type PlayStatus } from './play-state.ts';

const game = (status: PlayStatus) => ({ status, board: 'played' });
const fresh = () => ({ status: 'idle' as PlayStatus, board: 'fresh' });

describe('play states (SPEC §4 Games)', () => {
  it.each([
    ['idle', { status: 'running', board: 'played' }],
    ['over', { status: 'running', board: 'fresh' }],
  ] as const)('start from %s runs the board shown, or a fresh one after game over', (status, expected) => {
    expect(startOrReplay(game(status), fresh)).toEqual(expected);
  });

  it.each(['running', 'paused'] as const)('start while %s changes nothing', (status) => {
    const state = game(status);
    expect(startOrReplay(state, fresh)).toBe(state);
  });

  it.each([
    ['pausePlay', pausePlay, 'running', 'paused'],
    ['resumePlay', resumePlay, 'paused', 'running'],
    ['togglePlayPause', togglePlayPause, 'running', 'paused'],
    ['togglePlayPause', togglePlayPause, 'paused', 'running'],
  ] as const)('%s moves %s to %s', (_name, move, from, to) => {
    expect(move(game(from))).toEqual(game(to));
  });

  it.each([
    ['pausePlay', pausePlay, 'idle'],
    ['pausePlay', pausePlay, 'over'],
    ['resumePlay', resumePlay, 'running'],
    ['togglePlayPause', togglePlayPause, 'idle'],
    ['togglePlayPause', togglePlayPause, 'over'],
  ] as const)('%s leaves the state %s as it is', (_name, move, status) => {
    const state = game(status);
    expect(move(state)).toBe(state);
  });
});
