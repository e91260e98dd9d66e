import type { Kysely } from 'kysely';

/**
 * 008: `users.deleted_at` (SPEC §2 Your data). A member who deletes their account keeps a row (a tombstone: 'Former
 * member', no personal data, status 'inactive', a password no one can type) so that their
 * points ledger rows, challenge solves and kept projects still point somewhere; `deleted_at` (ISO-8601 UTC) marks
 * it, and every member list, search and admin list leaves such rows out (docs/decisions/010-account-deletion.md).
 * The same DDL runs on SQLite and PostgreSQL.
 */
export function migration008() {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the schema types exist
  type AnyDb = Kysely<any>;
  return {
    async up(db: AnyDb): Promise<void> {
      await db.schema.alterTable('users').addColumn('deleted_at', 'text').execute();
    },
  };
}
