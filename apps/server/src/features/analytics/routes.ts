import { ANALYTICS_MAX_RANGE_DAYS, ANALYTICS_METRICS } from '@esdc/core/analytics';
import {
  ANALYTICS_GOALS_MAX,
  ANALYTICS_MESSAGES,
  analyticsGoalInputSchema,
  analyticsGoalListSchema,
  analyticsRangeQuerySchema,
  analyticsSeriesQuerySchema,
  analyticsSeriesResponseSchema,
  analyticsSummaryResponseSchema,
  analyticsGoalSchema,
} from '@esdc/core/analytics-schemas';
import { envelope } from '@esdc/core/api';
import { idParamsSchema } from '@esdc/core/input';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { ok } from '../../lib/envelope.ts';
import { resolveRange, series, summary } from './analytics-service.ts';
import { createGoal, deleteGoal, listGoals, updateGoal } from './goal-service.ts';

const goalParams = idParamsSchema('goal');
const goalEnvelope = envelope(analyticsGoalSchema);
const idEnvelope = envelope(z.object({ id: z.number().int() }));

const READERS = `Admins and moderators ('analytics:view'): 401 signed out (a suspended account's token too), 403 '${ANALYTICS_MESSAGES.viewNotAllowed}'.`;
const ADMINS = `Admins ('analytics:manage-goals'): 403 '${ANALYTICS_MESSAGES.manageNotAllowed}'; recorded in the audit log.`;
const RANGE =
  `\`from\` and \`to\` are UTC days (YYYY-MM-DD), both included; left out, the last 30 days up to today. 400 '${ANALYTICS_MESSAGES.fromInvalid}', ` +
  `'${ANALYTICS_MESSAGES.toInvalid}', '${ANALYTICS_MESSAGES.rangeOrder}', '${ANALYTICS_MESSAGES.rangeTooLong}' (at most ${ANALYTICS_MAX_RANGE_DAYS} days).`;
const GOAL_FIELDS =
  `\`title\` (one line, at most 120 characters), \`metric\` (${ANALYTICS_METRICS.join(', ')}), \`target\` (a whole number ≥ 1), \`from\` and \`to\` ` +
  `(the UTC days of its period, both included, at most ${ANALYTICS_MAX_RANGE_DAYS} days). Bad input is 400 and changes nothing.`;

/**
 * Analytics (SPEC §2 Analytics): the summary cards, one series at a time, and the goals admins set. The numbers are
 * computed by ./analytics-service.ts from the data; these routes validate, check the permission and shape the answers.
 */
export async function analyticsRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const readers = { onRequest: app.requirePermission('analytics:view', ANALYTICS_MESSAGES.viewNotAllowed) };
  const admins = { onRequest: app.requirePermission('analytics:manage-goals', ANALYTICS_MESSAGES.manageNotAllowed) };

  r.get(
    '/api/analytics/summary',
    {
      ...readers,
      schema: {
        tags: ['analytics'],
        summary: 'Analytics cards',
        description:
          `${READERS} ${RANGE} New members in the range and the growth in percent against the previous period of the same length (null when that ` +
          'period had none and this one has some); active members (a recorded activity in the range); engagement (active members among active ' +
          'accounts / active accounts registered before the range ended); the goals whose period overlaps the range, with how many are completed.',
        querystring: analyticsRangeQuerySchema,
        response: { 200: analyticsSummaryResponseSchema },
      },
    },
    async (request) => ok(await summary(ctx.db, resolveRange(request.query, ctx.clock()))),
  );

  r.get(
    '/api/analytics/series',
    {
      ...readers,
      schema: {
        tags: ['analytics'],
        summary: 'An analytics series',
        description:
          `${READERS} ${RANGE} \`metric\` one of ${ANALYTICS_METRICS.join(', ')} ('${ANALYTICS_MESSAGES.metricInvalid}'); \`interval\` day (default) or ` +
          `week (Monday to Sunday; '${ANALYTICS_MESSAGES.intervalInvalid}'). One value per bucket, zeros included; active members are distinct members per bucket.`,
        querystring: analyticsSeriesQuerySchema,
        response: { 200: analyticsSeriesResponseSchema },
      },
    },
    async (request) => {
      const q = request.query;
      return ok(await series(ctx.db, q.metric, resolveRange(q, ctx.clock()), q.interval));
    },
  );

  r.get(
    '/api/analytics/goals',
    {
      ...readers,
      schema: {
        tags: ['analytics'],
        summary: 'Analytics goals',
        description: `${READERS} Every goal, the latest period first, with its value over its period and whether it reached its target.`,
        response: { 200: analyticsGoalListSchema },
      },
    },
    async () => ok(await listGoals(ctx.db)),
  );

  r.post(
    '/api/analytics/goals',
    {
      ...admins,
      schema: {
        tags: ['analytics'],
        summary: 'Add an analytics goal',
        description: `${ADMINS} ${GOAL_FIELDS} 409 '${ANALYTICS_MESSAGES.goalsFull}' beyond ${ANALYTICS_GOALS_MAX}. Message '${ANALYTICS_MESSAGES.goalCreated}'.`,
        body: analyticsGoalInputSchema,
        response: { 201: goalEnvelope },
      },
    },
    async (request, reply) => {
      const goal = await createGoal(ctx.db, request.user!.id, request.body, ctx.clock());
      return reply.status(201).send(ok(goal, { message: ANALYTICS_MESSAGES.goalCreated }));
    },
  );

  r.put(
    '/api/analytics/goals/:id',
    {
      ...admins,
      schema: {
        tags: ['analytics'],
        summary: 'Edit an analytics goal',
        description: `${ADMINS} ${GOAL_FIELDS} 404 '${ANALYTICS_MESSAGES.goalNotFound}'. Message '${ANALYTICS_MESSAGES.goalUpdated}'.`,
        params: goalParams,
        body: analyticsGoalInputSchema,
        response: { 200: goalEnvelope },
      },
    },
    async (request) =>
      ok(await updateGoal(ctx.db, request.user!.id, request.params.id, request.body, ctx.clock()), { message: ANALYTICS_MESSAGES.goalUpdated }),
  );

  r.delete(
    '/api/analytics/goals/:id',
    {
      ...admins,
      schema: {
        tags: ['analytics'],
        summary: 'Delete an analytics goal',
        description: `${ADMINS} 404 '${ANALYTICS_MESSAGES.goalNotFound}'. Message '${ANALYTICS_MESSAGES.goalDeleted}'.`,
        params: goalParams,
        response: { 200: idEnvelope },
      },
    },
    async (request) => {
      await deleteGoal(ctx.db, request.user!.id, request.params.id, ctx.clock());
      return ok({ id: request.params.id }, { message: ANALYTICS_MESSAGES.goalDeleted });
    },
  );
}
