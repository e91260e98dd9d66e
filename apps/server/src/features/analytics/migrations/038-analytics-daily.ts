import { sql, type Kysely } from 'kysely';
import type { Engine } from '../../../db/client.ts';

/** One timestamp of an activity table the analytics track: whose row it is, and what it adds. */
interface Tracked {
  table: string;
  /** The timestamp column: set when the row is inserted, or later (a completion, a check-in). */
  at: string;
  /** The member column. */
  user: string;
  /** Whether the member counts as active on that day (analytics-sql.ts's ACTIVITY_SOURCES). */
  activity: boolean;
  /** The counted series it adds one to, if any (analytics-sql.ts's COUNT_SOURCES). */
  metric?: string;
}

/** Every tracked timestamp: the one definition of "active" and of the counted series, as they stood at 038. */
const TRACKED: readonly Tracked[] = [
  { table: 'users', at: 'created_at', user: 'id', activity: false, metric: 'new-members' },
  { table: 'sessions', at: 'created_at', user: 'user_id', activity: true },
  { table: 'projects', at: 'created_at', user: 'user_id', activity: true, metric: 'projects' },
  { table: 'challenge_submissions', at: 'created_at', user: 'user_id', activity: true },
  { table: 'challenge_solves', at: 'solved_at', user: 'user_id', activity: true, metric: 'solves' },
  { table: 'event_registrations', at: 'created_at', user: 'user_id', activity: true, metric: 'event-registrations' },
  { table: 'event_attendance', at: 'checked_in_at', user: 'user_id', activity: true, metric: 'check-ins' },
  { table: 'forum_posts', at: 'created_at', user: 'author_id', activity: true, metric: 'forum-posts' },
  { table: 'orders', at: 'created_at', user: 'user_id', activity: true, metric: 'orders' },
  { table: 'course_enrollments', at: 'enrolled_at', user: 'user_id', activity: true },
  { table: 'course_enrollments', at: 'completed_at', user: 'user_id', activity: true, metric: 'course-completions' },
  { table: 'chat_messages', at: 'created_at', user: 'author_id', activity: true },
];

/** Counters of one day and series are spread over this many rows (by member), so simultaneous writers rarely wait. */
const ANALYTICS_COUNT_SHARDS = 8;

/**
 * 038: the analytics' per-day totals, kept as members act (SPEC §2 Analytics), so a range reads at most one row per
 * day and series (and one per active member and day) however many actions it holds.
 * - `analytics_daily_counts` (`day` YYYY-MM-DD UTC, `metric` a counted series, `shard` 0–7, `n`): how many rows of the
 *   series fell on that day; a day's value is the sum over its shards.
 * - `analytics_member_days` (`day`, `user_id`): the member did at least one recorded action that day;
 *   `analytics_member_weeks` (`week` the Monday, `user_id`): in that week (Monday to Sunday, UTC).
 * - Triggers on every tracked timestamp add to both when a row is inserted with it, or when it is first set (null to a
 *   time). Deleting a row later takes nothing back: the analytics count what happened (a project created that day
 *   stays counted when it is deleted), and sign-ins stay counted after their sessions are gone.
 * - Both are filled from the rows already there.
 */
