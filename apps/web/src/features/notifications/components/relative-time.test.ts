import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from './relative-time';

const now = Date.parse('2026-11-24T12:00:00.000Z');
const ago = (seconds: number) => new Date(now - seconds * 1000).toISOString();

describe('formatRelativeTime', () => {
  it('reads like a person would say it', () => {
    expect(formatRelativeTime(ago(5), now)).toBe('just now');
    expect(formatRelativeTime(ago(90), now)).toBe('1 minute ago');
    expect(formatRelativeTime(ago(5 * 60), now)).toBe('5 minutes ago');
    expect(formatRelativeTime(ago(2 * 3600 + 10), now)).toBe('2 hours ago');
    expect(formatRelativeTime(ago(86_400 + 60), now)).toBe('yesterday');
    expect(formatRelativeTime(ago(3 * 86_400), now)).toBe('3 days ago');
    expect(formatRelativeTime(ago(8 * 86_400), now)).toBe('last week');
    expect(formatRelativeTime(ago(100 * 86_400), now)).toBe('3 months ago');
    expect(formatRelativeTime(ago(400 * 86_400), now)).toBe('last year');
  });

  it('never says "in the future" for a clock a little ahead, and is empty for a non-time', () => {
    expect(formatRelativeTime(new Date(now + 30_000).toISOString(), now)).toBe('just now');
    expect(formatRelativeTime('not a time', now)).toBe('');
  });
});
