import { sql, type Kysely } from 'kysely';
import type { Engine } from '../../../db/client.ts';

/**
 * 024: teams (docs/requirements.md §2 Teams). Times are ISO-8601 UTC text.
 * - `teams`: `name` unique whatever its case (a `lower(name)` index), `description`, `avatar` (an uploaded image's
 *   path or null), `focus_area`, `created_by`, `position` (the landing's order: "Our Team"), `created_at`.
 * - `team_members`: one row per member of a team (primary key both) with `role` 'lead' or 'member'; a team has
 *   exactly one lead.
 * - `team_invitations`: the lead's invitation of a member (`invited_by`), `status` pending / accepted / declined /
 *   withdrawn, `responded_at`; at most one pending invitation per team and member (a partial unique index).
 * - `team_projects`: the projects a team shows (primary key both; the lead attaches a project owned by or contributed
 *   to by a team member).
 */
export function migration024(engine: Engine) {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the schema types exist
  type AnyDb = Kysely<any>;
  const id = (db: AnyDb, table: string) =>
    engine === 'postgres'
      ? db.schema.createTable(table).addColumn('id', 'serial', (c) => c.primaryKey())
      : db.schema.createTable(table).addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());

  return {
    async up(db: AnyDb): Promise<void> {
      await id(db, 'teams')
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('avatar', 'text')
        .addColumn('focus_area', 'text', (c) => c.notNull())
        .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await sql`create unique index teams_name_idx on teams (lower(name))`.execute(db);

      await db.schema
        .createTable('team_members')
        .addColumn('team_id', 'integer', (c) => c.notNull().references('teams.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('role', 'text', (c) => c.notNull())
        .addColumn('joined_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('team_members_pk', ['team_id', 'user_id'])
        .execute();
      await db.schema.createIndex('team_members_user_idx').on('team_members').column('user_id').execute();

      await id(db, 'team_invitations')
        .addColumn('team_id', 'integer', (c) => c.notNull().references('teams.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('invited_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('responded_at', 'text')
        .execute();
      await sql`create unique index team_invitations_pending_idx on team_invitations (team_id, user_id) where status = 'pending'`.execute(db);
      await db.schema.createIndex('team_invitations_user_idx').on('team_invitations').columns(['user_id', 'status']).execute();

      await db.schema
        .createTable('team_projects')
        .addColumn('team_id', 'integer', (c) => c.notNull().references('teams.id').onDelete('cascade'))
        .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id').onDelete('cascade'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('team_projects_pk', ['team_id', 'project_id'])
        .execute();
      await db.schema.createIndex('team_projects_project_idx').on('team_projects').column('project_id').execute();
    },
  };
}
