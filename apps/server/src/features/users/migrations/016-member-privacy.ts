import { sql, type Kysely } from 'kysely';

/**
 * 016: `users.show_email` (SPEC §2 Community Members; docs/requirements.md §2 My Profile, Privacy): whether a member
 * shows their email address to other signed-in members. 0/1, default 0: an address is shown to its member and to
 * admins only unless the member chooses otherwise. The same DDL runs on SQLite and PostgreSQL.
 */
export function migration016() {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the schema types exist
  type AnyDb = Kysely<any>;
  return {
    async up(db: AnyDb): Promise<void> {
      await db.schema
        .alterTable('users')
        .addColumn('show_email', 'integer', (c) =>
          c
            .notNull()
            .defaultTo(0)
            .check(sql`show_email in (0, 1)`),
        )
        .execute();
    },
  };
}
