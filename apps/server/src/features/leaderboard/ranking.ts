import { USER_STATUSES } from '@esdc/core/user';
import type { Db } from '../../db/db.ts';

/*
 * Where a member stands on the leaderboard (docs/decisions/004-leaderboard.md): the board itself
 * (features/leaderboard) and a member's "club ranking" on their profile and dashboard (features/users) both
 * count from here. Each count reads an index range: users_leaderboard_idx for all time, points_periods_board_idx
 * for a week or month; members who are not active are found through users_status_idx and taken off.
 */

/** Statuses that keep a member off the board (everyone but 'active'). */
export const OFF_BOARD = USER_STATUSES.filter((s) => s !== 'active');

/** Where a member stands on a board: their points and when they reached them (the tie-break). */
export interface Position {
  id: number;
  points: number;
  reachedAt: string;
}

/**
 * Period rows of members who are not active. A cross join, filtered in `where`: SQLite keeps the written
 * order (the few such members through users_status_idx, then each one's row by the primary key) instead
 * of reading the whole period; PostgreSQL plans it as the inner join it is.
 * @param period a period key (core `periodKey`)
 * @returns the query, to be narrowed and selected from
 */
function offBoardInPeriod(db: Db, period: string) {
  return db
    .selectFrom('users as u')
    .crossJoin('points_periods as pp')
    .whereRef('pp.user_id', '=', 'u.id')
    .where('pp.period', '=', period)
    .where('u.status', 'in', OFF_BOARD);
}

/**
 * The member's position on a board, or null when they are not on it (not active, or no points there).
 * @param period a period key (core `periodKey`), or null for all time
 * @returns the position, and `points`: the member's points on that board (all time or the period's), 0 or more
 */
export async function positionOf(db: Db, userId: number, period: string | null): Promise<{ position: Position | null; points: number }> {
  const user = await db.selectFrom('users').select(['status', 'points', 'points_reached_at']).where('id', '=', userId).executeTakeFirst();
  if (!user) return { position: null, points: 0 };
  let points = user.points;
  let reachedAt = user.points_reached_at;
  if (period) {
    const row = await db
      .selectFrom('points_periods')
      .select(['points', 'reached_at'])
      .where('period', '=', period)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    points = row?.points ?? 0;
    reachedAt = row?.reached_at ?? null;
  }
  points = Math.max(0, points);
  if (user.status !== 'active' || points <= 0) return { position: null, points };
  // points_reached_at is set with every change (changePoints, migration 003's backfill); '' only guards old rows.
  return { position: { id: userId, points, reachedAt: reachedAt ?? '' }, points };
}

/**
 * 1-based rank of a position: 1 + active members ahead of it (more points; or as many, reached earlier;
 * or the same moment and a smaller id). Each of the three kinds of "ahead" is one index range counted
 * without reading table rows; members ahead who are not active are then taken off.
 * @param period a period key (core `periodKey`), or null for all time
 */
export async function rankOf(db: Db, position: Position, period: string | null): Promise<number> {
  const { id, points, reachedAt } = position;
  const count = (n: { n: number | string } | undefined) => Number(n?.n ?? 0);
  if (period) {
    const board = () =>
      db
        .selectFrom('points_periods')
        .where('period', '=', period)
        .select((eb) => eb.fn.countAll<number>().as('n'));
    const [more, earlier, sameMoment, off] = await Promise.all([
      board().where('points', '>', points).executeTakeFirst(),
      board().where('points', '=', points).where('reached_at', '<', reachedAt).executeTakeFirst(),
      board().where('points', '=', points).where('reached_at', '=', reachedAt).where('user_id', '<', id).executeTakeFirst(),
      offBoardInPeriod(db, period)
        .where((eb) =>
          eb.or([
            eb('pp.points', '>', points),
            eb.and([
              eb('pp.points', '=', points),
              eb.or([eb('pp.reached_at', '<', reachedAt), eb.and([eb('pp.reached_at', '=', reachedAt), eb('pp.user_id', '<', id)])]),
            ]),
          ]),
        )
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirst(),
    ]);
    return count(more) + count(earlier) + count(sameMoment) - count(off) + 1;
  }
  const board = () => db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n'));
  const [more, earlier, sameMoment, off] = await Promise.all([
    board().where('points', '>', points).executeTakeFirst(),
    board().where('points', '=', points).where('points_reached_at', '<', reachedAt).executeTakeFirst(),
    board().where('points', '=', points).where('points_reached_at', '=', reachedAt).where('id', '<', id).executeTakeFirst(),
    db
      .selectFrom('users')
      .where('status', 'in', OFF_BOARD)
      .where((eb) =>
        eb.or([
          eb('points', '>', points),
          eb.and([
            eb('points', '=', points),
            eb.or([eb('points_reached_at', '<', reachedAt), eb.and([eb('points_reached_at', '=', reachedAt), eb('id', '<', id)])]),
          ]),
        ]),
      )
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst(),
  ]);
  return count(more) + count(earlier) + count(sameMoment) - count(off) + 1;
}

const countOf = async (query: Promise<{ n: number | string }>) => Number((await query).n);

/**
 * How many members are on a board: active members with more than 0 points, all time or in one period
 * (everyone with points there, less those not active). The one "of N" beside every rank: the leaderboard's
 * total, the profile's and the dashboard's "#n of N".
 * @param period a period key (core `periodKey`), or null for all time
 */
export async function boardSize(db: Db, period: string | null): Promise<number> {
  if (period) {
    const [all, off] = await Promise.all([
      countOf(
        db
          .selectFrom('points_periods')
          .where('period', '=', period)
          .where('points', '>', 0)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow(),
      ),
      countOf(
        offBoardInPeriod(db, period)
          .where('pp.points', '>', 0)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow(),
      ),
    ]);
    return all - off;
  }
  const [all, off] = await Promise.all([
    countOf(
      db
        .selectFrom('users')
        .where('points', '>', 0)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow(),
    ),
    countOf(
      db
        .selectFrom('users')
        .where('status', 'in', OFF_BOARD)
        .where('points', '>', 0)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow(),
    ),
  ]);
  return all - off;
}

/**
 * A member's all-time leaderboard rank (the profile's and dashboard's "club ranking").
 * @returns the rank, or null when the member has no points, is not active, or does not exist
 */
export async function allTimeRank(db: Db, userId: number): Promise<number | null> {
  const { position } = await positionOf(db, userId, null);
  return position ? rankOf(db, position, null) : null;
}
