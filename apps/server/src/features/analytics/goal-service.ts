import type { AnalyticsMetric } from '@esdc/core/analytics';
import { ANALYTICS_GOALS_MAX, ANALYTICS_MESSAGES, type AnalyticsGoal, type AnalyticsGoalInput } from '@esdc/core/analytics-schemas';
import type { Kysely, Selectable } from 'kysely';
import type { Db } from '../../db/db.ts';
import type { AnalyticsGoalsTable, DB } from '../../db/schema.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { recordAudit } from '../../platform/audit-log.ts';
import { metricTotal, type DayRange } from './analytics-service.ts';

/*
 * Analytics goals (SPEC §2 Analytics): admins set a target on a series over a period of UTC days; a goal is completed
 * when the series' value over its period (rows counted, or distinct active members) reaches the target. Its value is
 * computed from the data on every read, never stored. Every change is recorded in the audit log.
 */

type GoalRow = Selectable<AnalyticsGoalsTable>;

async function withProgress(db: Db, row: GoalRow): Promise<AnalyticsGoal> {
  const metric = row.metric as AnalyticsMetric;
  const value = await metricTotal(db, metric, { from: row.from_day, to: row.to_day });
  return {
    id: row.id,
    title: row.title,
    metric,
    target: row.target,
    from: row.from_day,
    to: row.to_day,
    value,
    completed: value >= row.target,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/**
 * Every goal with its progress, the latest period first.
 * @param db the database
 */
export async function listGoals(db: Db): Promise<AnalyticsGoal[]> {
  const rows = await db.selectFrom('analytics_goals').selectAll().orderBy('to_day', 'desc').orderBy('id', 'desc').execute();
  return Promise.all(rows.map((row) => withProgress(db, row)));
}

/**
 * The goals whose period overlaps a range, with their progress (the summary's "goals completed n/m").
 * @param db the database
 * @param range UTC days, both included
 */
export async function listGoalsOverlapping(db: Db, range: DayRange): Promise<AnalyticsGoal[]> {
  const rows = await db
    .selectFrom('analytics_goals')
    .selectAll()
    .where('from_day', '<=', range.to)
    .where('to_day', '>=', range.from)
    .orderBy('to_day', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return Promise.all(rows.map((row) => withProgress(db, row)));
}

/**
 * Adds a goal (the route has checked 'analytics:manage-goals').
 * @param db the database
 * @param actorId the admin
 * @param input the validated goal
 * @param now the clock's time
 * @returns the goal with its progress
 * @throws AppError 409 past {@link ANALYTICS_GOALS_MAX} goals
 */
export async function createGoal(db: Kysely<DB>, actorId: number, input: AnalyticsGoalInput, now: Date): Promise<AnalyticsGoal> {
  const id = await db.transaction().execute(async (trx) => {
    const { n } = await trx
      .selectFrom('analytics_goals')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow();
    if (Number(n) >= ANALYTICS_GOALS_MAX) throw new AppError(409, 'CONFLICT', ANALYTICS_MESSAGES.goalsFull);
    const at = now.toISOString();
    const row = await trx
      .insertInto('analytics_goals')
      .values({
        title: input.title,
        metric: input.metric,
        target: input.target,
        from_day: input.from,
        to_day: input.to,
        created_by: actorId,
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordAudit(trx, { actorId, action: 'analytics.goal_created', targetType: 'analytics_goal', targetId: row.id, details: { ...input }, now });
    return row.id;
  });
  return withProgress(db, await db.selectFrom('analytics_goals').selectAll().where('id', '=', id).executeTakeFirstOrThrow());
}

/**
 * Replaces a goal's fields.
 * @param db the database
 * @param actorId the admin
 * @param goalId the goal
 * @param input the validated goal
 * @param now the clock's time
 * @returns the goal with its progress
 * @throws AppError 404 'Goal not found'
 */
export async function updateGoal(db: Kysely<DB>, actorId: number, goalId: number, input: AnalyticsGoalInput, now: Date): Promise<AnalyticsGoal> {
  await db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('analytics_goals')
      .set({ title: input.title, metric: input.metric, target: input.target, from_day: input.from, to_day: input.to, updated_at: now.toISOString() })
      .where('id', '=', goalId)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) throw notFound(ANALYTICS_MESSAGES.goalNotFound);
    await recordAudit(trx, { actorId, action: 'analytics.goal_updated', targetType: 'analytics_goal', targetId: goalId, details: { ...input }, now });
  });
  return withProgress(db, await db.selectFrom('analytics_goals').selectAll().where('id', '=', goalId).executeTakeFirstOrThrow());
}

/**
 * Deletes a goal.
 * @param db the database
 * @param actorId the admin
 * @param goalId the goal
 * @param now the clock's time
 * @throws AppError 404 'Goal not found'
 */
export async function deleteGoal(db: Kysely<DB>, actorId: number, goalId: number, now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const goal = await trx.selectFrom('analytics_goals').select(['title', 'metric', 'target']).where('id', '=', goalId).executeTakeFirst();
    if (!goal) throw notFound(ANALYTICS_MESSAGES.goalNotFound);
    await trx.deleteFrom('analytics_goals').where('id', '=', goalId).execute();
    await recordAudit(trx, { actorId, action: 'analytics.goal_deleted', targetType: 'analytics_goal', targetId: goalId, details: { ...goal }, now });
  });
}
