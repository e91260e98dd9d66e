import { z } from 'zod';
import { envelope } from './api.ts';
import { ANALYTICS_INTERVALS, ANALYTICS_MAX_RANGE_DAYS, ANALYTICS_METRICS, isIsoDay, rangeDays, type AnalyticsMetric } from './analytics.ts';
import { INT32_MAX, textSchema, wholeNumberSchema } from './input.ts';

/*
 * Analytics (SPEC §2 Analytics): what the summary, series and goal routes take and answer. Dates are UTC days written
 * `YYYY-MM-DD`; a range includes both ends.
 */

/** Longest goal title, in characters. */
export const ANALYTICS_GOAL_TITLE_MAX = 120;
/** Most goals the club keeps. */
export const ANALYTICS_GOALS_MAX = 100;

/** Messages of the Analytics API (SPEC §2 Analytics). */
export const ANALYTICS_MESSAGES = {
  viewNotAllowed: 'Only admins and moderators may see analytics',
  manageNotAllowed: 'Only admins may manage goals',
  fromInvalid: 'From must be a date (YYYY-MM-DD)',
  toInvalid: 'To must be a date (YYYY-MM-DD)',
  rangeOrder: 'From must be on or before To',
  rangeTooLong: `The range can be at most ${ANALYTICS_MAX_RANGE_DAYS} days`,
  metricInvalid: 'Choose a metric from the list',
  intervalInvalid: 'Interval must be day or week',
  targetInvalid: `Target must be a whole number from 1 to ${INT32_MAX}`,
  goalCreated: 'Goal added',
  goalUpdated: 'Goal saved',
  goalDeleted: 'Goal deleted',
  goalNotFound: 'Goal not found',
  goalsFull: `The club can keep at most ${ANALYTICS_GOALS_MAX} goals`,
} as const;

const day = (message: string) => z.string({ error: message }).refine(isIsoDay, message);

/**
 * Adds the range rules to an object with `from` and `to`: from ≤ to, at most {@link ANALYTICS_MAX_RANGE_DAYS} days.
 * Checked only when both are valid days.
 */
function rangeRules(value: { from?: string | undefined; to?: string | undefined }, ctx: z.RefinementCtx) {
  const { from, to } = value;
  if (from === undefined || to === undefined || !isIsoDay(from) || !isIsoDay(to)) return;
  if (from > to) ctx.addIssue({ code: 'custom', message: ANALYTICS_MESSAGES.rangeOrder, path: ['from'] });
  else if (rangeDays(from, to) > ANALYTICS_MAX_RANGE_DAYS) ctx.addIssue({ code: 'custom', message: ANALYTICS_MESSAGES.rangeTooLong, path: ['to'] });
}

/** `?from=&to=`: both optional (the last 30 days when left out; a lone `from` or `to` keeps the default's length). */
export const analyticsRangeQuerySchema = z
  .object({
    from: day(ANALYTICS_MESSAGES.fromInvalid).optional().describe('First UTC day, YYYY-MM-DD'),
    to: day(ANALYTICS_MESSAGES.toInvalid).optional().describe('Last UTC day, YYYY-MM-DD (included)'),
  })
  .superRefine(rangeRules);
export type AnalyticsRangeQuery = z.infer<typeof analyticsRangeQuerySchema>;

const metricSchema = z.enum(ANALYTICS_METRICS, { error: ANALYTICS_MESSAGES.metricInvalid });

/** `GET /api/analytics/series?metric=&from=&to=&interval=`. */
export const analyticsSeriesQuerySchema = z
  .object({
    metric: metricSchema,
    from: day(ANALYTICS_MESSAGES.fromInvalid).optional(),
    to: day(ANALYTICS_MESSAGES.toInvalid).optional(),
    interval: z.enum(ANALYTICS_INTERVALS, { error: ANALYTICS_MESSAGES.intervalInvalid }).default('day'),
  })
  .superRefine(rangeRules);
export type AnalyticsSeriesQuery = z.infer<typeof analyticsSeriesQuerySchema>;

/** The range an answer covers. */
const rangeSchema = z.object({ from: z.string(), to: z.string(), days: z.number().int() });

/** One goal with its progress over its own period. */
export const analyticsGoalSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    metric: metricSchema,
    target: z.number().int(),
    from: z.string().describe('First UTC day of its period'),
    to: z.string().describe('Last UTC day of its period (included)'),
    value: z.number().int().describe('The metric over the period so far'),
    completed: z.boolean().describe('value ≥ target'),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'AnalyticsGoal' });
export type AnalyticsGoal = z.infer<typeof analyticsGoalSchema>;

/** `GET /api/analytics/summary` data: the four cards. */
export const analyticsSummarySchema = z
  .object({
    range: rangeSchema,
    previous: rangeSchema.describe('The period of the same length just before the range'),
    members: z.object({
      new: z.number().int().describe('Accounts registered in the range'),
      previous: z.number().int().describe('Accounts registered in the previous period'),
      growth_percent: z.number().int().nullable().describe('null when the previous period had none and the range has some'),
    }),
    active: z.object({
      count: z.number().int().describe('Members with at least one recorded activity in the range'),
      accounts: z.number().int().describe('Active accounts at the end of the range'),
      engagement_percent: z.number().int().describe('Active members among active accounts / active accounts, whole percent'),
    }),
    goals: z.object({ completed: z.number().int(), total: z.number().int(), items: z.array(analyticsGoalSchema) }),
  })
  .meta({ id: 'AnalyticsSummary' });
export type AnalyticsSummary = z.infer<typeof analyticsSummarySchema>;
export const analyticsSummaryResponseSchema = envelope(analyticsSummarySchema);

/** `GET /api/analytics/series` data: one value per bucket, every bucket of the range present (zeros included). */
export const analyticsSeriesSchema = z
  .object({
    metric: metricSchema,
    interval: z.enum(ANALYTICS_INTERVALS),
    range: rangeSchema,
    points: z.array(z.object({ bucket: z.string().describe('The UTC day, or the Monday starting the week'), value: z.number().int() })),
    total: z.number().int().describe('Over the whole range (for active members: distinct members)'),
  })
  .meta({ id: 'AnalyticsSeries' });
export type AnalyticsSeries = z.infer<typeof analyticsSeriesSchema>;
export const analyticsSeriesResponseSchema = envelope(analyticsSeriesSchema);

/** `POST /api/analytics/goals` and `PUT …/{id}`: a title, a metric, a target and the period it must be reached in. */
export const analyticsGoalInputSchema = z
  .object({
    title: textSchema({ label: 'Title', max: ANALYTICS_GOAL_TITLE_MAX, requiredMessage: 'Title is required', singleLine: true }),
    metric: metricSchema,
    target: wholeNumberSchema({ min: 1, max: INT32_MAX, message: ANALYTICS_MESSAGES.targetInvalid }),
    from: day(ANALYTICS_MESSAGES.fromInvalid),
    to: day(ANALYTICS_MESSAGES.toInvalid),
  })
  .superRefine(rangeRules)
  .meta({ id: 'AnalyticsGoalFields' });
export type AnalyticsGoalInput = z.infer<typeof analyticsGoalInputSchema>;
export type AnalyticsGoalInputValues = z.input<typeof analyticsGoalInputSchema>;

/** `GET /api/analytics/goals`: every goal, latest period first. */
export const analyticsGoalListSchema = envelope(z.array(analyticsGoalSchema));

export type { AnalyticsMetric };
