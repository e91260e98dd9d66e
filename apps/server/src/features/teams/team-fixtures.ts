import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/db.ts';

/*
 * Teams made straight in the database, for tests and the authorization matrix.
 */

/**
 * Inserts a team led by `leadId`, with `memberIds` as members.
 * @returns the team's id
 */
export async function insertTeam(db: Db, leadId: number, now: Date, memberIds: readonly number[] = []): Promise<number> {
  const at = now.toISOString();
  const team = await db
    .insertInto('teams')
    .values({
      name: `Team ${randomBytes(6).toString('hex')}`,
      description: 'A test team',
      avatar: null,
      focus_area: 'Hardware',
      created_by: leadId,
      position: 0,
      created_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('team_members').values({ team_id: team.id, user_id: leadId, role: 'lead', joined_at: at }).execute();
  for (const id of memberIds) await db.insertInto('team_members').values({ team_id: team.id, user_id: id, role: 'member', joined_at: at }).execute();
  return team.id;
}

/**
 * Inserts a pending invitation of `userId` into a team.
 * @returns the invitation's id
 */
export async function insertInvitation(db: Db, teamId: number, userId: number, invitedBy: number | null, now: Date): Promise<number> {
  const row = await db
    .insertInto('team_invitations')
    .values({ team_id: teamId, user_id: userId, invited_by: invitedBy, status: 'pending', created_at: now.toISOString(), responded_at: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
