import type { PlanningPerson } from '@esdc/core/planning-schemas';
import type { Db } from '../../db/db.ts';

/**
 * Members as boards and tasks show them (no email); deleted accounts are left out.
 * @param db the database or a transaction
 * @param userIds their ids
 * @returns by id
 */
export async function peopleById(db: Db, userIds: readonly number[]): Promise<Map<number, PlanningPerson>> {
  const ids = [...new Set(userIds)];
  const byId = new Map<number, PlanningPerson>();
  for (let i = 0; i < ids.length; i += 1000) {
    const rows = await db
      .selectFrom('users')
      .select(['id', 'name', 'username', 'avatar_url'])
      .where('id', 'in', ids.slice(i, i + 1000))
      .where('deleted_at', 'is', null)
      .execute();
    for (const r of rows) byId.set(r.id, { id: r.id, name: r.name, username: r.username, avatar_url: r.avatar_url });
  }
  return byId;
}
