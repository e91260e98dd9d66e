import { sql, type Kysely } from 'kysely';
import type { Engine } from '../client.ts';

/**
 * 005: mail, password reset and email verification (SPEC §2 Forgot password, Verify email; docs/decisions/007).
 * - `users.email_verified_at`: when the member confirmed their address. Every account that exists now counts as
 *   verified (from its creation), so only registrations after this migration have to click a link.
 * - `account_tokens`: one-time links, stored as the sha256 of the token (never the token), with their purpose,
 *   expiry and when they were used (or superseded by a newer link); they go with their user.
 * - `outgoing_mail`: the durable mail queue. A message is inserted in the same transaction as the token it
 *   carries; the delivery loop claims it (`status` 'sending' until `next_attempt_at`), sends it and marks it
 *   'sent', or schedules a retry, or gives up ('failed').
 */
export function migration005(engine: Engine) {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the schema types exist
  type AnyDb = Kysely<any>;
  const id = (db: AnyDb, table: string) =>
    engine === 'postgres'
      ? db.schema.createTable(table).addColumn('id', 'serial', (c) => c.primaryKey())
      : db.schema.createTable(table).addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());

  return {
    async up(db: AnyDb): Promise<void> {
      await db.schema.alterTable('users').addColumn('email_verified_at', 'text').execute();
      await db
        .updateTable('users')
        .set({ email_verified_at: sql`created_at` })
        .execute();

      await id(db, 'account_tokens')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('purpose', 'text', (c) => c.notNull())
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('used_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('account_tokens_user_idx').on('account_tokens').columns(['user_id', 'purpose']).execute();

      await id(db, 'outgoing_mail')
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('to_address', 'text', (c) => c.notNull())
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('text_body', 'text', (c) => c.notNull())
        .addColumn('html_body', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('next_attempt_at', 'text', (c) => c.notNull())
        .addColumn('last_error', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('sent_at', 'text')
        .execute();
      await db.schema.createIndex('outgoing_mail_due_idx').on('outgoing_mail').columns(['status', 'next_attempt_at']).execute();
      await db.schema.createIndex('outgoing_mail_created_idx').on('outgoing_mail').columns(['created_at', 'id']).execute();
    },
  };
}
