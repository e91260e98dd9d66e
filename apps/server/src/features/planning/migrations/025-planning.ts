import { sql, type Kysely } from 'kysely';
import type { Engine } from '../../../db/client.ts';

/**
 * 025: planning boards (docs/requirements.md §2 Planning, §3 Planning board and Task). Times are ISO-8601 UTC text.
 * - `boards`: `name`, `description`, who owns it: `team_id` (a team's board), `project_id` (a project's board), or
 *   neither (a member's board, owned by `owner_id`); `owner_id` is always the creator (null once they deleted their
 *   account: their member boards are deleted then), `created_at`, `updated_at`.
 * - `board_members`: the members a member's board is shared with (primary key both).
 * - `tasks`: `board_id`, `title`, `description` (markdown), `status` (the column), `priority`, `position` (a
 *   fractional key ordering the task within its column, compared byte by byte: `collate "C"` on PostgreSQL, SQLite's
 *   default binary order), `due_at`, `created_by` (null once deleted), `created_at`, `updated_at`. A column is a
 *   range of `tasks_board_column_idx` (board, status, position).
 * - `task_assignees`: who a task is assigned to (primary key both); `task_labels`: its lower-case labels.
 */
export function migration025(engine: Engine) {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the schema types exist
  type AnyDb = Kysely<any>;
  const id = (db: AnyDb, table: string) =>
    engine === 'postgres'
      ? db.schema.createTable(table).addColumn('id', 'serial', (c) => c.primaryKey())
      : db.schema.createTable(table).addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());

  return {
    async up(db: AnyDb): Promise<void> {
      await id(db, 'boards')
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('owner_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('team_id', 'integer', (c) => c.references('teams.id').onDelete('cascade'))
        .addColumn('project_id', 'integer', (c) => c.references('projects.id').onDelete('cascade'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('boards_owner_idx').on('boards').column('owner_id').execute();
      await db.schema.createIndex('boards_team_idx').on('boards').column('team_id').execute();
      await db.schema.createIndex('boards_project_idx').on('boards').column('project_id').execute();

      await db.schema
        .createTable('board_members')
        .addColumn('board_id', 'integer', (c) => c.notNull().references('boards.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('board_members_pk', ['board_id', 'user_id'])
        .execute();
      await db.schema.createIndex('board_members_user_idx').on('board_members').column('user_id').execute();

      await id(db, 'tasks')
        .addColumn('board_id', 'integer', (c) => c.notNull().references('boards.id').onDelete('cascade'))
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('priority', 'text', (c) => c.notNull())
        .addColumn('position', 'text', (c) => (engine === 'postgres' ? c.notNull().modifyFront(sql`collate "C"`) : c.notNull()))
        .addColumn('due_at', 'text')
        .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('tasks_board_column_idx').on('tasks').columns(['board_id', 'status', 'position']).execute();
      await db.schema.createIndex('tasks_created_by_idx').on('tasks').column('created_by').execute();

      await db.schema
        .createTable('task_assignees')
        .addColumn('task_id', 'integer', (c) => c.notNull().references('tasks.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addPrimaryKeyConstraint('task_assignees_pk', ['task_id', 'user_id'])
        .execute();
      await db.schema.createIndex('task_assignees_user_idx').on('task_assignees').column('user_id').execute();

      await db.schema
        .createTable('task_labels')
        .addColumn('task_id', 'integer', (c) => c.notNull().references('tasks.id').onDelete('cascade'))
        .addColumn('label', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('task_labels_pk', ['task_id', 'label'])
        .execute();
    },
  };
}
