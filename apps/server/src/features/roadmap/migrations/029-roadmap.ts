import type { Kysely } from 'kysely';
import type { Engine } from '../../../db/client.ts';

/**
 * 029: the roadmap (docs/requirements.md §2 Roadmap; SPEC §4 Roadmap phases).
 * - `roadmap_items`: one row per item admins put on the roadmap: `title` (one line), `description` (plain text, may
 *   be empty), `phase` ('completed', 'in-progress' or 'planned'), `quarter` ('Q1 2026', or null), `created_at` and
 *   `updated_at` ISO-8601 UTC. Who added or changed it is in the audit log.
 * - `roadmap_votes`: one row per member and item (primary key both, so a member votes once, however many requests
 *   arrive at once); deleted with the item. An item's vote count is counted from these rows.
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
      await id(db, 'roadmap_items')
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull())
        .addColumn('phase', 'text', (c) => c.notNull())
        .addColumn('quarter', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('roadmap_votes')
        .addColumn('item_id', 'integer', (c) => c.notNull().references('roadmap_items.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('roadmap_votes_pk', ['item_id', 'user_id'])
        .execute();
      await db.schema.createIndex('roadmap_votes_user_idx').on('roadmap_votes').column('user_id').execute();
    },
  };
}
