import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, makeToken, publicUser, validToken } from '../test/fixtures';
import { configureApiClient } from './api-client';
import { currentToken, readStoredSession, SessionProvider, useSession, type SessionState } from './session';
import { readStorage, storageKeys, writeStorage } from './storage';

interface Call {
  path: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

/** Stubs `fetch`: records each call and answers with `answer`. */
function stubFetch(answer: (call: Call) => Response | Promise<Response>): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (input: URL | string, init: RequestInit = {}) => {
    const call = {
      path: new URL(String(input)).pathname,
      method: init.method ?? 'GET',
      headers: init.headers as Record<string, string>,
      body: init.body === undefined ? undefined : JSON.parse(String(init.body)),
    };
    calls.push(call);
    return answer(call);
  });
  return calls;
}

const anonymous: SessionState = { status: 'anonymous', token: null, user: null };

function renderSession(initial: SessionState = anonymous) {
  return renderHook(() => useSession(), {
    wrapper: ({ children }: { children: ReactNode }) => <SessionProvider initial={initial}>{children}</SessionProvider>,
  });
}

beforeEach(() => {
  // The client takes its token from the session, as main.tsx wires it.
  configureApiClient({ getToken: currentToken, onUnauthorized: () => {} });
  readStoredSession();
});

describe('readStoredSession', () => {
  it('restores a stored, unexpired session and hands its token to the API client', () => {
    const token = validToken();
    const user = { id: 7, email: 'ada@example.com', username: 'ada', role: 'user', name: 'Ada' };
    writeStorage(storageKeys.authToken, token);
    writeStorage(storageKeys.userData, JSON.stringify(user));
    expect(readStoredSession()).toEqual({ status: 'authenticated', token, user });
    expect(currentToken()).toBe(token);
  });

  it('clears an expired session from storage and starts signed out', () => {
    const nowMs = Date.UTC(2025, 0, 1);
    writeStorage(storageKeys.authToken, makeToken({ exp: nowMs / 1000 - 1 }));
    writeStorage(storageKeys.userData, JSON.stringify({ id: 7, email: 'ada@example.com', role: 'user' }));
    expect(readStoredSession(nowMs)).toEqual(anonymous);
    expect(readStorage(storageKeys.authToken)).toBeNull();
    expect(readStorage(storageKeys.userData)).toBeNull();
    expect(currentToken()).toBeNull();
  });

  it('clears a session whose user data cannot be read', () => {
    writeStorage(storageKeys.authToken, validToken());
    writeStorage(storageKeys.userData, '{not json');
    expect(readStoredSession().status).toBe('anonymous');
    expect(readStorage(storageKeys.authToken)).toBeNull();
  });
});

