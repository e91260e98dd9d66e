import type { UserRole, UserStatus } from '@esdc/core/user';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../db/schema.ts';
import { AppError, taken, takenFieldOf, type TakenField } from '../lib/app-error.ts';
import { recordAudit } from './audit-log.ts';
import { newUserRow } from './new-user-row.ts';
import { hashPassword } from './password.ts';

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

/** A new account as registration or the admin's Create gives it (the password in clear: it is hashed here; other keys are ignored). */
export interface NewAccount {
  name: string;
  username: string;
  email: string;
  password: string;
  role: UserRole;
  status: UserStatus;
  github_username: string | null;
}

/**
 * Creates an account (SPEC §2 Register and Admin panel Create, §5 conflicts) and records `user.created` in the
 * same transaction, with `via` and the account's username, email, role and status as details.
 * @param audit - `via` ('registration' | 'admin'); `actorId`, the admin acting, or null for the new user themself
 * @param now - the creation time; a registration (`via: 'registration'`) is also the new member's last activity
 * @returns the new user's id
 * @throws AppError 409 'Email already registered' (EMAIL_TAKEN) / 'Username already taken' (USERNAME_TAKEN) /
 *   'Validation failed: …' for both (CONFLICT, with details per field)
 */
export async function createAccount(
  db: Kysely<DB>,
  account: NewAccount,
  audit: { via: 'registration' | 'admin'; actorId: number | null },
  now: Date,
): Promise<number> {
  const conflicts = await findTakenFields(db, account);
  if (conflicts.length) throw taken(conflicts);
  const { name, username, email, role, status, github_username } = account;
  const passwordHash = await hashPassword(account.password);
  const nowIso = now.toISOString();
  try {
    return await db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('users')
        .values(
          newUserRow(
            { name, username, email, role, status, github_username, password_hash: passwordHash, last_active: audit.via === 'registration' ? nowIso : null },
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
      return row.id;
    });
  } catch (error) {
    throw asTakenConflict(error);
  }
}
