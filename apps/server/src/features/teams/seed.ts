import { TEAM_FOCUS_AREAS } from '@esdc/core/team';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { z } from 'zod';
import type { DB } from '../../db/schema.ts';
import type { SeedOptions } from '../../feature-manifest.ts';
import { featureContentDir, loadContent, memberRef, memberRefs } from '../../platform/seed-content.ts';

/** Set once the demo teams are loaded. */
const DEMO_TEAMS_FLAG = 'seed_demo_teams_v1';

const teamSchema = z.object({
  name: z.string().min(2).max(60),
  description: z.string().max(1000),
  focus_area: z.enum(TEAM_FOCUS_AREAS),
  lead: memberRef,
  members: memberRefs,
});

/** The teams the landing's "Our Team" shows (seed-content/teams.json), in order. */
const SEED_TEAMS = loadContent('teams.json', teamSchema, featureContentDir(import.meta.url, 'teams'));

/**
 * Loads the three teams of the landing's "Our Team" (AI Assistant, Hardware, Web; docs/requirements.md §2 Teams)
 * once per database (flag {@link DEMO_TEAMS_FLAG}), after the demo members: the lead first, then the members, in
 * order. A team whose lead is missing or whose name is taken is left out, as is a missing member.
 * @param db the database
 * @param opts the seeding clock
 * @returns whether they were loaded on this call
 */
export async function seedDemoTeams(db: Kysely<DB>, { now }: SeedOptions): Promise<boolean> {
  const flags = await db.selectFrom('app_settings').select('key').where('key', 'in', ['seed_demo_v1', DEMO_TEAMS_FLAG]).execute();
  if (!flags.some((f) => f.key === 'seed_demo_v1') || flags.some((f) => f.key === DEMO_TEAMS_FLAG)) return false;
  await db.transaction().execute(async (trx) => {
    const users = await trx.selectFrom('users').select(['id', 'username']).where('deleted_at', 'is', null).execute();
    const userId = new Map(users.map((u) => [u.username, u.id]));
    for (const [position, team] of SEED_TEAMS.entries()) {
      const lead = userId.get(team.lead);
      if (lead === undefined) continue;
      const taken = await trx
        .selectFrom('teams')
        .select('id')
        .where(sql<string>`lower(name)`, '=', team.name.toLowerCase())
        .executeTakeFirst();
      if (taken) continue;
      // One second apart, so the members keep their order (joined_at).
      const at = (i: number) => new Date(now.getTime() + i * 1000).toISOString();
      const row = await trx
        .insertInto('teams')
        .values({ name: team.name, description: team.description, avatar: null, focus_area: team.focus_area, created_by: lead, position, created_at: at(0) })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('team_members')
        .values({ team_id: row.id, user_id: lead, role: 'lead', joined_at: at(0) })
        .execute();
      for (const [i, username] of team.members.entries()) {
        const member = userId.get(username);
        if (member === undefined || member === lead) continue;
        await trx
          .insertInto('team_members')
          .values({ team_id: row.id, user_id: member, role: 'member', joined_at: at(i + 1) })
          .execute();
      }
    }
    await trx.insertInto('app_settings').values({ key: DEMO_TEAMS_FLAG, value: now.toISOString() }).execute();
  });
  return true;
}
