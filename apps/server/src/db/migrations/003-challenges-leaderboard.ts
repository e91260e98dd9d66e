import { sql, type Kysely } from 'kysely';
import { periodKey } from '@esdc/core/leaderboard';
import type { Engine } from '../client.ts';

/**
 * 003: challenges, their submissions and solves, game scores, and what the leaderboard reads
 * (SPEC §3 Challenge, Game score; docs/decisions/004-leaderboard.md).
 * - `challenges.answer_hash` is sha256(salt + normalised answer); the answer itself is never stored.
 * - `challenge_solves` has one row per member and challenge (primary key), which is what makes a solve count
 *   exactly once, even for concurrent submissions.
 * - `users.points_reached_at` is when the member's points last changed (the all-time tie-break), and
 *   `points_periods` holds each member's points earned per calendar week and month, both written with every
 *   ledger row, so the board reads an index instead of summing the ledger. Both are backfilled from the ledger.
 */
export function migration003(engine: Engine) {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the schema types exist
  type AnyDb = Kysely<any>;
  const id = (db: AnyDb, table: string) =>
    engine === 'postgres'
      ? db.schema.createTable(table).addColumn('id', 'serial', (c) => c.primaryKey())
      : db.schema.createTable(table).addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());

  return {
    async up(db: AnyDb): Promise<void> {
      await id(db, 'challenges')
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull())
        .addColumn('category', 'text', (c) => c.notNull())
        .addColumn('difficulty', 'text', (c) => c.notNull())
        .addColumn('points', 'integer', (c) => c.notNull())
        .addColumn('answer_hash', 'text', (c) => c.notNull())
        .addColumn('answer_salt', 'text', (c) => c.notNull())
        .addColumn('answer_pattern', 'text')
        .addColumn('hints', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('visibility', 'text', (c) => c.notNull().defaultTo('public'))
        .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('challenges_title_idx').on('challenges').column('title').execute();
      await db.schema.createIndex('challenges_visibility_idx').on('challenges').columns(['visibility', 'category', 'difficulty']).execute();

      await id(db, 'challenge_submissions')
        .addColumn('challenge_id', 'integer', (c) => c.notNull().references('challenges.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('correct', 'integer', (c) => c.notNull())
        // The normalised answer of a wrong submission (for admins); null for correct ones, so the answer is not kept.
        .addColumn('answer', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('challenge_submissions_user_idx').on('challenge_submissions').columns(['user_id', 'created_at']).execute();
      await db.schema.createIndex('challenge_submissions_challenge_idx').on('challenge_submissions').columns(['challenge_id', 'created_at']).execute();

      await db.schema
        .createTable('challenge_solves')
        .addColumn('challenge_id', 'integer', (c) => c.notNull().references('challenges.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('points', 'integer', (c) => c.notNull())
        .addColumn('solved_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('challenge_solves_pk', ['challenge_id', 'user_id'])
        .execute();
      await db.schema.createIndex('challenge_solves_user_idx').on('challenge_solves').columns(['user_id', 'solved_at']).execute();

      await id(db, 'game_scores')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('game', 'text', (c) => c.notNull())
        .addColumn('score', 'integer', (c) => c.notNull())
        .addColumn('duration_ms', 'integer', (c) => c.notNull())
        .addColumn('moves', 'integer')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await sql`create index game_scores_score_idx on game_scores (game, score desc, created_at, id)`.execute(db);
      await sql`create index game_scores_time_idx on game_scores (game, duration_ms, moves, created_at, id)`.execute(db);
      await db.schema.createIndex('game_scores_user_idx').on('game_scores').columns(['user_id', 'game']).execute();

      await db.schema.alterTable('users').addColumn('points_reached_at', 'text').execute();
      await sql`update users set points_reached_at = (select max(pl.created_at) from points_ledger pl where pl.user_id = users.id)`.execute(db);
      await sql`create index users_leaderboard_idx on users (points desc, points_reached_at, id)`.execute(db);

      await db.schema
        .createTable('points_periods')
        .addColumn('period', 'text', (c) => c.notNull())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('points', 'integer', (c) => c.notNull())
        .addColumn('reached_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('points_periods_pk', ['period', 'user_id'])
        .execute();
      await sql`create index points_periods_board_idx on points_periods (period, points desc, reached_at, user_id)`.execute(db);
      // Covers the history chart's read of a member's weekly totals (index-only, in order).
      await sql`create index points_periods_user_idx on points_periods (user_id, period, points, reached_at)`.execute(db);
      // Backfill from the ledger; period keys are computed by core's periodKey, not engine-specific date SQL.
      const totals = new Map<string, { period: string; user_id: number; points: number; reached_at: string }>();
      const rows = await db.selectFrom('points_ledger').select(['user_id', 'delta', 'created_at']).orderBy('created_at').orderBy('id').execute();
      for (const row of rows as { user_id: number; delta: number; created_at: string }[]) {
        for (const tf of ['weekly', 'monthly'] as const) {
          const period = periodKey(tf, new Date(row.created_at));
          const key = `${period}|${row.user_id}`;
          const t = totals.get(key) ?? { period, user_id: row.user_id, points: 0, reached_at: row.created_at };
          t.points += row.delta;
          t.reached_at = row.created_at;
          totals.set(key, t);
        }
      }
      const values = [...totals.values()];
      for (let i = 0; i < values.length; i += 500)
        await db
          .insertInto('points_periods')
          .values(values.slice(i, i + 500))
          .execute();
    },
  };
}