describe('SessionProvider', () => {
  it('signs in: posts the credentials, keeps token and user in storage, and becomes authenticated', async () => {
    const token = validToken();
    const calls = stubFetch(() => jsonResponse(200, { success: true, data: { token, user: publicUser({ role: 'moderator' }) } }));
    const { result } = renderSession();
    let user: unknown;
    await act(async () => {
      user = await result.current.login({ email: 'ada@example.com', password: 'correct horse' });
    });
    expect(calls).toEqual([
      expect.objectContaining({ path: '/api/user/login', method: 'POST', body: { email: 'ada@example.com', password: 'correct horse' } }),
    ]);
    const expected = { id: 7, email: 'ada@example.com', username: 'ada', role: 'moderator', name: 'Ada Lovelace' };
    expect(user).toEqual(expected);
    expect(result.current.status).toBe('authenticated');
    expect(result.current.user).toEqual(expected);
    expect(readStorage(storageKeys.authToken)).toBe(token);
    // Only the session fields are kept locally, not the whole profile.
    expect(JSON.parse(readStorage(storageKeys.userData) ?? 'null')).toEqual(expected);
    expect(currentToken()).toBe(token);
  });

  it('stays signed out when the server refuses the credentials, and passes its message on', async () => {
    stubFetch(() => jsonResponse(401, { success: false, message: 'Invalid email or password', error: { code: 'INVALID_CREDENTIALS' } }));
    const { result } = renderSession();
    await act(async () => {
      await expect(result.current.login({ email: 'ada@example.com', password: 'wrong' })).rejects.toMatchObject({ message: 'Invalid email or password' });
    });
    expect(result.current.status).toBe('anonymous');
    expect(readStorage(storageKeys.authToken)).toBeNull();
  });

  it('registers and signs in with the token the server returns', async () => {
    const token = validToken();
    const calls = stubFetch(() => jsonResponse(201, { success: true, data: { token, user: publicUser() } }));
    const { result } = renderSession();
    await act(async () => {
      await result.current.register({
        name: 'Ada Lovelace',
        username: 'ada',
        email: 'ada@example.com',
        password: 'correct horse',
        confirmPassword: 'correct horse',
      });
    });
    expect(calls[0]).toMatchObject({ path: '/api/user/register', method: 'POST' });
    expect(result.current.status).toBe('authenticated');
    expect(result.current.token).toBe(token);
  });

  it('asks to log in when registration answers without a token', async () => {
    stubFetch(() => jsonResponse(201, { success: true, data: { user: publicUser() } }));
    const { result } = renderSession();
    await act(async () => {
      await expect(
        result.current.register({
          name: 'Ada Lovelace',
          username: 'ada',
          email: 'ada@example.com',
          password: 'correct horse',
          confirmPassword: 'correct horse',
        }),
      ).rejects.toThrow('Registration successful. Please log in.');
    });
    expect(result.current.status).toBe('anonymous');
  });

  it('logs out on the server with the token, then clears the session', async () => {
    const token = validToken();
    writeStorage(storageKeys.authToken, token);
    writeStorage(storageKeys.userData, JSON.stringify({ id: 7, email: 'ada@example.com', username: 'ada', role: 'user', name: 'Ada' }));
    const initial = readStoredSession();
    const calls = stubFetch(() => jsonResponse(200, { success: true, data: null }));
    const { result } = renderSession(initial);
    await act(() => result.current.logout());
    expect(calls).toEqual([expect.objectContaining({ path: '/user/logout', method: 'POST' })]);
    expect(calls[0]!.headers.authorization).toBe(`Bearer ${token}`);
    expect(result.current).toMatchObject(anonymous);
    expect(readStorage(storageKeys.authToken)).toBeNull();
    expect(readStorage(storageKeys.userData)).toBeNull();
    expect(currentToken()).toBeNull();
  });

  it('clears the session on logout even when the server cannot be reached', async () => {
    writeStorage(storageKeys.authToken, validToken());
    writeStorage(storageKeys.userData, JSON.stringify({ id: 7, email: 'ada@example.com', username: 'ada', role: 'user', name: 'Ada' }));
    const initial = readStoredSession();
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    const { result } = renderSession(initial);
    await act(() => result.current.logout());
    expect(result.current.status).toBe('anonymous');
    expect(readStorage(storageKeys.authToken)).toBeNull();
  });

  it('replaces the stored user after a profile edit and keeps the token', async () => {
    const token = validToken();
    writeStorage(storageKeys.authToken, token);
    writeStorage(storageKeys.userData, JSON.stringify({ id: 7, email: 'ada@example.com', username: 'ada', role: 'user', name: 'Ada' }));
    const { result } = renderSession(readStoredSession());
    act(() => result.current.updateUser({ id: 7, email: 'ada@example.org', username: 'countess', role: 'user', name: 'Ada King' }));
    const expected = { id: 7, email: 'ada@example.org', username: 'countess', role: 'user', name: 'Ada King' };
    expect(result.current.user).toEqual(expected);
    expect(result.current.token).toBe(token);
    expect(JSON.parse(readStorage(storageKeys.userData) ?? 'null')).toEqual(expected);
  });

  it('refuses to be used outside its provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useSession())).toThrow('useSession must be used inside SessionProvider');
  });
});
