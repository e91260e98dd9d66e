import type { Db } from '../../db/db.ts';

/*
 * A team's name and members, as other features show them (docs/requirements.md §2 Teams; a team's planning board is
 * seen and edited by its members, §2 Planning). Offered through ./public.ts.
 */

/** A team as a board names it: its name and its members' ids (the lead first, then by when they joined). */
export interface TeamPeople {
  id: number;
  name: string;
  memberIds: number[];
}

/**
 * The name and members of some teams.
 * @param db the database or a transaction
 * @param teamIds the teams' ids (missing ones are left out)
 * @returns by team id
 */
export async function teamPeople(db: Db, teamIds: readonly number[]): Promise<Map<number, TeamPeople>> {
  const byId = new Map<number, TeamPeople>();
  const ids = [...new Set(teamIds)];
  if (ids.length === 0) return byId;
  const [teams, members] = await Promise.all([
    db.selectFrom('teams').select(['id', 'name']).where('id', 'in', ids).execute(),
    db.selectFrom('team_members').select(['team_id', 'user_id', 'role']).where('team_id', 'in', ids).orderBy('joined_at').orderBy('user_id').execute(),
  ]);
  for (const t of teams) byId.set(t.id, { id: t.id, name: t.name, memberIds: [] });
  for (const m of members.filter((x) => x.role === 'lead')) byId.get(m.team_id)?.memberIds.push(m.user_id);
  for (const m of members.filter((x) => x.role !== 'lead')) byId.get(m.team_id)?.memberIds.push(m.user_id);
  return byId;
}
