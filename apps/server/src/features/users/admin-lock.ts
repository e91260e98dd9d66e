import type { Transaction } from 'kysely';
import type { Engine } from '../../db/client.ts';
import { forUpdate } from '../../db/row-lock.ts';
import type { DB } from '../../db/schema.ts';

/**
 * Locks the active admins' rows and the target user's row in one statement, in id order, and returns the
 * active admins' ids (as they are once the locks are held), so two admins demoting, suspending or deleting
 * each other at once cannot both succeed and leave no active admin.
 *
 * One statement, so that every caller takes its locks in the same (id) order: locking the target in a second
 * statement deadlocked on PostgreSQL (races.test.ts): a caller that had waited for an admin's row keeps
 * that row locked even when the admin no longer qualifies, then waits for the next admin's row, while a
 * caller that started later locked that next admin first and then waited for the target.
 * @param trx the open transaction
 * @param engine the database engine (for the row lock)
 * @param targetId the user the caller is about to change or delete
 * @returns the ids of the active admins, ascending
 */
export async function lockAdminsAndTarget(trx: Transaction<DB>, engine: Engine, targetId: number): Promise<number[]> {
  const rows = await forUpdate(
    trx
      .selectFrom('users')
      .select(['id', 'role', 'status'])
      .where((eb) => eb.or([eb.and([eb('role', '=', 'admin'), eb('status', '=', 'active')]), eb('id', '=', targetId)]))
      .orderBy('id'),
    engine,
  ).execute();
  return rows.filter((r) => r.role === 'admin' && r.status === 'active').map((r) => r.id);
}

/** How many of the locked active admins are not `id`. */
export const otherActiveAdmins = (activeAdmins: readonly number[], id: number) => activeAdmins.filter((adminId) => adminId !== id).length;
