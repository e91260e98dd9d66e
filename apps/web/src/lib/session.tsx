import type { AuthAnswer, PublicUser, RegisterInput, LoginInput } from '@esdc/core/user';
import { restoreSession, type SessionUser } from '@esdc/core/session';
import { createContext, useCallback, useContext, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { apiRequest } from './api-client';
import { useHydrated } from './hydration';
import { readStorage, removeStorage, storageKeys, writeStorage } from './storage';

/** The session as the app sees it (SPEC §4 Session). */
export interface SessionState {
  status: 'authenticated' | 'anonymous';
  token: string | null;
  user: SessionUser | null;
}

interface SessionApi extends SessionState {
  /** Signs in; resolves with the user, throws ApiError with the server's message (SPEC §8). */
  login: (input: LoginInput) => Promise<SessionUser>;
  /** Registers and signs in (SPEC §2 Register). */
  register: (input: RegisterInput) => Promise<SessionUser>;
  /** Keeps a session the server answered another way (a GitHub sign-in's code exchange). */
  adopt: (answer: AuthAnswer) => SessionUser;
  /** Calls the server, then clears the session whatever it answered (SPEC §8 Logout). */
  logout: () => Promise<void>;
  /** Clears the session locally (after a 401). */
  clear: () => void;
  /** Replaces the stored user's display fields after a profile edit. */
  updateUser: (user: Pick<PublicUser, 'name' | 'username' | 'email' | 'role' | 'id'>) => void;
}

const SessionContext = createContext<SessionApi | null>(null);

const ANONYMOUS: SessionState = { status: 'anonymous', token: null, user: null };

let current: SessionState = ANONYMOUS;

/**
 * Reads the stored session once at start-up, applying SPEC §4's restore rules (clearing what fails them),
 * and makes it the session the API client uses.
 */
export function readStoredSession(nowMs = Date.now()): SessionState {
  const restored = restoreSession(readStorage(storageKeys.authToken), readStorage(storageKeys.userData), nowMs);
  if (!restored) {
    removeStorage(storageKeys.authToken);
    removeStorage(storageKeys.userData);
    current = { status: 'anonymous', token: null, user: null };
  } else {
    current = { status: 'authenticated', token: restored.token, user: restored.user };
  }
  return current;
}

/** The current token, for the API client. */
export function currentToken(): string | null {
  return current.token;
}

function toSessionUser(u: PublicUser): SessionUser {
  return { id: u.id, email: u.email, username: u.username, role: u.role, name: u.name };
}

/** Provides the session to the app (signed out while a server-rendered page hydrates). */
export function SessionProvider({ initial, children }: { initial: SessionState; children: ReactNode }) {
  const [state, setState] = useState<SessionState>(initial);

  const store = useCallback((token: string, user: SessionUser) => {
    writeStorage(storageKeys.authToken, token);
    writeStorage(storageKeys.userData, JSON.stringify(user));
    const next: SessionState = { status: 'authenticated', token, user };
    current = next;
    setState(next);
  }, []);

  const clear = useCallback(() => {
    removeStorage(storageKeys.authToken);
    removeStorage(storageKeys.userData);
    const next: SessionState = { status: 'anonymous', token: null, user: null };
    current = next;
    setState(next);
  }, []);

  const login = useCallback(
    async (input: LoginInput) => {
      const result = await apiRequest<AuthAnswer>('/api/user/login', { method: 'POST', body: input });
      if (!result.data?.token) throw new Error('Login failed');
      const user = toSessionUser(result.data.user);
      store(result.data.token, user);
      return user;
    },
    [store],
  );

  const register = useCallback(
    async (input: RegisterInput) => {
      const result = await apiRequest<AuthAnswer>('/api/user/register', { method: 'POST', body: input });
      if (!result.data?.token) throw new Error('Registration successful. Please log in.');
      const user = toSessionUser(result.data.user);
      store(result.data.token, user);
      return user;
    },
    [store],
  );

  const adopt = useCallback(
    (answer: AuthAnswer) => {
      const user = toSessionUser(answer.user);
      store(answer.token, user);
      return user;
    },
    [store],
  );

  const logout = useCallback(async () => {
    try {
      await apiRequest('/user/logout', { method: 'POST', body: {} });
    } catch {
      // SPEC §8: logout errors are ignored; local data is cleared anyway
    }
    clear();
  }, [clear]);

  const updateUser = useCallback(
    (u: Pick<PublicUser, 'name' | 'username' | 'email' | 'role' | 'id'>) => {
      if (current.token) store(current.token, { id: u.id, email: u.email, username: u.username, role: u.role, name: u.name });
    },
    [store],
  );

  // A server-rendered page was rendered signed out: it hydrates signed out, then shows the member at once.
  const hydrated = useHydrated();
  const shown = hydrated ? state : ANONYMOUS;
  // <html data-session> says who is signed in; public/theme-init.js set it from storage before the first paint, so the
  // header showed no 'Sign in' to a member while the page hydrated. From here the app keeps it (before the browser
  // paints the change, so signing out never shows a frame without 'Sign in').
  useLayoutEffect(() => {
    if (!hydrated) return;
    if (state.status === 'authenticated') document.documentElement.dataset.session = 'authenticated';
    else delete document.documentElement.dataset.session;
  }, [hydrated, state.status]);
  const value = useMemo<SessionApi>(
    () => ({ ...shown, login, register, adopt, logout, clear, updateUser }),
    [shown, login, register, adopt, logout, clear, updateUser],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

/** The session and its actions. */
export function useSession(): SessionApi {
  const ctx = useContext(SessionContext);
  if (!ctx) throw new Error('useSession must be used inside SessionProvider');
  return ctx;
}
