import type { PublicUser, UserRole } from './user.ts';

/** Claims of the session token (SPEC §3 Session data; DESIGN API conventions). */
export interface TokenClaims {
  /** The user's email (token subject). */
  sub: string;
  username: string;
  role: UserRole;
  name: string;
  /** Server-side session id, revocable. */
  sid: string;
  /** User id. */
  uid: number;
  /** Expiry, seconds since the epoch. */
  exp?: number;
  iat?: number;
}

/**
 * Why a suspended or inactive account cannot sign in or keep its session (SPEC §8 Login failure): 'Your account has
 * been suspended' (with ': {reason}' when one was given) or 'Your account is inactive. Please contact an admin.'
 * @param status the account's status
 * @param reason the suspension reason, if any
 */
export function accountRefusalMessage(status: 'suspended' | 'inactive', reason: string | null): string {
  if (status === 'inactive') return 'Your account is inactive. Please contact an admin.';
  return reason ? `Your account has been suspended: ${reason}` : 'Your account has been suspended';
}

/**
 * What the browser keeps about the signed-in user (SPEC §3 Session data kept locally): these fields of the user
 * in the register/login answer (core `authAnswerSchema`).
 */
export type SessionUser = Pick<PublicUser, 'id' | 'email' | 'username' | 'role' | 'name'>;

function base64UrlDecode(segment: string): string {
  const padded = segment
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(segment.length / 4) * 4, '=');
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/**
 * Reads a JWT's payload without verifying it (the server verifies; the browser only reads claims).
 * @param token a compact JWT
 * @returns the payload object, or null when the token cannot be decoded
 */
export function decodeTokenPayload(token: string): Partial<TokenClaims> | null {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return null;
  try {
    const payload: unknown = JSON.parse(base64UrlDecode(parts[1]));
    return payload && typeof payload === 'object' ? (payload as Partial<TokenClaims>) : null;
  } catch {
    return null;
  }
}

/**
 * Session expiry rule (SPEC §4 Session): exp in the past is expired; no exp counts as valid;
 * an undecodable token counts as expired (SPEC §8).
 * @param token compact JWT
 * @param nowMs current time in ms
 */
export function isTokenExpired(token: string, nowMs: number): boolean {
  const payload = decodeTokenPayload(token);
  if (!payload) return true;
  if (payload.exp === undefined || payload.exp === null) return false;
  return typeof payload.exp !== 'number' || payload.exp * 1000 <= nowMs;
}

/**
 * Restores a session from storage (SPEC §4 Session): stored token and user data restore it;
 * an expired or undecodable token, or unparsable user data, clears it (returns null).
 * @param token stored token or null
 * @param userJson stored user data (JSON) or null
 * @param nowMs current time in ms
 */
export function restoreSession(token: string | null, userJson: string | null, nowMs: number): { token: string; user: SessionUser } | null {
  if (!token || !userJson) return null;
  if (isTokenExpired(token, nowMs)) return null;
  try {
    const user: unknown = JSON.parse(userJson);
    if (!user || typeof user !== 'object') return null;
    const u = user as Partial<SessionUser>;
    if (typeof u.email !== 'string' || typeof u.role !== 'string') return null;
    return { token, user: u as SessionUser };
  } catch {
    return null;
  }
}
