import { sql, type Kysely } from 'kysely';

/**
 * 007: Sign in with GitHub (docs/decisions/009-github-sign-in.md).
 * - `user_identities`: a member's account at an external provider ('github'), by the provider's stable user id; its
 *   login as the provider last reported it. One member per provider account (primary key) and one account per
 *   member and provider (unique). Rows go with their member (cascade).
 * - `oauth_states`: one row per OAuth round trip started (sign-in or link), keyed by the sha256 of its `state`, with
 *   the PKCE verifier; consumed (deleted) by the callback, refused after `expires_at` (10 minutes).
 * - `oauth_sign_in_codes`: the one-time code (sha256-keyed, 2 minutes) the callback hands the web app, which
 *   exchanges it for a session; the session token never travels in an address.
 * The same DDL runs on SQLite and PostgreSQL.
 */
export function migration007() {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the schema types exist
  type AnyDb = Kysely<any>;
  return {
    async up(db: AnyDb): Promise<void> {
      await db.schema
        .createTable('user_identities')
        .addColumn('provider', 'text', (c) => c.notNull())
        .addColumn('provider_user_id', 'text', (c) => c.notNull())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('login', 'text', (c) => c.notNull())
        // ISO-8601 UTC.
        .addColumn('linked_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('user_identities_pk', ['provider', 'provider_user_id'])
        .addUniqueConstraint('user_identities_user_provider_unique', ['user_id', 'provider'])
        .execute();
      await db.schema
        .createTable('oauth_states')
        .addColumn('state_hash', 'text', (c) => c.primaryKey())
        .addColumn('code_verifier', 'text', (c) => c.notNull())
        // 'signin' | 'link'
        .addColumn('purpose', 'text', (c) => c.notNull())
        .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .execute();
      await sql`create index oauth_states_expires_idx on oauth_states (expires_at)`.execute(db);
      await db.schema
        .createTable('oauth_sign_in_codes')
        .addColumn('code_hash', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .execute();
      await sql`create index oauth_sign_in_codes_expires_idx on oauth_sign_in_codes (expires_at)`.execute(db);
    },
  };
}
