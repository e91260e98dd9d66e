/**
 * Game sounds through the Web Audio API (issue: Simon's tones, blips elsewhere). One shared
 * AudioContext, created on the first sound (always after a user gesture: a click or a key press).
 */
let context: AudioContext | null = null;

function audio(): AudioContext | null {
  if (typeof window === 'undefined' || typeof window.AudioContext !== 'function') return null;
  try {
    context ??= new window.AudioContext();
    if (context.state === 'suspended') void context.resume();
    return context;
  } catch {
    return null;
  }
}

/** Options of one tone. */
export interface ToneOptions {
  type?: OscillatorType;
  /** Peak gain, 0–1. */
  volume?: number;
}

/** Plays a tone of `frequency` Hz for `durationMs`, with a short fade so it does not click. */
export function playTone(frequency: number, durationMs: number, { type = 'sine', volume = 0.12 }: ToneOptions = {}): void {
  const ctx = audio();
  if (!ctx) return;
  const start = ctx.currentTime;
  const end = start + durationMs / 1000;
  const osc = ctx.createOscillator();
  const gain = ctx.createGain();
  osc.type = type;
  osc.frequency.setValueAtTime(frequency, start);
  gain.gain.setValueAtTime(0.0001, start);
  gain.gain.exponentialRampToValueAtTime(volume, start + 0.01);
  gain.gain.exponentialRampToValueAtTime(0.0001, end);
  osc.connect(gain).connect(ctx.destination);
  osc.start(start);
  osc.stop(end + 0.02);
}
