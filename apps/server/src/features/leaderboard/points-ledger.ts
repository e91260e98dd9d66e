import { periodKey } from '@esdc/core/leaderboard';
import { applyPoints, PointsError, type PointsChange, type PointsSource } from '@esdc/core/points';
import { sql, type Transaction } from 'kysely';
import type { Engine } from '../../db/client.ts';
import { forUpdate } from '../../db/row-lock.ts';
import type { DB } from '../../db/schema.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';

/** What a points change did. */
export interface PointsResult {
  before: number;
  after: number;
  delta: number;
}

/** The calendar periods whose totals every change updates (core `periodKey`). */
const PERIOD_TIMEFRAMES = ['weekly', 'monthly'] as const;

/**
 * Changes a member's points (SPEC §4 Points): `users.points` stays the running total and every change is
 * written to `points_ledger` (signed delta and resulting balance) in the caller's transaction. The user's
 * row is locked first, so concurrent changes never lose one another. A change that moves nothing
 * (e.g. subtracting from 0) writes nothing.
 *
 * What the leaderboard reads is maintained here too, in the same transaction (issue "Games, challenges and
 * the leaderboard" §3; docs/decisions/004-leaderboard.md): `users.points_reached_at` becomes `now` (the
 * all-time tie-break), and the member's totals of the current ISO week and calendar month in
 * `points_periods` grow by the delta (`reached_at` = `now`, the period boards' tie-break).
 * @param trx the open transaction
 * @param engine the database engine (for the row lock)
 * @param input.userId whose points; `change` what to do; `reason`/`source`/`actorId` what the ledger records;
 *   `now` when (also decides the week and month the change counts for)
 * @returns the balance before and after, and the delta
 * @throws AppError 404 'User not found'; 400 with the SPEC §5 message ('Points must be a number',
 *   'Points cannot be negative', …)
 */
export async function changePoints(
  trx: Transaction<DB>,
  engine: Engine,
  input: { userId: number; change: PointsChange; reason: string; source: PointsSource; actorId: number | null; now: Date },
): Promise<PointsResult> {
  const row = await forUpdate(trx.selectFrom('users').select('points').where('id', '=', input.userId), engine).executeTakeFirst();
  if (!row) throw notFound('User not found');
  let after: number;
  try {
    after = applyPoints(row.points, input.change);
  } catch (error) {
    if (error instanceof PointsError) throw badRequest(error.message);
    throw error;
  }
  const delta = after - row.points;
  if (delta !== 0) {
    const nowIso = input.now.toISOString();
    await trx.updateTable('users').set({ points: after, points_reached_at: nowIso, updated_at: nowIso }).where('id', '=', input.userId).execute();
    await trx
      .insertInto('points_ledger')
      .values({ user_id: input.userId, delta, balance: after, reason: input.reason, source: input.source, actor_id: input.actorId, created_at: nowIso })
      .execute();
    for (const timeframe of PERIOD_TIMEFRAMES) {
      await trx
        .insertInto('points_periods')
        .values({ period: periodKey(timeframe, input.now), user_id: input.userId, points: delta, reached_at: nowIso })
        .onConflict((oc) => oc.columns(['period', 'user_id']).doUpdateSet({ points: sql<number>`points_periods.points + ${delta}`, reached_at: nowIso }))
        .execute();
    }
  }
  return { before: row.points, after, delta };
}
