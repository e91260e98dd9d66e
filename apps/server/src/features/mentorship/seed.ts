import { mentorApplicationSchema, mentorApplicationShape } from '@esdc/core/mentorship-schemas';
import { sql, type Kysely } from 'kysely';
import { z } from 'zod';
import type { DB } from '../../db/schema.ts';
import type { SeedOptions } from '../../feature-manifest.ts';
import { checkedAs, featureContentDir, loadContent, memberRef } from '../../platform/seed-content.ts';

/** Set once the demo mentors are loaded. */
const DEMO_MENTORS_FLAG = 'seed_demo_mentors_v1';

/** A demo mentor: a demo member (by username) and the application's fields, validated as the API does. */
const seedMentorSchema = z
  .object({ member: memberRef, ...mentorApplicationShape })
  .superRefine(checkedAs<{ member: string }>(mentorApplicationSchema, ({ member: _member, ...input }) => input));

/** The demo mentors (seed-content/mentors.json). */
const SEED_MENTORS = loadContent('mentors.json', seedMentorSchema, featureContentDir(import.meta.url, 'mentorship'));

/**
 * Loads the demo mentors (docs/requirements.md §2 Mentorship), approved, once per database (flag
 * {@link DEMO_MENTORS_FLAG}), after the demo members and technologies; a mentor whose member is missing is left out,
 * and so is a topic missing from the technologies.
 * @param db the database
 * @param opts the seeding clock
 * @returns whether they were loaded on this call
 */
export async function seedDemoMentors(db: Kysely<DB>, { now }: SeedOptions): Promise<boolean> {
  const flags = await db.selectFrom('app_settings').select('key').where('key', 'in', ['seed_demo_v1', DEMO_MENTORS_FLAG]).execute();
  if (!flags.some((f) => f.key === 'seed_demo_v1') || flags.some((f) => f.key === DEMO_MENTORS_FLAG)) return false;
  const at = now.toISOString();
  await db.transaction().execute(async (trx) => {
    const users = await trx
      .selectFrom('users')
      .select(['id', 'username'])
      .where(
        'username',
        'in',
        SEED_MENTORS.map((m) => m.member),
      )
      .execute();
    const userId = new Map(users.map((u) => [u.username, u.id]));
    const techs = await trx
      .selectFrom('technologies')
      .select(['id', sql<string>`lower(name)`.as('key')])
      .execute();
    const techId = new Map(techs.map((t) => [t.key, t.id]));
    for (const item of SEED_MENTORS) {
      const user = userId.get(item.member);
      if (user === undefined) continue;
      const mentor = await trx
        .insertInto('mentors')
        .values({
          user_id: user,
          bio: item.bio,
          time_zone: item.time_zone,
          session_minutes: item.session_minutes,
          status: 'approved',
          decided_by: null,
          decided_at: at,
          created_at: at,
          updated_at: at,
        })
        .onConflict((oc) => oc.column('user_id').doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!mentor) continue;
      const topics = [...new Set(item.topics.map((t) => techId.get(t.toLowerCase())).filter((id) => id !== undefined))];
      if (topics.length)
        await trx
          .insertInto('mentor_topics')
          .values(topics.map((technology_id) => ({ mentor_id: mentor.id, technology_id })))
          .execute();
      await trx
        .insertInto('mentor_availability')
        .values(item.availability.map((w) => ({ mentor_id: mentor.id, weekday: w.weekday, start_time: w.start, end_time: w.end })))
        .execute();
    }
    await trx.insertInto('app_settings').values({ key: DEMO_MENTORS_FLAG, value: at }).execute();
  });
  return true;
}
