import { WRONG_DELETION_PASSWORD, type AccountProjectChoice } from '@esdc/core/account-data';
import { removesLastActiveAdmin } from '@esdc/core/user-status';
import type { Database } from '../../db/client.ts';
import { forUpdate } from '../../db/row-lock.ts';
import { AppError, badRequest, notFound } from '../../lib/app-error.ts';
import type { Eraser } from '../../platform/account-data/account-data-entry.ts';
import { eraseAccount } from '../../platform/account-data/erase-account.ts';
import { lockAdminsAndTarget, otherActiveAdmins } from './admin-lock.ts';
import type { MediaStorage } from '../../platform/media-storage.ts';
import { verifyPassword } from '../../platform/password.ts';

/** 400 'Password is incorrect' with code `WRONG_PASSWORD` (the web marks the password field by the code). */
const wrongPassword = () => new AppError(400, 'WRONG_PASSWORD', WRONG_DELETION_PASSWORD, [{ path: 'password', message: WRONG_DELETION_PASSWORD }]);

/** Whether an error thrown by {@link deleteOwnAccount} means the password was wrong (what the sign-in throttle counts). */
export function isWrongDeletionPassword(error: unknown): boolean {
  return error instanceof AppError && error.code === 'WRONG_PASSWORD';
}

/**
 * Deletes the signed-in member's own account (SPEC §2 Your data) once their password is re-entered: in one transaction,
 * every session is deleted, personal data is erased, the projects are deleted
 * or kept under 'Former member' as chosen, and the row stays as a tombstone keeping the points ledger
 * (`platform/account-data/erase-account.ts`). The password is checked first, then again inside the transaction
 * against the locked row (a password changed meanwhile refuses the deletion).
 * The member's uploaded images' files are deleted from `media` once the deletion has committed.
 * @param erasers every feature's part of a deletion, in order (`ctx.accountData.erasers`)
 * @throws AppError 400 'Password is incorrect' (WRONG_PASSWORD); 400 'Cannot delete the last active admin'
 *   (the rule of the admin panel); 404 'User not found'. Nothing changes when it throws.
 */
export async function deleteOwnAccount(
  database: Database,
  media: MediaStorage,
  erasers: readonly Eraser[],
  userId: number,
  input: { password: string; projects: AccountProjectChoice },
  now: Date,
): Promise<void> {
  const row = await database.db.selectFrom('users').select('password_hash').where('id', '=', userId).where('deleted_at', 'is', null).executeTakeFirst();
  if (!row) throw notFound('User not found');
  if (!(await verifyPassword(row.password_hash, input.password))) throw wrongPassword();
  const objects = await database.db.transaction().execute(async (trx) => {
    const activeAdmins = await lockAdminsAndTarget(trx, database.engine, userId);
    const current = await forUpdate(
      trx.selectFrom('users').select(['role', 'status', 'password_hash']).where('id', '=', userId).where('deleted_at', 'is', null),
      database.engine,
    ).executeTakeFirst();
    if (!current) throw notFound('User not found');
    if (current.password_hash !== row.password_hash) throw wrongPassword();
    if (removesLastActiveAdmin(current, null, otherActiveAdmins(activeAdmins, userId))) throw badRequest('Cannot delete the last active admin');
    return eraseAccount(trx, { userId, projects: input.projects, via: 'self', actorId: userId, now, engine: database.engine, erasers });
  });
  await media.delete(objects);
}
