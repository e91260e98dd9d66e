import type { Db } from '../../db/db.ts';
import { notFound } from '../../lib/app-error.ts';

/**
 * Checks that a member exists, is active and is not erased, before another feature lists what is theirs (a member
 * page's events, certificates).
 * @param db the database or an open transaction
 * @param userId the member's id
 * @throws AppError 404 'User not found' (also a member who is not active, or an erased one)
 */
export async function requireActiveMember(db: Db, userId: number): Promise<void> {
  const user = await db
    .selectFrom('users')
    .select('id')
    .where('id', '=', userId)
    .where('status', '=', 'active')
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!user) throw notFound('User not found');
}
