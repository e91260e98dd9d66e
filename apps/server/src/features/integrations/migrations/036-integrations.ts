import type { Kysely } from 'kysely';
import type { Engine } from '../../../db/client.ts';

/**
 * 036: integrations (SPEC §2 Integrations).
 * - `integration_webhooks`: one Slack or Discord incoming webhook per `target` (unique): its `url`, the `events` it
 *   posts (core `WEBHOOK_EVENTS`, comma-separated in that order; '' for none) and `enabled` 0/1.
 * - `webhook_deliveries`: the queue of posts to a webhook, deleted with it: `kind` (an event or 'test'), `text` (the
 *   message), `link` (the in-app path it tells about, posted as a full address; null for none), `status` (pending, delivered, failed), `attempts`, `next_attempt_at` (ISO-8601 UTC, when a pending one is
 *   due; the claim's end while an instance posts it), `last_status` (the HTTP status of the last attempt, null when none
 *   answered), `last_error`, `delivered_at`. Indexed by due time for the worker and by webhook for the log.
 */
export function migration036(engine: Engine) {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the schema types exist
  type AnyDb = Kysely<any>;
  const id = (db: AnyDb, table: string) =>
    engine === 'postgres'
      ? db.schema.createTable(table).addColumn('id', 'serial', (c) => c.primaryKey())
      : db.schema.createTable(table).addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());

  return {
    async up(db: AnyDb): Promise<void> {
      await id(db, 'integration_webhooks')
        .addColumn('target', 'text', (c) => c.notNull().unique())
        .addColumn('url', 'text', (c) => c.notNull())
        .addColumn('events', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();

      await id(db, 'webhook_deliveries')
        .addColumn('webhook_id', 'integer', (c) => c.notNull().references('integration_webhooks.id').onDelete('cascade'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('text', 'text', (c) => c.notNull())
        .addColumn('link', 'text')
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('next_attempt_at', 'text')
        .addColumn('last_status', 'integer')
        .addColumn('last_error', 'text')
        .addColumn('delivered_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('webhook_deliveries_due_idx').on('webhook_deliveries').columns(['status', 'next_attempt_at']).execute();
      await db.schema.createIndex('webhook_deliveries_webhook_idx').on('webhook_deliveries').columns(['webhook_id', 'id']).execute();
    },
  };
}
