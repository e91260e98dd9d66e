import { randomUUID } from 'node:crypto';
import type { UserRole, UserStatus } from '@esdc/core/user';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import type { TableWrite } from '../db/write-observer.ts';

/** What a verified session tells about its user. */
export interface SessionUser {
  id: number;
  email: string;
  username: string;
  name: string;
  role: UserRole;
  status: UserStatus;
  sid: string;
}

/**
 * Creates a server-side session (SPEC §3 Session; revocable per DESIGN).
 * @param ttlMs lifetime in ms
 * @returns the session id and its expiry (ISO-8601)
 */
export async function createSession(
  db: Kysely<DB>,
  input: { userId: number; now: Date; ttlMs: number; ip?: string; userAgent?: string },
): Promise<{ id: string; expiresAt: string }> {
  const id = randomUUID();
  const expiresAt = new Date(input.now.getTime() + input.ttlMs).toISOString();
  await db
    .insertInto('sessions')
    .values({
      id,
      user_id: input.userId,
      created_at: input.now.toISOString(),
      expires_at: expiresAt,
      revoked_at: null,
      ip: input.ip ?? null,
      user_agent: input.userAgent?.slice(0, 300) ?? null,
    })
    .execute();
  return { id, expiresAt };
}

/** Why a session of a suspended or inactive account was refused: its status and the suspension reason, if any. */
export interface RefusedAccount {
  status: 'suspended' | 'inactive';
  suspensionReason: string | null;
}

/**
 * Finds a live session with its user: not revoked, not expired, user active or pending.
 * @returns the user; `{ refused }` when the session is (or was) one of an account now suspended or inactive (the caller
 *   answers 401 saying why); null when the session is otherwise unusable (the caller answers 401)
 */
export async function findLiveSession(db: Kysely<DB>, sid: string, now: Date): Promise<SessionUser | { refused: RefusedAccount } | null> {
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select([
      'users.id',
      'users.email',
      'users.username',
      'users.name',
      'users.role',
      'users.status',
      'users.suspension_reason',
      'users.deleted_at',
      'sessions.expires_at',
      'sessions.revoked_at',
    ])
    .where('sessions.id', '=', sid)
    .executeTakeFirst();
  if (!row || row.expires_at <= now.toISOString()) return null;
  // Suspension and deactivation revoke the sessions; their holder is told why (SPEC §8 Login failure).
  if ((row.status === 'suspended' || row.status === 'inactive') && !row.deleted_at) {
    return { refused: { status: row.status, suspensionReason: row.status === 'suspended' ? row.suspension_reason : null } };
  }
  if (row.revoked_at || row.status === 'suspended' || row.status === 'inactive') return null;
  return { id: row.id, email: row.email, username: row.username, name: row.name, role: row.role, status: row.status, sid };
}

/** Revokes one session (logout). */
export async function revokeSession(db: Kysely<DB>, sid: string, now: Date): Promise<void> {
  await db.updateTable('sessions').set({ revoked_at: now.toISOString() }).where('id', '=', sid).where('revoked_at', 'is', null).execute();
}

/**
 * Revokes every session of a user, optionally keeping one (password change keeps the current one).
 */
export async function revokeUserSessions(db: Kysely<DB>, userId: number, now: Date, keepSid?: string): Promise<void> {
  let q = db.updateTable('sessions').set({ revoked_at: now.toISOString() }).where('user_id', '=', userId).where('revoked_at', 'is', null);
  if (keepSid) q = q.where('id', '!=', keepSid);
  await q.execute();
}

/**
 * Whether committed writes may have ended sessions: a session revoked, or a member's status (suspension, deletion)
 * changed. Live connections (notification streams, chat sockets) check their sessions again when this is true.
 * @param writes the writes of one committed statement or transaction
 */
export function mayEndSessions(writes: readonly TableWrite[]): boolean {
  return writes.some((w) => (w.table === 'sessions' || w.table === 'users') && (w.columns === null || w.columns.has('revoked_at') || w.columns.has('status')));
}
