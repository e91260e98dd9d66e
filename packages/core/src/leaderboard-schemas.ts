import { z } from 'zod';
import { LEADERBOARD_TIMEFRAMES } from './leaderboard.ts';

/*
 * Response schemas of the leaderboard (SPEC §2 Leaderboard, §3 Leaderboard entry). Apart from the constants and rules
 * in ./leaderboard.ts, so the web's leaderboard page, which only needs their types, does not load zod.
 */

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
