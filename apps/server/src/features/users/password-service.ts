import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { hashPassword, verifyPassword } from '../../platform/password.ts';
import { revokeUserSessions } from '../../platform/sessions.ts';

/** 400 'Current password is incorrect' with code `WRONG_CURRENT_PASSWORD` (the web marks the field by the code). */
const wrongCurrentPassword = () => new AppError(400, 'WRONG_CURRENT_PASSWORD', 'Current password is incorrect');

/** Whether an error thrown by {@link changePassword} means the current password was wrong (what the throttle counts). */
export function isWrongCurrentPassword(error: unknown): boolean {
  return error instanceof AppError && error.code === 'WRONG_CURRENT_PASSWORD';
}

/**
 * Changes a member's own password (SPEC §5 Register form rules; DESIGN: a password change revokes
 * sessions): checks the current one, stores the new hash and revokes every other session of the member,
 * keeping the one that asked. The new hash is written only over the hash that was checked, so of concurrent
 * changes from the same current password exactly one succeeds (SPEC §4 Concurrency).
 * @param user the member and their current session id
 * @throws AppError 400 'Current password is incorrect' (WRONG_CURRENT_PASSWORD); 404 'User not found'. Nothing changes when it throws.
 */
export async function changePassword(
  db: Kysely<DB>,
  user: { id: number; sid: string },
  input: { current_password: string; new_password: string },
  now: Date,
): Promise<void> {
  const row = await db.selectFrom('users').select('password_hash').where('id', '=', user.id).executeTakeFirst();
  if (!row) throw notFound('User not found');
  if (!(await verifyPassword(row.password_hash, input.current_password))) throw wrongCurrentPassword();
  const passwordHash = await hashPassword(input.new_password);
  await db.transaction().execute(async (trx) => {
    // Write only over the hash that was checked: a concurrent change that committed first (same current
    // password, another new one) changed it, so this one is refused as a serial order would refuse it.
    const result = await trx
      .updateTable('users')
      .set({ password_hash: passwordHash, updated_at: now.toISOString() })
      .where('id', '=', user.id)
      .where('password_hash', '=', row.password_hash)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) throw wrongCurrentPassword();
    await revokeUserSessions(trx, user.id, now, user.sid);
  });
}
