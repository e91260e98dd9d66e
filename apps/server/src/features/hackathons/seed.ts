import { hackathonSettingsShape } from '@esdc/core/hackathon-schemas';
import { workshopMaterialInputSchema } from '@esdc/core/workshop-schemas';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { DB } from '../../db/schema.ts';
import type { SeedOptions } from '../../feature-manifest.ts';
import { featureContentDir, loadContent, memberRefs } from '../../platform/seed-content.ts';

/*
 * Demo hackathon and workshops (SPEC §2 Hackathons, §2 Workshops): the set-up of the demo events' hackathon (two
 * tracks, a rubric, judges) and the materials of two demo workshops, so a fresh install shows both areas working. The
 * events themselves are the events feature's demo content (features/events/seed-content/events.json), named by title.
 */

const CONTENT = featureContentDir(import.meta.url, 'hackathons');

/** Set once the demo set-up is loaded. */
const DEMO_HACKATHONS_FLAG = 'seed_demo_hackathons_v1';

/** A demo hackathon: the event's title, the API's set-up fields (judging closed, the deadline the event's end) and its judges. */
const seedHackathonSchema = z
  .object(hackathonSettingsShape)
  .omit({ submission_deadline: true, judging_open: true })
  .extend({ event: z.string(), judges: memberRefs });

/** A demo workshop: the event's title and its materials, as the API takes them. */
const seedWorkshopSchema = z.object({ event: z.string(), materials: z.array(workshopMaterialInputSchema) });

export const SEED_HACKATHONS = loadContent('hackathons.json', seedHackathonSchema, CONTENT);
export const SEED_WORKSHOPS = loadContent('workshops.json', seedWorkshopSchema, CONTENT);

/**
 * Loads the demo set-up once per database (flag {@link DEMO_HACKATHONS_FLAG}), after the demo events: an event missing
 * from the database is skipped, and so is a judge who is not an active demo member.
 * @returns whether it was loaded on this call
 */
export async function seedDemoHackathons(db: Kysely<DB>, { now }: SeedOptions): Promise<boolean> {
  const flags = await db.selectFrom('app_settings').select('key').where('key', 'in', ['seed_demo_v1', DEMO_HACKATHONS_FLAG]).execute();
  if (!flags.some((f) => f.key === 'seed_demo_v1') || flags.some((f) => f.key === DEMO_HACKATHONS_FLAG)) return false;
  const at = now.toISOString();
  await db.transaction().execute(async (trx) => {
    const eventId = async (title: string, category: 'Hackathon' | 'Workshop') =>
      (await trx.selectFrom('events').select('id').where('title', '=', title).where('category', '=', category).executeTakeFirst())?.id;
    for (const h of SEED_HACKATHONS) {
      const id = await eventId(h.event, 'Hackathon');
      if (id === undefined) continue;
      await trx
        .insertInto('hackathons')
        .values({
          event_id: id,
          tracks: JSON.stringify(h.tracks),
          rubric: JSON.stringify(h.rubric),
          team_size_min: h.team_size_min,
          team_size_max: h.team_size_max,
          submission_deadline: null,
          judging_open: 0,
          results_published_at: null,
          winner_points: h.winner_points,
          points_awarded_at: null,
          updated_at: at,
        })
        .execute();
      const judges =
        h.judges.length === 0 ? [] : await trx.selectFrom('users').select('id').where('username', 'in', h.judges).where('status', '=', 'active').execute();
      if (judges.length > 0)
        await trx
          .insertInto('hackathon_judges')
          .values(judges.map((j) => ({ event_id: id, user_id: j.id, created_at: at })))
          .execute();
    }
    for (const w of SEED_WORKSHOPS) {
      const id = await eventId(w.event, 'Workshop');
      if (id === undefined || w.materials.length === 0) continue;
      await trx
        .insertInto('workshop_materials')
        .values(w.materials.map((m, position) => ({ event_id: id, title: m.title, url: m.url, position, created_by: null, created_at: at })))
        .execute();
    }
    await trx.insertInto('app_settings').values({ key: DEMO_HACKATHONS_FLAG, value: at }).execute();
  });
  return true;
}
