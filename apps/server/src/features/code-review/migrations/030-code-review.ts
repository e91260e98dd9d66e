import type { Kysely } from 'kysely';
import type { Engine } from '../../../db/client.ts';

/**
 * 030: code review (docs/requirements.md §2 Code review, §4 Code review).
 * - `review_requests`: one row per request: `title`, `link` (https), `description` (markdown) with its rendered and
 *   sanitised `description_html`, `checklist` (the chosen topics of core `REVIEW_TOPICS`, comma-separated, in that
 *   order), `project_id` (the requester's project, null when none or once deleted), `state` (core `REVIEW_STATES`),
 *   `requester_id` and `reviewer_id` (null once the account is deleted; the reviewer null while open), `claimed_at`,
 *   `decided_at`, `points_awarded` (the points a completed review earned its reviewer; 0 until then, so once per
 *   request), `created_at`, `updated_at` (the last change of state), ISO-8601 UTC. Indexed by state and by each member.
 * - `review_comments`: the thread: `request_id` (deleted with it), `parent_id` (the comment it replies to, of the same
 *   request), `author_id` (null once the account is deleted: comments are club content), `body` (markdown) and
 *   `body_html`, `created_at`.
 */
export function migration030(engine: Engine) {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the schema types exist
  type AnyDb = Kysely<any>;
  const id = (db: AnyDb, table: string) =>
    engine === 'postgres'
      ? db.schema.createTable(table).addColumn('id', 'serial', (c) => c.primaryKey())
      : db.schema.createTable(table).addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());

  return {
    async up(db: AnyDb): Promise<void> {
      await id(db, 'review_requests')
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('link', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull())
        .addColumn('description_html', 'text', (c) => c.notNull())
        .addColumn('checklist', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('project_id', 'integer', (c) => c.references('projects.id').onDelete('set null'))
        .addColumn('state', 'text', (c) => c.notNull().defaultTo('open'))
        .addColumn('requester_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('reviewer_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('claimed_at', 'text')
        .addColumn('decided_at', 'text')
        .addColumn('points_awarded', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('review_requests_state_idx').on('review_requests').columns(['state', 'id']).execute();
      await db.schema.createIndex('review_requests_requester_idx').on('review_requests').column('requester_id').execute();
      await db.schema.createIndex('review_requests_reviewer_idx').on('review_requests').column('reviewer_id').execute();
      await db.schema.createIndex('review_requests_project_idx').on('review_requests').column('project_id').execute();
      await id(db, 'review_comments')
        .addColumn('request_id', 'integer', (c) => c.notNull().references('review_requests.id').onDelete('cascade'))
        .addColumn('parent_id', 'integer', (c) => c.references('review_comments.id').onDelete('cascade'))
        .addColumn('author_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('body_html', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('review_comments_request_idx').on('review_comments').columns(['request_id', 'id']).execute();
      await db.schema.createIndex('review_comments_author_idx').on('review_comments').column('author_id').execute();
      await db.schema.createIndex('review_comments_parent_idx').on('review_comments').column('parent_id').execute();
    },
  };
}
