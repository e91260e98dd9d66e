import {
  percentileOf,
  periodKey,
  timeframeStart,
  type LeaderboardEntry,
  type LeaderboardHistory,
  type LeaderboardPage,
  type LeaderboardSeries,
  type LeaderboardStanding,
  type LeaderboardTimeframe,
} from '@esdc/core/leaderboard';
import { memberAvatar } from '../users/public.ts';
import { boardSize, OFF_BOARD, positionOf, rankOf } from './ranking.ts';
import type { Db } from '../../db/db.ts';

/*
 * The leaderboard (SPEC §2 Leaderboard, §3 Leaderboard entry;
 * docs/decisions/004-leaderboard.md). Every query reads an index range, never the whole ledger:
 * - 'all': `users` by (points desc, points_reached_at, id) — users_leaderboard_idx;
 * - 'monthly' / 'weekly': `points_periods` of the current period key by (points desc, reached_at, user_id) —
 *   points_periods_board_idx — joined to active users.
 * Both totals are kept by `changePoints` (points-ledger.ts) in the transaction that writes
 * the ledger row. Only active members with more than 0 points in the timeframe are on the board.
 *
 * Counting (the board's total, how many are ahead of the viewer) runs over those indexes alone and then
 * takes off the members who are not active, found through users_status_idx: their number is small, while
 * checking every counted member's status would read a table row per member on the board. A member's own
 * position and rank are counted in ranking.ts (the members feature shows the all-time rank too, through ./public.ts).
 */

/** Most points a history series carries (thinned evenly, first and last kept): plenty for a chart line a few hundred px wide. */
const HISTORY_MAX_POINTS = 60;
/** Most members the history chart may ask for. */
export const HISTORY_MAX_MEMBERS = 10;

type PeriodTimeframe = Exclude<LeaderboardTimeframe, 'all'>;

/** One board row before it gets its rank. */
interface BoardRow {
  id: number;
  username: string;
  name: string;
  avatar_url: string | null;
  github_username: string | null;
  points: number;
  completed_challenges: number;
  reached_at: string | null;
}

/** A page of the all-time board: active members with points, most first, ties to who reached them first. */
async function allTimeRows(db: Db, limit: number, offset: number): Promise<BoardRow[]> {
  return (
    db
      .selectFrom('users')
      .select(['id', 'username', 'name', 'avatar_url', 'github_username', 'points', 'completed_challenges', 'points_reached_at as reached_at'])
      .where('points', '>', 0)
      // `not in` the other statuses rather than `= 'active'`: SQLite then walks the board's index in order
      // instead of picking users_status_idx and sorting every active member.
      .where('status', 'not in', OFF_BOARD)
      .orderBy('points', 'desc')
      .orderBy('points_reached_at')
      .orderBy('id')
      .limit(limit)
      .offset(offset)
      .execute()
  );
}

/** A page of a period's board (`period` from core `periodKey`). */
async function periodRows(db: Db, period: string, limit: number, offset: number): Promise<BoardRow[]> {
  return db
    .selectFrom('points_periods as pp')
    .innerJoin('users as u', 'u.id', 'pp.user_id')
    .select(['u.id', 'u.username', 'u.name', 'u.avatar_url', 'u.github_username', 'pp.points', 'u.completed_challenges', 'pp.reached_at'])
    .where('pp.period', '=', period)
    .where('pp.points', '>', 0)
    .where('u.status', '=', 'active')
    .orderBy('pp.points', 'desc')
    .orderBy('pp.reached_at')
    .orderBy('pp.user_id')
    .limit(limit)
    .offset(offset)
    .execute();
}

/** The period key a timeframe reads at `now`, or null for all time. */
function periodOf(timeframe: LeaderboardTimeframe, now: Date): string | null {
  return timeframe === 'all' ? null : periodKey(timeframe, now);
}

function toEntry(row: BoardRow, rank: number): LeaderboardEntry {
  return {
    rank,
    id: row.id,
    username: row.username,
    name: row.name,
    avatar: memberAvatar(row),
    points: row.points,
    completed_challenges: row.completed_challenges,
    reached_at: row.reached_at ?? '',
  };
}

/**
 * A page of the leaderboard (`GET /api/leaderboard`): active members with points in the timeframe, most
 * points first, ties to whoever reached the score first; and the viewer's own standing.
 * @param query.timeframe 'all' (total points), 'monthly' / 'weekly' (points earned in the calendar month / ISO
 *   week, UTC, that contains `now`); `limit` 1–100 and `offset` ≥ 0 (validated by the route)
 * @param query.viewerId the signed-in member, or null (then `me` is null)
 * @param query.now the current time (the period read)
 * @returns the page; an entry's `completed_challenges` is all time, or on a period board the challenges solved in
 *   that period; `me.rank`/`me.percentile` are null when the viewer is not on the board
 */
export async function getLeaderboard(
  db: Db,
  query: { timeframe: LeaderboardTimeframe; limit: number; offset: number; viewerId: number | null; now: Date },
): Promise<LeaderboardPage> {
  const { timeframe, limit, offset, viewerId, now } = query;
  const period = periodOf(timeframe, now);
  const [rows, total, me] = await Promise.all([
    period
      ? periodRows(db, period, limit, offset).then((page) => withPeriodSolves(db, page, timeframe as PeriodTimeframe, now))
      : allTimeRows(db, limit, offset),
    boardSize(db, period),
    viewerId === null ? Promise.resolve(null) : standingOf(db, viewerId, period),
  ]);
  return {
    timeframe,
    since: timeframeStart(timeframe, now)?.toISOString() ?? null,
    total,
    limit,
    offset,
    entries: rows.map((row, i) => toEntry(row, offset + i + 1)),
    me: me === null ? null : { ...me, percentile: me.rank === null ? null : percentileOf(me.rank, Math.max(total, me.rank)) },
  };
}

