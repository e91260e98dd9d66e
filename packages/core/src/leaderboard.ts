import { z } from 'zod';

/*
 * The leaderboard (SPEC §2 Leaderboard, §3 Leaderboard entry):
 * computed from the points ledger. 'all' ranks members by their points; 'monthly' and 'weekly' by the points
 * they earned in the current calendar month / ISO week (UTC), so a week's board starts empty every Monday.
 * Ties go to whoever reached the score first.
 */

/** The timeframe buttons, in the order shown (SPEC §2 Leaderboard). */
export const LEADERBOARD_TIMEFRAMES = ['all', 'monthly', 'weekly'] as const;
export type LeaderboardTimeframe = (typeof LEADERBOARD_TIMEFRAMES)[number];

/** Default page size: the top 10 (SPEC §9 "Leaderboard default top 10"). */
export const LEADERBOARD_DEFAULT_LIMIT = 10;
/** Largest page. */
export const LEADERBOARD_MAX_LIMIT = 100;
/** How many of the top members the points-over-time chart draws. */
export const LEADERBOARD_CHART_MEMBERS = 5;

/** One row of the board (SPEC §3 Leaderboard entry). */
export const leaderboardEntrySchema = z
  .object({
    rank: z.number().int().positive().describe('1-based position; unique (ties go to whoever reached the score first, then the lower id)'),
    id: z.number().int(),
    username: z.string(),
    name: z.string(),
    avatar: z.string().describe("The member's image, else their code-host avatar, else '' (show initials)"),
    points: z.number().int().describe("Points in the timeframe (all time: the member's total)"),
    completed_challenges: z
      .number()
      .int()
      .nonnegative()
      .describe('All time on the all-time board; on the monthly and weekly boards, the challenges solved in that period'),
    reached_at: z.string().describe('When the member reached this score (ISO-8601 UTC)'),
  })
  .meta({ id: 'LeaderboardEntry' });
export type LeaderboardEntry = z.infer<typeof leaderboardEntrySchema>;

/** The signed-in member's own standing, even when outside the page shown. */
export const leaderboardStandingSchema = z
  .object({
    rank: z.number().int().positive().nullable().describe("Null when the member has no points in the timeframe (not on the board: 'Unranked')"),
    points: z.number().int().describe('Points in the timeframe (0 when none)'),
    percentile: z
      .number()
      .int()
      .nullable()
      .describe('Percentile rank (core percentileOf): 100 for first place, down to at least 1 for last; null when unranked'),
  })
  .meta({ id: 'LeaderboardStanding' });
export type LeaderboardStanding = z.infer<typeof leaderboardStandingSchema>;

const timeframeSchema = z.enum(LEADERBOARD_TIMEFRAMES);
const sinceSchema = z
  .string()
  .nullable()
  .describe('Start of the timeframe (ISO-8601 UTC: Monday 00:00 for weekly, the 1st 00:00 for monthly); null for all time');

/** `GET /api/leaderboard` data. */
export const leaderboardPageSchema = z
  .object({
    timeframe: timeframeSchema,
    since: sinceSchema,
    total: z.number().int().nonnegative().describe('Members on the board in this timeframe'),
    limit: z.number().int().positive(),
    offset: z.number().int().nonnegative(),
    entries: z.array(leaderboardEntrySchema),
    me: leaderboardStandingSchema.nullable().describe("The signed-in viewer's own standing; null when signed out"),
  })
  .meta({ id: 'LeaderboardPage' });
export type LeaderboardPage = z.infer<typeof leaderboardPageSchema>;

/** One member's line in the points-over-time chart: points after each change, oldest first. */
export const leaderboardSeriesSchema = z
  .object({
    id: z.number().int(),
    username: z.string(),
    name: z.string(),
    points: z
      .array(z.object({ at: z.string().describe('ISO-8601 UTC'), points: z.number().int() }))
      .describe(
        "Oldest first, at most 60 (thinned evenly, first and last kept). Monthly and weekly: { at: since, points: 0 }, then the points earned since 'since' " +
          "after each change; all time: the member's balance after the last change of each week they had one",
      ),
  })
  .meta({ id: 'LeaderboardSeries' });
export type LeaderboardSeries = z.infer<typeof leaderboardSeriesSchema>;

/** `GET /api/leaderboard/history` data: the top members' points over the timeframe. */
export const leaderboardHistorySchema = z
  .object({
    timeframe: timeframeSchema,
    since: sinceSchema,
    series: z.array(leaderboardSeriesSchema).describe('The top members, in board order'),
  })
  .meta({ id: 'LeaderboardHistory' });
export type LeaderboardHistory = z.infer<typeof leaderboardHistorySchema>;

/**
 * Start of the timeframe that contains `now` (UTC): Monday 00:00 for 'weekly', the 1st 00:00 for 'monthly'.
 * @param timeframe the board's timeframe
 * @param now the current time
 * @returns the start, or null for 'all'
 */
export function timeframeStart(timeframe: LeaderboardTimeframe, now: Date): Date | null {
  if (timeframe === 'all') return null;
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth();
  if (timeframe === 'monthly') return new Date(Date.UTC(y, m, 1));
  const daysSinceMonday = (now.getUTCDay() + 6) % 7;
  return new Date(Date.UTC(y, m, now.getUTCDate() - daysSinceMonday));
}

/**
 * The key of the calendar period a moment falls in, as stored with period totals: 'week:YYYY-MM-DD'
 * (that week's Monday) or 'month:YYYY-MM'.
 * @param timeframe 'weekly' or 'monthly'
 * @param at the moment
 */
export function periodKey(timeframe: Exclude<LeaderboardTimeframe, 'all'>, at: Date): string {
  const start = timeframeStart(timeframe, at)!;
  return timeframe === 'weekly' ? `week:${start.toISOString().slice(0, 10)}` : `month:${start.toISOString().slice(0, 7)}`;
}

/**
 * Percentile rank of a place on the board: the share of ranked members at or below it, rounded
 * (rank 1 of 200 → 100, rank 200 of 200 → 1; at least 1).
 * @param rank 1-based rank
 * @param total members on the board (≥ rank)
 */
export function percentileOf(rank: number, total: number): number {
  if (total <= 0 || rank < 1) return 0;
  return Math.max(1, Math.round(((total - rank + 1) / total) * 100));
}
