import { sql, type Kysely } from 'kysely';
import type { Engine } from '../client.ts';

/**
 * 002: the points ledger and the audit log (SPEC §4 User statuses, Points; SPEC §3 Points ledger and audit log).
 * Portable like 001: autoincrement integer ids, ISO-8601 text timestamps, JSON details as text.
 * Members who already hold points get an opening 'system' entry, so every balance is explained by the ledger.
 */
export function migration002(engine: Engine) {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the schema types exist
  type AnyDb = Kysely<any>;
  const id = (db: AnyDb, table: string) =>
    engine === 'postgres'
      ? db.schema.createTable(table).addColumn('id', 'serial', (c) => c.primaryKey())
      : db.schema.createTable(table).addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());

  return {
    async up(db: AnyDb): Promise<void> {
      await id(db, 'points_ledger')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('delta', 'integer', (c) => c.notNull())
        .addColumn('balance', 'integer', (c) => c.notNull())
        .addColumn('reason', 'text', (c) => c.notNull())
        .addColumn('source', 'text', (c) => c.notNull())
        .addColumn('actor_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('points_ledger_user_idx').on('points_ledger').columns(['user_id', 'created_at']).execute();
      await db.schema.createIndex('points_ledger_created_at_idx').on('points_ledger').column('created_at').execute();
      await db.schema.createIndex('points_ledger_actor_idx').on('points_ledger').column('actor_id').execute();

      await id(db, 'audit_log')
        .addColumn('actor_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('target_type', 'text', (c) => c.notNull())
        .addColumn('target_id', 'integer')
        .addColumn('details', 'text', (c) => c.notNull().defaultTo('{}'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('audit_log_created_at_idx').on('audit_log').columns(['created_at', 'id']).execute();
      await db.schema.createIndex('audit_log_target_idx').on('audit_log').columns(['target_type', 'target_id']).execute();
      await db.schema.createIndex('audit_log_actor_idx').on('audit_log').column('actor_id').execute();
      await db.schema.createIndex('audit_log_action_idx').on('audit_log').columns(['action', 'created_at']).execute();

      await sql`insert into points_ledger (user_id, delta, balance, reason, source, actor_id, created_at)
        select id, points, points, 'Opening balance', 'system', null, updated_at from users where points > 0`.execute(db);
    },
  };
}