export function migration038(engine: Engine) {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the schema types exist
  type AnyDb = Kysely<any>;
  const run = (db: AnyDb, text: string) => sql.raw(text).execute(db);
  const name = (t: Tracked) => `analytics_${t.table}_${t.at}`;
  /** The Monday (UTC) starting the week of a `YYYY-MM-DD` expression, as `YYYY-MM-DD`. */
  const weekOf = (day: string) =>
    engine === 'postgres' ? `to_char(date_trunc('week', cast(${day} as timestamp)), 'YYYY-MM-DD')` : `date(${day}, '-6 days', 'weekday 1')`;
  /** The statements adding one row's action, its columns read from `row` (`new`). */
  const adds = (t: Tracked, row: string) => {
    const day = `substr(${row}.${t.at}, 1, 10)`;
    const out: string[] = [];
    if (t.activity) {
      out.push(
        `insert into analytics_member_days (day, user_id) select ${day}, ${row}.${t.user} where ${row}.${t.user} is not null on conflict (day, user_id) do nothing;`,
        `insert into analytics_member_weeks (week, user_id) select ${weekOf(day)}, ${row}.${t.user} where ${row}.${t.user} is not null on conflict (week, user_id) do nothing;`,
      );
    }
    if (t.metric) {
      out.push(
        `insert into analytics_daily_counts (day, metric, shard, n) values (${day}, '${t.metric}', coalesce(${row}.${t.user}, 0) % ${ANALYTICS_COUNT_SHARDS}, 1) on conflict (day, metric, shard) do update set n = analytics_daily_counts.n + 1;`,
      );
    }
    return out.join(' ');
  };

  return {
    async up(db: AnyDb): Promise<void> {
      await db.schema
        .createTable('analytics_daily_counts')
        .addColumn('day', 'text', (c) => c.notNull())
        .addColumn('metric', 'text', (c) => c.notNull())
        .addColumn('shard', 'integer', (c) => c.notNull())
        .addColumn('n', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('analytics_daily_counts_pk', ['metric', 'day', 'shard'])
        .execute();
      await db.schema
        .createTable('analytics_member_days')
        .addColumn('day', 'text', (c) => c.notNull())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addPrimaryKeyConstraint('analytics_member_days_pk', ['day', 'user_id'])
        .execute();
      // (member, day): whether a member was active in a range is one index probe.
      await db.schema.createIndex('analytics_member_days_user_idx').on('analytics_member_days').columns(['user_id', 'day']).execute();
      await db.schema
        .createTable('analytics_member_weeks')
        .addColumn('week', 'text', (c) => c.notNull())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addPrimaryKeyConstraint('analytics_member_weeks_pk', ['week', 'user_id'])
        .execute();
      await db.schema.createIndex('analytics_member_weeks_user_idx').on('analytics_member_weeks').column('user_id').execute();

      for (const t of TRACKED) {
        const day = `substr(${t.at}, 1, 10)`;
        if (t.activity) {
          await run(
            db,
            `insert into analytics_member_days (day, user_id) select distinct ${day}, ${t.user} from ${t.table} where ${t.at} is not null and ${t.user} is not null on conflict (day, user_id) do nothing`,
          );
          await run(
            db,
            `insert into analytics_member_weeks (week, user_id) select distinct ${weekOf(day)}, ${t.user} from ${t.table} where ${t.at} is not null and ${t.user} is not null on conflict (week, user_id) do nothing`,
          );
        }
        if (t.metric) {
          await run(
            db,
            `insert into analytics_daily_counts (day, metric, shard, n) select ${day}, '${t.metric}', coalesce(${t.user}, 0) % ${ANALYTICS_COUNT_SHARDS}, count(*) from ${t.table} where ${t.at} is not null group by ${day}, coalesce(${t.user}, 0) % ${ANALYTICS_COUNT_SHARDS} on conflict (metric, day, shard) do update set n = analytics_daily_counts.n + excluded.n`,
          );
        }
        if (engine === 'postgres') {
          await run(
            db,
            `create function ${name(t)}() returns trigger language plpgsql as $$ begin
               if new.${t.at} is not null and (tg_op = 'INSERT' or old.${t.at} is null) then ${adds(t, 'new')} end if;
               return null;
             end $$`,
          );
          await run(db, `create trigger ${name(t)} after insert or update of ${t.at} on ${t.table} for each row execute function ${name(t)}()`);
        } else {
          await run(db, `create trigger ${name(t)}_insert after insert on ${t.table} when new.${t.at} is not null begin ${adds(t, 'new')} end`);
          await run(
            db,
            `create trigger ${name(t)}_update after update of ${t.at} on ${t.table} when old.${t.at} is null and new.${t.at} is not null begin ${adds(t, 'new')} end`,
          );
        }
      }
    },
  };
}
