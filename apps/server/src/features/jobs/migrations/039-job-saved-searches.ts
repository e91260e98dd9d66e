import type { Kysely } from 'kysely';
import type { Engine } from '../../../db/client.ts';

/**
 * 039: jobs' saved searches (SPEC §2 Jobs): `job_saved_searches`, one row per filter a member saved: `type`
 * (internship, part-time, full-time) or null, `remote` 0/1 or null, `q` (search text, as typed) or null; null matches
 * every posting. Deleted with the member's account.
 */
export function migration039(engine: Engine) {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the schema types exist
  type AnyDb = Kysely<any>;
  return {
    async up(db: AnyDb): Promise<void> {
      const table =
        engine === 'postgres'
          ? db.schema.createTable('job_saved_searches').addColumn('id', 'serial', (c) => c.primaryKey())
          : db.schema.createTable('job_saved_searches').addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
      await table
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('type', 'text')
        .addColumn('remote', 'integer')
        .addColumn('q', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('job_saved_searches_user_idx').on('job_saved_searches').column('user_id').execute();
    },
  };
}
