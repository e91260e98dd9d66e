import { resourceCategorySchema, resourceCreateSchema } from '@esdc/core/resource-schemas';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { DB } from '../../db/schema.ts';
import type { SeedOptions } from '../../feature-manifest.ts';
import { checkedAs, featureContentDir, loadContent } from '../../platform/seed-content.ts';

/*
 * The learning resources library (SPEC §2 Resources): links to the official documentation and the best
 * guides for each category, loaded once per database (real content, not demo data). Admins and moderators manage the
 * list afterwards at /resources.
 */

/** This feature's content folder (./seed-content when run from source). */
const CONTENT = featureContentDir(import.meta.url, 'resources');

/** Set once the resources are loaded. */
const RESOURCES_FLAG = 'seed_resources_v1';

/** One seeded link, checked as the API checks a new one. */
const resourceSchema = z
  .object({ title: z.string(), description: z.string(), category: resourceCategorySchema, url: z.string() })
  .superRefine(checkedAs(resourceCreateSchema, (r) => r));

/** The links (seed-content/resources.json), oldest first (the list shows the newest first). */
export const SEED_RESOURCES = loadContent('resources.json', resourceSchema, CONTENT);

/**
 * Loads the resources once per database (flag {@link RESOURCES_FLAG}); a link already listed is not added twice.
 * @returns whether they were loaded on this call
 */
export async function seedResources(db: Kysely<DB>, { now }: SeedOptions): Promise<boolean> {
  const flag = await db.selectFrom('app_settings').select('value').where('key', '=', RESOURCES_FLAG).executeTakeFirst();
  if (flag) return false;
  await db.transaction().execute(async (trx) => {
    const existing = new Set((await trx.selectFrom('resources').select('url').execute()).map((r) => r.url));
    for (const [i, r] of SEED_RESOURCES.entries()) {
      if (existing.has(r.url)) continue;
      const at = new Date(now.getTime() - (SEED_RESOURCES.length - i) * 60_000).toISOString();
      await trx
        .insertInto('resources')
        .values({
          title: r.title,
          description: r.description,
          category: r.category,
          kind: 'link',
          url: r.url,
          file_id: null,
          created_by: null,
          created_at: at,
          updated_at: at,
        })
        .execute();
    }
    await trx.insertInto('app_settings').values({ key: RESOURCES_FLAG, value: now.toISOString() }).execute();
  });
  return true;
}
