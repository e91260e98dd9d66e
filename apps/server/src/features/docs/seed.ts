import type { DocGroup } from '@esdc/core/docs';
import { docCreateSchema } from '@esdc/core/doc-schemas';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { SeedOptions } from '../../feature-manifest.ts';
import { renderMarkdown } from '../../lib/markdown.ts';
import { featureContentDir, loadContent } from '../../platform/seed-content.ts';

/*
 * The documentation articles (SPEC §2 Documentation), written by the club for its members: real content, not demo data,
 * so they are loaded once per database whether or not the demo content is. Admins edit them
 * afterwards at /docs; deleting one does not bring it back.
 */

/** This feature's content folder (./seed-content when run from source). */
const CONTENT = featureContentDir(import.meta.url, 'docs');

/** Set once the articles are loaded. */
const DOCS_FLAG = 'seed_docs_v1';

/** One seeded article: the create fields, without the position (the articles' order within their group gives it). */
const docSchema = docCreateSchema.omit({ position: true });

/** The articles (seed-content/docs.json, bodies in seed-content/docs), in sidebar order within each group. */
export const SEED_DOCS = loadContent('docs.json', docSchema, CONTENT);

/**
 * Loads the documentation articles once per database (flag {@link DOCS_FLAG}); an article whose slug already exists
 * is left as it is.
 * @returns whether they were loaded on this call
 */
export async function seedDocs(db: Kysely<DB>, { now }: SeedOptions): Promise<boolean> {
  const flag = await db.selectFrom('app_settings').select('value').where('key', '=', DOCS_FLAG).executeTakeFirst();
  if (flag) return false;
  const nowIso = now.toISOString();
  await db.transaction().execute(async (trx) => {
    const existing = new Set((await trx.selectFrom('doc_articles').select('slug').execute()).map((d) => d.slug));
    const positions = new Map<DocGroup, number>();
    for (const doc of SEED_DOCS) {
      const position = positions.get(doc.group) ?? 0;
      positions.set(doc.group, position + 1);
      if (existing.has(doc.slug)) continue;
      await trx
        .insertInto('doc_articles')
        .values({
          slug: doc.slug,
          group: doc.group,
          title: doc.title,
          position,
          content: doc.content,
          content_html: renderMarkdown(doc.content),
          updated_by: null,
          created_at: nowIso,
          updated_at: nowIso,
        })
        .execute();
    }
    await trx.insertInto('app_settings').values({ key: DOCS_FLAG, value: nowIso }).execute();
  });
  return true;
}
