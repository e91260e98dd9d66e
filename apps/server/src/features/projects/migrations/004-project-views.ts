import { sql, type Kysely } from 'kysely';

/**
 * 004: `project_views`, when each viewer's view of a project last counted (SPEC §2 Project detail: a view is counted by
 * `POST /api/projects/{id}/views`, at most once per viewer per project per hour, instead of by every `GET`).
 * - `viewer` is `user:<id>` for a signed-in member, or `anon:<sha256 of address and user agent>` (hex) for a
 *   visitor, so no address is stored in the clear.
 * - The primary key (project_id, viewer) makes the once-per-hour check one upsert, atomic on both engines.
 * - Rows go with their project (cascade); rows older than an hour are pruned when the project counts a view.
 * The same DDL runs on SQLite and PostgreSQL, so unlike 001-003 it needs no engine.
 */
export function migration004() {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the schema types exist
  type AnyDb = Kysely<any>;
  return {
    async up(db: AnyDb): Promise<void> {
      await db.schema
        .createTable('project_views')
        .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id').onDelete('cascade'))
        .addColumn('viewer', 'text', (c) => c.notNull())
        // ISO-8601 UTC, when this viewer's view last counted.
        .addColumn('counted_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('project_views_pk', ['project_id', 'viewer'])
        .execute();
      await sql`create index project_views_counted_idx on project_views (project_id, counted_at)`.execute(db);
    },
  };
}
