import { describe, expect, it } from 'vitest';
import { isAppPath } from './conversation';
import { replyParts } from './reply-parts';

describe('replyParts (SPEC §2 Chatbot widget: cited pages navigate in the app)', () => {
  it('links the app paths a reply names and keeps the rest as text', () => {
    expect(replyParts('The next event is Soldering 101 (/events/12). See /docs/installation/ too.')).toEqual([
      { kind: 'text', text: 'The next event is Soldering 101 (' },
      { kind: 'path', path: '/events/12' },
      { kind: 'text', text: '). See ' },
      { kind: 'path', path: '/docs/installation' },
      { kind: 'text', text: '/ too.' },
    ]);
  });

  it('leaves alone what only looks like a path', () => {
    const text = 'Use and/or a 3/4 inch bolt, not /no-such-page or //example.com.';
    expect(replyParts(text)).toEqual([{ kind: 'text', text }]);
  });

  it('links a path at the very start and one that ends the reply', () => {
    expect(replyParts('/leaderboard\nor /events')).toEqual([
      { kind: 'path', path: '/leaderboard' },
      { kind: 'text', text: '\nor ' },
      { kind: 'path', path: '/events' },
    ]);
  });
});

describe('isAppPath', () => {
  it('accepts a path of this site only', () => {
    expect(isAppPath('/events/12')).toBe(true);
    expect(isAppPath('//evil.example/x')).toBe(false);
    expect(isAppPath('https://evil.example')).toBe(false);
    expect(isAppPath('/\\evil.example')).toBe(false);
  });
});
