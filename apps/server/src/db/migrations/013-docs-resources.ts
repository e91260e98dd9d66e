import type { Kysely } from 'kysely';
import type { Engine } from '../client.ts';

/**
 * 013: documentation articles, learning resources and uploaded files (SPEC §2 Documentation, Resources).
 * - `doc_articles`: one row per article, `slug` unique (its address /docs/{slug}); `group` one of the four sidebar
 *   groups, `position` the order within it; `content` the markdown source and `content_html` the same rendered and
 *   sanitised when it is saved (readers get only the HTML); `updated_by` who saved it last (null for the seed).
 * - `files`: an uploaded file (PDF, ZIP, plain text or an image, its type sniffed from its bytes), stored in the media
 *   storage under `<storage_key>/file.<ext>`; `user_id` the uploader (null once they delete their account).
 * - `resources`: a link (`url`) or a file (`file_id`, which goes with the resource) in one of the five categories.
 */
export function migration013(engine: Engine) {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the schema types exist
  type AnyDb = Kysely<any>;
  const id = (db: AnyDb, table: string) =>
    engine === 'postgres'
      ? db.schema.createTable(table).addColumn('id', 'serial', (c) => c.primaryKey())
      : db.schema.createTable(table).addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());

  return {
    async up(db: AnyDb): Promise<void> {
      await id(db, 'doc_articles')
        .addColumn('slug', 'text', (c) => c.notNull().unique())
        .addColumn('group', 'text', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('content', 'text', (c) => c.notNull())
        .addColumn('content_html', 'text', (c) => c.notNull())
        .addColumn('updated_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('doc_articles_group_idx').on('doc_articles').columns(['group', 'position', 'id']).execute();

      await id(db, 'files')
        .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('storage_key', 'text', (c) => c.notNull().unique())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('content_type', 'text', (c) => c.notNull())
        .addColumn('bytes', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('files_user_idx').on('files').column('user_id').execute();

      await id(db, 'resources')
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('category', 'text', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('url', 'text')
        .addColumn('file_id', 'integer', (c) => c.references('files.id').onDelete('set null'))
        .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('resources_category_idx').on('resources').columns(['category', 'id']).execute();
      await db.schema.createIndex('resources_file_idx').on('resources').column('file_id').execute();
    },
  };
}
