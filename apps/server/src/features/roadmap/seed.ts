import { roadmapEntryCreateSchema } from '@esdc/core/roadmap-schemas';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { SeedOptions } from '../../feature-manifest.ts';
import { daysAgo, featureContentDir, loadContent, memberRef } from '../../platform/seed-content.ts';

/** Set once the demo entries of /roadmap are loaded. */
export const DEMO_ROADMAP_FLAG = 'seed_demo_roadmap_v1';

/** A demo entry: the create fields, its author (a demo member, by username) and its age in days. */
const entrySchema = roadmapEntryCreateSchema.extend({ author: memberRef, daysAgo });

/** The demo entries (seed-content/roadmap-entries.json), oldest first. */
export const SEED_ROADMAP_ENTRIES = loadContent('roadmap-entries.json', entrySchema, featureContentDir(import.meta.url, 'roadmap'));

/**
 * Loads the demo entries (SPEC §2 Static pages) once per database (flag {@link DEMO_ROADMAP_FLAG}), after the demo
 * members; an entry whose author is missing is left out.
 * @param db the database
 * @param opts the seeding clock: an entry's age counts back from it
 * @returns whether they were loaded on this call
 */
export async function seedDemoRoadmapEntries(db: Kysely<DB>, { now }: SeedOptions): Promise<boolean> {
  const flags = await db.selectFrom('app_settings').select('key').where('key', 'in', ['seed_demo_v1', DEMO_ROADMAP_FLAG]).execute();
  if (!flags.some((f) => f.key === 'seed_demo_v1') || flags.some((f) => f.key === DEMO_ROADMAP_FLAG)) return false;
  const authors = [...new Set(SEED_ROADMAP_ENTRIES.map((entry) => entry.author))];
  await db.transaction().execute(async (trx) => {
    const users = await trx.selectFrom('users').select(['id', 'username']).where('username', 'in', authors).execute();
    const userId = new Map(users.map((u) => [u.username, u.id]));
    for (const entry of SEED_ROADMAP_ENTRIES) {
      const author = userId.get(entry.author);
      if (author === undefined) continue;
      await trx
        .insertInto('roadmap_entries')
        .values({ title: entry.title, body: entry.body, author_id: author, created_at: new Date(now.getTime() - entry.daysAgo * 86_400_000).toISOString() })
        .execute();
    }
    await trx.insertInto('app_settings').values({ key: DEMO_ROADMAP_FLAG, value: now.toISOString() }).execute();
  });
  return true;
}
