import { describe, expect, it } from 'vitest';
import { displayName, formatLongDate, formatShortDate, githubAvatarUrl, githubProfileUrl, initials, popupDisplayName } from './display.ts';

describe('initials', () => {
  it('takes the first letter of up to two words, upper-cased', () => {
    expect(initials('Ada Lovelace')).toBe('AL');
    expect(initials('grace brewster murray hopper')).toBe('GB');
    expect(initials('  ada   lovelace  ')).toBe('AL');
  });

  it('takes one letter from a single word', () => {
    expect(initials('ada')).toBe('A');
  });

  it('splits usernames on dots, dashes and underscores', () => {
    expect(initials('ada.lovelace')).toBe('AL');
    expect(initials('first_last-x')).toBe('FL');
  });

  it('handles non-ASCII letters', () => {
    expect(initials('émile zola')).toBe('ÉZ');
  });

  it("gives '?' when nothing is usable", () => {
    expect(initials('')).toBe('?');
    expect(initials('   ')).toBe('?');
    expect(initials(null)).toBe('?');
    expect(initials(undefined)).toBe('?');
  });
});

describe('popupDisplayName', () => {
  it('prefers the name', () => {
    expect(popupDisplayName({ name: 'Ada Lovelace', username: 'ada' })).toBe('Ada Lovelace');
  });

  it('falls back to the username when the name is missing or blank', () => {
    expect(popupDisplayName({ name: null, username: 'ada' })).toBe('ada');
    expect(popupDisplayName({ name: '   ', username: 'ada' })).toBe('ada');
  });

  it("falls back to 'User'", () => {
    expect(popupDisplayName({})).toBe('User');
    expect(popupDisplayName({ name: '', username: ' ' })).toBe('User');
    expect(popupDisplayName(null)).toBe('User');
    expect(popupDisplayName(undefined)).toBe('User');
  });
});

describe('displayName', () => {
  it('prefers the username', () => {
    expect(displayName({ username: 'ada', email: 'someone@example.com' })).toBe('ada');
  });

  it("falls back to the email's local part", () => {
    expect(displayName({ username: null, email: 'ada.lovelace@example.com' })).toBe('ada.lovelace');
    expect(displayName({ username: '  ', email: 'x@y.z' })).toBe('x');
  });

  it("falls back to 'User' without either", () => {
    expect(displayName({})).toBe('User');
  });
});

describe('formatShortDate and formatLongDate', () => {
  it('formats in US English, short month', () => {
    expect(formatShortDate('2026-11-22T10:00:00.000Z')).toBe('Nov 22, 2026');
    expect(formatShortDate('2024-02-29T00:00:00.000Z')).toBe('Feb 29, 2024');
  });

  it('uses UTC, so late-evening times keep their UTC day', () => {
    expect(formatShortDate('2026-01-01T23:59:59.000Z')).toBe('Jan 1, 2026');
  });

  it('formats in US English, long month', () => {
    expect(formatLongDate('2026-11-22T10:00:00.000Z')).toBe('November 22, 2026');
    expect(formatLongDate('2026-05-03T00:00:00.000Z')).toBe('May 3, 2026');
  });

  it("gives '' for a missing or unparsable date", () => {
    expect(formatShortDate(null)).toBe('');
    expect(formatShortDate('')).toBe('');
    expect(formatShortDate('not a date')).toBe('');
    expect(formatLongDate(undefined)).toBe('');
    expect(formatLongDate('31/12/2026')).toBe('');
  });
});

describe('GitHub links', () => {
  it('builds avatar and profile URLs, escaping the username', () => {
    expect(githubAvatarUrl('octocat')).toBe('https://github.com/octocat.png?size=160');
    expect(githubAvatarUrl('a b')).toBe('https://github.com/a%20b.png?size=160');
    expect(githubProfileUrl('octocat')).toBe('https://github.com/octocat');
  });

  it('has no avatar without a username', () => {
    expect(githubAvatarUrl(null)).toBeNull();
    expect(githubAvatarUrl('')).toBeNull();
  });
});
