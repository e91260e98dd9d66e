import type { Kysely } from 'kysely';
import type { Engine } from '../../../db/client.ts';

/**
 * 035: hackathons and workshops, hanging off `events.id` (SPEC §2 Hackathons, §2 Workshops).
 * - `hackathons`: one row per hackathon event once its organiser set it up: `tracks` and `rubric` as JSON text
 *   (`["Track", …]`, `[{"criterion": "…", "max": n}, …]`), team size limits, `submission_deadline` ISO-8601 UTC or
 *   null (the event's end), `judging_open` 0/1, `results_published_at`, `winner_points` and `points_awarded_at` (set
 *   once, when publishing gave the winners their points: a re-publish gives nothing).
 * - `hackathon_judges`: the members an admin appointed.
 * - `hackathon_entries`: a registered team (one per team and hackathon) in a track; `hackathon_entry_members` the
 *   team's members when it registered, unique per hackathon and member (a member is in one registered team per
 *   hackathon, a database fact under races).
 * - `hackathon_submissions`: one per entry (unique); `project_id` set null when the project goes.
 * - `hackathon_scores`: one score set per judge and submission (unique), `scores` JSON text, `total` their sum.
 * - `workshop_materials`: links (title, https URL) attached to a workshop event, in `position` order.
 * - `workshop_feedback`: one per member and workshop (unique): `rating` 1–5 and a comment.
 * Everything goes with its event (cascade); a member's rows go with their account.
 */
export function migration035(engine: Engine) {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the schema types exist
  type AnyDb = Kysely<any>;
  const id = (db: AnyDb, table: string) =>
    engine === 'postgres'
      ? db.schema.createTable(table).addColumn('id', 'serial', (c) => c.primaryKey())
      : db.schema.createTable(table).addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());

  return {
    async up(db: AnyDb): Promise<void> {
      await db.schema
        .createTable('hackathons')
        .addColumn('event_id', 'integer', (c) => c.primaryKey().references('events.id').onDelete('cascade'))
        .addColumn('tracks', 'text', (c) => c.notNull())
        .addColumn('rubric', 'text', (c) => c.notNull())
        .addColumn('team_size_min', 'integer', (c) => c.notNull())
        .addColumn('team_size_max', 'integer', (c) => c.notNull())
        .addColumn('submission_deadline', 'text')
        .addColumn('judging_open', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('results_published_at', 'text')
        .addColumn('winner_points', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('points_awarded_at', 'text')
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('hackathon_judges')
        .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('hackathon_judges_pk', ['event_id', 'user_id'])
        .execute();
      await db.schema.createIndex('hackathon_judges_user_idx').on('hackathon_judges').column('user_id').execute();

      await id(db, 'hackathon_entries')
        .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
        .addColumn('team_id', 'integer', (c) => c.notNull().references('teams.id').onDelete('cascade'))
        .addColumn('track', 'text', (c) => c.notNull())
        .addColumn('registered_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('hackathon_entries_team_uq', ['event_id', 'team_id'])
        .execute();

      await db.schema
        .createTable('hackathon_entry_members')
        .addColumn('entry_id', 'integer', (c) => c.notNull().references('hackathon_entries.id').onDelete('cascade'))
        .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addPrimaryKeyConstraint('hackathon_entry_members_pk', ['event_id', 'user_id'])
        .execute();
      await db.schema.createIndex('hackathon_entry_members_entry_idx').on('hackathon_entry_members').column('entry_id').execute();
      await db.schema.createIndex('hackathon_entry_members_user_idx').on('hackathon_entry_members').column('user_id').execute();

      await id(db, 'hackathon_submissions')
        .addColumn('entry_id', 'integer', (c) => c.notNull().unique().references('hackathon_entries.id').onDelete('cascade'))
        .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull())
        .addColumn('repository_url', 'text', (c) => c.notNull())
        .addColumn('demo_url', 'text')
        .addColumn('project_id', 'integer', (c) => c.references('projects.id').onDelete('set null'))
        .addColumn('submitted_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('hackathon_submissions_event_idx').on('hackathon_submissions').column('event_id').execute();

      await id(db, 'hackathon_scores')
        .addColumn('submission_id', 'integer', (c) => c.notNull().references('hackathon_submissions.id').onDelete('cascade'))
        .addColumn('judge_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('scores', 'text', (c) => c.notNull())
        .addColumn('total', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('hackathon_scores_judge_uq', ['submission_id', 'judge_id'])
        .execute();
      await db.schema.createIndex('hackathon_scores_judge_idx').on('hackathon_scores').column('judge_id').execute();

      await id(db, 'workshop_materials')
        .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('url', 'text', (c) => c.notNull())
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('workshop_materials_event_idx').on('workshop_materials').columns(['event_id', 'position']).execute();

      await id(db, 'workshop_feedback')
        .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('rating', 'integer', (c) => c.notNull())
        .addColumn('comment', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('workshop_feedback_member_uq', ['event_id', 'user_id'])
        .execute();
      await db.schema.createIndex('workshop_feedback_user_idx').on('workshop_feedback').column('user_id').execute();
    },
  };
}
