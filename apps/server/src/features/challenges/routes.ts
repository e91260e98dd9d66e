import { CHALLENGE_MESSAGES, CHALLENGE_VISIBILITIES } from '@esdc/core/challenge';
import { challengeCreateSchema, challengeListQuerySchema, challengeUpdateSchema, submissionSchema } from '@esdc/core/challenge-schemas';
import { idParamsSchema } from '@esdc/core/input';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { unauthorized } from '../../lib/app-error.ts';
import { ok } from '../../lib/envelope.ts';
import { createChallenge, deleteChallenge, getAdminChallenge, listAdminChallenges, updateChallenge } from './admin-challenge-service.ts';
import { getChallenge, listChallenges } from './challenge-service.ts';
import { submitAnswer } from './submission-service.ts';

const idParams = idParamsSchema('challenge');
const adminListQuery = challengeListQuerySchema.omit({ status: true }).extend({
  visibility: z.preprocess((v) => (v === '' || v === 'all' ? undefined : v), z.enum(CHALLENGE_VISIBILITIES, { error: 'Invalid challenge visibility' }).optional()),
});

/** The signed-in user's id (the route's hook has already required a session). */
function userIdOf(request: FastifyRequest): number {
  if (!request.user) throw unauthorized();
  return request.user.id;
}

/**
 * Challenges (SPEC §2 Challenges; docs/api/challenges.md): the public list and
 * detail, answering (active members, rate limited per member), and the admin panel's Challenges tab.
 */
export async function challengeRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const manage = { onRequest: app.requirePermission('challenge:manage') };
  /** 401 signed out; 403 with the SPEC §4 words for pending, inactive and suspended accounts. */
  const requireParticipant = app.requirePermission('challenge:submit', CHALLENGE_MESSAGES.inactive);

  r.get(
    '/api/challenges',
    { schema: { tags: ['challenges'], summary: 'Challenges the viewer may see, with solved marks', querystring: challengeListQuerySchema } },
    async (request) => {
      const q = request.query;
      const viewer = request.user ? { id: request.user.id } : null;
      const page = await listChallenges(ctx.db, viewer, q);
      return ok(page.items, { meta: { total: page.total, limit: q.limit, offset: q.offset, solved: page.solved } });
    },
  );

  r.get('/api/challenges/:id', { schema: { tags: ['challenges'], summary: 'One challenge', params: idParams } }, async (request) =>
    ok(await getChallenge(ctx.db, request.params.id, request.user ? { id: request.user.id } : null)),
  );

  r.post(
    '/api/challenges/:id/submissions',
    {
      onRequest: requireParticipant,
      // Counted per member after authentication (the preHandler runs after onRequest and validation).
      config: {
        rateLimit: {
          max: ctx.config.CHALLENGE_SUBMISSIONS_PER_MINUTE,
          timeWindow: 60_000,
          hook: 'preHandler',
          keyGenerator: (request: FastifyRequest) => `challenge-submit:${request.user?.id ?? request.ip}`,
        },
      },
      schema: { tags: ['challenges'], summary: 'Answer a challenge (active members; rate limited)', params: idParams, body: submissionSchema },
    },
    async (request, reply) => {
      const { result, message } = await submitAnswer(ctx.database, {
        challengeId: request.params.id,
        userId: userIdOf(request),
        answer: request.body.answer,
        now: ctx.clock(),
      });
      return reply.status(201).send(ok(result, { message }));
    },
  );

  r.get(
    '/api/admin/challenges',
    { ...manage, schema: { tags: ['admin'], summary: 'All challenges, newest first, with solve and submission counts', querystring: adminListQuery } },
    async (request) => {
      const q = request.query;
      const page = await listAdminChallenges(ctx.db, userIdOf(request), q);
      return ok(page.items, { meta: { total: page.total, limit: q.limit, offset: q.offset } });
    },
  );

  r.get('/api/admin/challenges/:id', { ...manage, schema: { tags: ['admin'], summary: 'One challenge, whatever its visibility', params: idParams } }, async (request) =>
    ok(await getAdminChallenge(ctx.db, userIdOf(request), request.params.id)),
  );

  r.post('/api/admin/challenges', { ...manage, schema: { tags: ['admin'], summary: 'Create a challenge', body: challengeCreateSchema } }, async (request, reply) => {
    const challenge = await createChallenge(ctx.db, userIdOf(request), request.body, ctx.clock());
    return reply.status(201).send(ok(challenge, { message: 'Challenge created successfully' }));
  });

  r.put(
    '/api/admin/challenges/:id',
    { ...manage, schema: { tags: ['admin'], summary: 'Update a challenge', params: idParams, body: challengeUpdateSchema } },
    async (request) => ok(await updateChallenge(ctx.db, userIdOf(request), request.params.id, request.body, ctx.clock()), { message: 'Challenge updated successfully' }),
  );

  r.delete(
    '/api/admin/challenges/:id',
    { ...manage, schema: { tags: ['admin'], summary: 'Delete a challenge with its submissions and solves (points earned stay)', params: idParams } },
    async (request) => {
      await deleteChallenge(ctx.db, userIdOf(request), request.params.id, ctx.clock());
      return ok(null, { message: 'Challenge deleted successfully' });
    },
  );
}
