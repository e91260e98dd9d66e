/*
 * The teams feature's contract with the other features (docs/architecture.md, Layers and boundaries): what they may
 * use of it. Every other file of features/teams is private to it.
 */
import type { TeamRole } from '@esdc/core/team';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

/**
 * A member's role in a team (planning boards owned by a team, hackathon teams).
 * @param db the database or a transaction
 * @param teamId the team's id
 * @param userId the member's id
 * @returns 'lead', 'member', or null when they are not in the team (or the team does not exist)
 */
export async function teamRole(db: Kysely<DB>, teamId: number, userId: number): Promise<TeamRole | null> {
  const row = await db.selectFrom('team_members').select('role').where('team_id', '=', teamId).where('user_id', '=', userId).executeTakeFirst();
  return row?.role ?? null;
}

/**
 * Whether a team exists.
 * @param db the database or a transaction
 * @param teamId the team's id
 * @returns true when it does
 * @public (the planning feature's)
 */
export async function teamExists(db: Kysely<DB>, teamId: number): Promise<boolean> {
  return (await db.selectFrom('teams').select('id').where('id', '=', teamId).executeTakeFirst()) !== undefined;
}

/**
 * The ids of the teams a member belongs to (a member's boards: those of their teams).
 * @param db the database or a transaction
 * @param userId the member's id
 * @returns team ids, in no particular order
 * @public (the planning feature's)
 */
export async function teamIdsOf(db: Kysely<DB>, userId: number): Promise<number[]> {
  const rows = await db.selectFrom('team_members').select('team_id').where('user_id', '=', userId).execute();
  return rows.map((r) => r.team_id);
}

/** A team's name and members' ids, lead first (a team's planning board, features/planning). */
export { teamPeople } from './team-people.ts';
