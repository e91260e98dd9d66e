import { describe, expect, it } from 'vitest';
import { decodeTokenPayload, isTokenExpired, restoreSession, type SessionUser } from './session.ts';

const NOW_MS = Date.parse('2026-06-01T12:00:00.000Z');
const NOW_S = NOW_MS / 1000;

function base64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** An unsigned compact JWT with the given payload (the browser never verifies signatures). */
function token(payload: unknown): string {
  return `${base64Url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${base64Url(JSON.stringify(payload))}.c2lnbmF0dXJl`;
}

const claims = { sub: 'ada@example.com', username: 'ada', role: 'user', name: 'Ada Lövelace ✓', sid: 's-1', uid: 7 };
const user: SessionUser = { id: 7, email: 'ada@example.com', username: 'ada', role: 'user', name: 'Ada' };

describe('decodeTokenPayload', () => {
  it('reads the claims, including non-ASCII text', () => {
    expect(decodeTokenPayload(token({ ...claims, exp: NOW_S + 60 }))).toEqual({ ...claims, exp: NOW_S + 60 });
  });

  it('returns null for anything that is not a three-part JWT with a JSON object payload', () => {
    expect(decodeTokenPayload('')).toBeNull();
    expect(decodeTokenPayload('abc')).toBeNull();
    expect(decodeTokenPayload('a.b')).toBeNull();
    expect(decodeTokenPayload('a..c')).toBeNull();
    expect(decodeTokenPayload('a.%%%.c')).toBeNull();
    expect(decodeTokenPayload(`a.${base64Url('not json')}.c`)).toBeNull();
    expect(decodeTokenPayload(`a.${base64Url('42')}.c`)).toBeNull();
    expect(decodeTokenPayload(`a.${base64Url('null')}.c`)).toBeNull();
  });
});

describe('isTokenExpired', () => {
  it('is expired when exp is in the past or exactly now', () => {
    expect(isTokenExpired(token({ ...claims, exp: NOW_S - 1 }), NOW_MS)).toBe(true);
    expect(isTokenExpired(token({ ...claims, exp: NOW_S }), NOW_MS)).toBe(true);
  });

  it('is valid when exp is in the future', () => {
    expect(isTokenExpired(token({ ...claims, exp: NOW_S + 1 }), NOW_MS)).toBe(false);
  });

  it('counts a token without exp as valid', () => {
    expect(isTokenExpired(token(claims), NOW_MS)).toBe(false);
    expect(isTokenExpired(token({ ...claims, exp: null }), NOW_MS)).toBe(false);
  });

  it('counts an undecodable token or a non-numeric exp as expired', () => {
    expect(isTokenExpired('garbage', NOW_MS)).toBe(true);
    expect(isTokenExpired(token({ ...claims, exp: 'tomorrow' }), NOW_MS)).toBe(true);
  });
});

describe('restoreSession', () => {
  const live = token({ ...claims, exp: NOW_S + 3600 });

  it('restores a live token with parsable user data', () => {
    expect(restoreSession(live, JSON.stringify(user), NOW_MS)).toEqual({ token: live, user });
  });

  it('restores a token without exp', () => {
    const noExp = token(claims);
    expect(restoreSession(noExp, JSON.stringify(user), NOW_MS)?.token).toBe(noExp);
  });

  it('clears an expired token', () => {
    expect(restoreSession(token({ ...claims, exp: NOW_S - 10 }), JSON.stringify(user), NOW_MS)).toBeNull();
  });

  it('clears an undecodable token', () => {
    expect(restoreSession('not.a-token', JSON.stringify(user), NOW_MS)).toBeNull();
  });

  it('clears unparsable or incomplete user data', () => {
    expect(restoreSession(live, '{not json', NOW_MS)).toBeNull();
    expect(restoreSession(live, 'null', NOW_MS)).toBeNull();
    expect(restoreSession(live, '"ada"', NOW_MS)).toBeNull();
    expect(restoreSession(live, JSON.stringify({ username: 'ada', role: 'user' }), NOW_MS)).toBeNull();
    expect(restoreSession(live, JSON.stringify({ email: 'ada@example.com' }), NOW_MS)).toBeNull();
  });

  it('clears when the token or the user data is missing', () => {
    expect(restoreSession(null, JSON.stringify(user), NOW_MS)).toBeNull();
    expect(restoreSession('', JSON.stringify(user), NOW_MS)).toBeNull();
    expect(restoreSession(live, null, NOW_MS)).toBeNull();
    expect(restoreSession(live, '', NOW_MS)).toBeNull();
  });
});
