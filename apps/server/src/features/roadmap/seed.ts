import { roadmapItemCreateSchema } from '@esdc/core/roadmap-schemas';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { SeedOptions } from '../../feature-manifest.ts';
import { daysAgo, featureContentDir, loadContent } from '../../platform/seed-content.ts';

/** Set once the roadmap's items are loaded. */
const ROADMAP_ITEMS_FLAG = 'seed_roadmap_items_v1';

/** A seeded item: the create fields (validated as the API does) and its age in days. */
const itemSchema = roadmapItemCreateSchema.extend({ daysAgo });

/** The roadmap's items (seed-content/roadmap-items.json): the four quarters of 2025, completed, in progress, planned. */
export const SEED_ROADMAP_ITEMS = loadContent('roadmap-items.json', itemSchema, featureContentDir(import.meta.url, 'roadmap'));

/**
 * Loads the roadmap's items (docs/requirements.md §2 Roadmap) once per database (flag {@link ROADMAP_ITEMS_FLAG}), so
 * a fresh install shows a roadmap; what admins later change or delete stays so.
 * @param db the database
 * @param opts the seeding clock: an item's age counts back from it
 * @returns whether they were loaded on this call
 */
export async function seedRoadmapItems(db: Kysely<DB>, { now }: SeedOptions): Promise<boolean> {
  if (await db.selectFrom('app_settings').select('key').where('key', '=', ROADMAP_ITEMS_FLAG).executeTakeFirst()) return false;
  await db.transaction().execute(async (trx) => {
    for (const item of SEED_ROADMAP_ITEMS) {
      const at = new Date(now.getTime() - item.daysAgo * 86_400_000).toISOString();
      await trx
        .insertInto('roadmap_items')
        .values({ title: item.title, description: item.description, phase: item.phase, quarter: item.quarter, created_at: at, updated_at: at })
        .execute();
    }
    await trx.insertInto('app_settings').values({ key: ROADMAP_ITEMS_FLAG, value: now.toISOString() }).execute();
  });
  return true;
}