/**
 * A period board's rows with `completed_challenges` set to the challenges each member solved in that period
 * (challenge_solves of the calendar month / ISO week containing `now`, UTC), not their all-time count: the
 * count beside the period's points is the period's. One query over challenge_solves_user_idx.
 */
async function withPeriodSolves(db: Db, rows: BoardRow[], timeframe: PeriodTimeframe, now: Date): Promise<BoardRow[]> {
  if (rows.length === 0) return rows;
  const since = timeframeStart(timeframe, now)!;
  const counts = await db
    .selectFrom('challenge_solves')
    .select((eb) => ['user_id', eb.fn.countAll<number>().as('n')])
    .where(
      'user_id',
      'in',
      rows.map((r) => r.id),
    )
    .where('solved_at', '>=', since.toISOString())
    .where('solved_at', '<', periodEnd(timeframe, since).toISOString())
    .groupBy('user_id')
    .execute();
  const byUser = new Map(counts.map((c) => [c.user_id, Number(c.n)]));
  return rows.map((r) => ({ ...r, completed_challenges: byUser.get(r.id) ?? 0 }));
}

async function standingOf(db: Db, userId: number, period: string | null): Promise<Omit<LeaderboardStanding, 'percentile'>> {
  const { position, points } = await positionOf(db, userId, period);
  if (!position) return { rank: null, points };
  return { rank: await rankOf(db, position, period), points };
}

/**
 * Thins a series to at most `max` points, evenly over its length, always keeping the first and the last.
 * @param points oldest first
 * @param max at least 2
 */
function downsample<T>(points: readonly T[], max: number): T[] {
  if (points.length <= max) return [...points];
  const out: T[] = [];
  for (let i = 0; i < max; i += 1) out.push(points[Math.round((i * (points.length - 1)) / (max - 1))] as T);
  return out;
}

/** End (exclusive) of the period that starts at `since`. */
function periodEnd(timeframe: PeriodTimeframe, since: Date): Date {
  return timeframe === 'weekly' ? new Date(since.getTime() + 7 * 24 * 3_600_000) : new Date(Date.UTC(since.getUTCFullYear(), since.getUTCMonth() + 1, 1));
}

/**
 * The top members' points over the timeframe (`GET /api/leaderboard/history`), one series per member in board
 * order, at most {@link HISTORY_MAX_POINTS} points each (thinned evenly, the last kept).
 * - 'monthly' / 'weekly': from the member's ledger rows of the period (points_ledger_user_idx, a range per
 *   member): `{ at: since, points: 0 }`, then the points earned since the period began after each change.
 * - 'all': from the member's weekly totals (points_periods, kept with the ledger): their balance after the
 *   last change of every week they had one — the ledger's balances at those moments, at most one point a
 *   week, so a member's whole history costs a read per active week rather than per change.
 * @param query.limit how many of the top members (1–10, validated by the route); `now` the current time
 */
export async function getLeaderboardHistory(db: Db, query: { timeframe: LeaderboardTimeframe; limit: number; now: Date }): Promise<LeaderboardHistory> {
  const { timeframe, limit, now } = query;
  const period = periodOf(timeframe, now);
  const since = timeframeStart(timeframe, now);
  const top = period ? await periodRows(db, period, limit, 0) : await allTimeRows(db, limit, 0);
  const series: LeaderboardSeries[] = top.map((row) => ({ id: row.id, username: row.username, name: row.name, points: [] }));
  if (top.length === 0) return { timeframe, since: since?.toISOString() ?? null, series };
  const ids = top.map((r) => r.id);
  const byUser = new Map(series.map((s) => [s.id, s]));
  const running = new Map<number, number>();
  const add = (userId: number, at: string, delta: number) => {
    const points = (running.get(userId) ?? 0) + delta;
    running.set(userId, points);
    byUser.get(userId)?.points.push({ at, points });
  };

  if (timeframe === 'all' || !since) {
    const weeks = await db
      .selectFrom('points_periods')
      .select(['user_id', 'points', 'reached_at'])
      .where('user_id', 'in', ids)
      .where('period', 'like', 'week:%')
      .orderBy('user_id')
      .orderBy('period')
      .execute();
    for (const w of weeks) add(w.user_id, w.reached_at, w.points);
  } else {
    for (const s of series) s.points.push({ at: since.toISOString(), points: 0 });
    const rows = await db
      .selectFrom('points_ledger')
      .select(['user_id', 'delta', 'created_at'])
      .where('user_id', 'in', ids)
      .where('created_at', '>=', since.toISOString())
      .where('created_at', '<', periodEnd(timeframe, since).toISOString())
      .orderBy('user_id')
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    for (const r of rows) add(r.user_id, r.created_at, r.delta);
  }
  for (const s of series) s.points = downsample(s.points, HISTORY_MAX_POINTS);
  return { timeframe, since: since?.toISOString() ?? null, series };
}
