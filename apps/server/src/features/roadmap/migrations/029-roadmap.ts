import type { Kysely } from 'kysely';
import type { Engine } from '../../../db/client.ts';

/**
 * 029: the entries posted to /roadmap (SPEC §2 Static pages).
 * - `roadmap_entries`: one row per entry a member posted: `title` (one line), `body` (plain text), `author_id` (null
 *   once the author deletes their account: entries are the club's content and stay), `created_at` ISO-8601 UTC. The
 *   list is newest first by id.
 */
export function migration029(engine: Engine) {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the schema types exist
  type AnyDb = Kysely<any>;
  const id = (db: AnyDb, table: string) =>
    engine === 'postgres'
      ? db.schema.createTable(table).addColumn('id', 'serial', (c) => c.primaryKey())
      : db.schema.createTable(table).addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());

  return {
    async up(db: AnyDb): Promise<void> {
      await id(db, 'roadmap_entries')
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('author_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('roadmap_entries_author_idx').on('roadmap_entries').column('author_id').execute();
    },
  };
}
