import type { UserRole, UserStatus } from '@esdc/core/user';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { AppError, taken, takenFieldOf, type TakenField } from '../../lib/app-error.ts';
import { recordAudit } from '../../platform/audit-log.ts';
import { newUserRow } from './new-user-row.ts';
import { hashPassword } from '../../platform/password.ts';

/** The `password_hash` of an account without a password (created through GitHub): no password matches it. */
export const NO_PASSWORD = '';

/**
 * The conflicts an email and a username would cause (SPEC §5 Registration conflicts): the email exactly, the
 * username case-insensitively, ignoring the user `exceptId`.
 * @returns the fields another user holds: 'email' and/or 'username', in that order (empty when none)
 */
export async function findTakenFields(
  db: Kysely<DB> | Transaction<DB>,
  fields: { email?: string; username?: string },
  exceptId?: number,
): Promise<TakenField[]> {
  const conflicts: TakenField[] = [];
  if (fields.email !== undefined) {
    let q = db.selectFrom('users').select('id').where('email', '=', fields.email);
    if (exceptId !== undefined) q = q.where('id', '!=', exceptId);
    if (await q.executeTakeFirst()) conflicts.push('email');
  }
  if (fields.username !== undefined) {
    let q = db
      .selectFrom('users')
      .select('id')
      .where(sql<string>`lower(username)`, '=', fields.username.toLowerCase());
    if (exceptId !== undefined) q = q.where('id', '!=', exceptId);
    if (await q.executeTakeFirst()) conflicts.push('username');
  }
  return conflicts;
}

/**
 * Turns a unique-index violation that lost a race (a concurrent write took the email or username) into the spec's 409.
 * @returns the error to throw: the 409, or `error` itself
 */
export function asTakenConflict(error: unknown): unknown {
  if (error instanceof AppError) return error;
  const field = takenFieldOf(error);
  return field ? taken([field]) : error;
}

/**
 * A new account as registration, the admin's Create or a first GitHub sign-in gives it (the password in clear: it is
 * hashed here; null for an account created through GitHub, which has no password until the member sets one; other
 * keys are ignored).
 */
export interface NewAccount {
  name: string;
  username: string;
  email: string;
  password: string | null;
  role: UserRole;
  status: UserStatus;
  github_username: string | null;
}

/**
 * Creates an account (SPEC §2 Register and Admin panel Create, §5 conflicts) and records `user.created` in the
 * same transaction, with `via` and the account's username, email, role and status as details.
 * @param audit - `via` ('registration' | 'admin' | 'github'); `actorId`, the admin acting, or null for the new user themself
 * @param now - the creation time; a registration or GitHub sign-in is also the new member's last activity
 * @param options.within - run the insert in this open transaction (and let its caller write more in it); default its own
 * @param options.onCreated - more to write in the same transaction, given the new id (the verification link and its message)
 * @returns the new user's id
 * @throws AppError 409 'Email already registered' (EMAIL_TAKEN) / 'Username already taken' (USERNAME_TAKEN) /
 *   'Validation failed: …' for both (CONFLICT, with details per field)
 */
export async function createAccount(
  db: Kysely<DB>,
  account: NewAccount,
  audit: { via: 'registration' | 'admin' | 'github'; actorId: number | null },
  now: Date,
  options: { within?: Transaction<DB>; onCreated?: (trx: Transaction<DB>, id: number) => Promise<unknown> } = {},
): Promise<number> {
  const { within, onCreated } = options;
  const conflicts = await findTakenFields(within ?? db, account);
  if (conflicts.length) throw taken(conflicts);
  const { name, username, email, role, status, github_username } = account;
  // NO_PASSWORD ('') matches no password: verifyPassword treats it as no stored hash.
  const passwordHash = account.password === null ? NO_PASSWORD : await hashPassword(account.password);
  const nowIso = now.toISOString();
  const insert = async (trx: Transaction<DB>) => {
    const row = await trx
      .insertInto('users')
      .values(
        newUserRow(
          { name, username, email, role, status, github_username, password_hash: passwordHash, last_active: audit.via === 'admin' ? null : nowIso },
          nowIso,
        ),
      )
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordAudit(trx, {
      actorId: audit.actorId ?? row.id,
      action: 'user.created',
      targetType: 'user',
      targetId: row.id,
      details: { via: audit.via, username, email, role, status },
      now,
    });
    await onCreated?.(trx, row.id);
    return row.id;
  };
  try {
    return within ? await insert(within) : await db.transaction().execute(insert);
  } catch (error) {
    throw asTakenConflict(error);
  }
}
