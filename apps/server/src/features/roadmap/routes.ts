import { envelope } from '@esdc/core/api';
import { idParamsSchema } from '@esdc/core/input';
import { ROADMAP_DESCRIPTION_MAX, ROADMAP_ITEMS_MAX, ROADMAP_MESSAGES, ROADMAP_TITLE_MAX } from '@esdc/core/roadmap';
import { roadmapEnvelopeSchema, roadmapItemCreateSchema, roadmapItemEnvelopeSchema, roadmapItemUpdateSchema } from '@esdc/core/roadmap-schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { ok } from '../../lib/envelope.ts';
import { userOf } from '../../plugins/auth.ts';
import { createRoadmapItem, deleteRoadmapItem, getRoadmap, setRoadmapVote, updateRoadmapItem } from './roadmap-service.ts';

const itemParams = idParamsSchema('item');
const idEnvelope = envelope(z.object({ id: z.number().int() }));

const ADMINS = "Admins ('roadmap:manage'); recorded in the audit log.";
const VOTERS = `Active members ('roadmap:vote'): 401 signed out (a suspended member's token too), 403 '${ROADMAP_MESSAGES.voteNotAllowed}'.`;
const FIELDS =
  `\`title\` (one line, at most ${ROADMAP_TITLE_MAX} characters; 'Title is required'), \`description\` (plain text, at most ` +
  `${ROADMAP_DESCRIPTION_MAX}), \`phase\` ('completed', 'in-progress', 'planned'; '${ROADMAP_MESSAGES.invalidPhase}'), \`quarter\` ` +
  `('Q1 2026', or empty or null for none; '${ROADMAP_MESSAGES.invalidQuarter}'). Bad input is 400 and changes nothing.`;

/**
 * The roadmap (docs/requirements.md §2 Roadmap; SPEC §4 Roadmap phases): the public roadmap, admins managing its
 * items, and members voting. Every rule is enforced by ./roadmap-service.ts; these routes validate, check the
 * permission and shape the answers.
 */
export async function roadmapRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const admins = { onRequest: app.requirePermission('roadmap:manage') };
  const voters = { onRequest: app.requirePermission('roadmap:vote', ROADMAP_MESSAGES.voteNotAllowed) };

  r.get(
    '/api/roadmap',
    {
      config: { session: 'optional' },
      schema: {
        tags: ['roadmap'],
        summary: 'The roadmap',
        description:
          "Public. The three phases in order ('completed', 'in-progress', 'planned'), each with its items, most voted first, then newest; " +
          'each item with its `vote_count` and `voted` (whether the signed-in member voted for it; null for visitors).',
        response: { 200: roadmapEnvelopeSchema },
      },
    },
    async (request) => ok(await getRoadmap(ctx.db, request.user?.id ?? null)),
  );

  r.post(
    '/api/roadmap/items',
    {
      ...admins,
      schema: {
        tags: ['roadmap'],
        summary: 'Add a roadmap item',
        description: `${ADMINS} ${FIELDS} \`phase\` defaults to 'planned'. 409 '${ROADMAP_MESSAGES.full}' beyond ${ROADMAP_ITEMS_MAX} items. Message '${ROADMAP_MESSAGES.itemCreated}'.`,
        body: roadmapItemCreateSchema,
        response: { 201: roadmapItemEnvelopeSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(ok(await createRoadmapItem(ctx.database, userOf(request), request.body, ctx.clock()), { message: ROADMAP_MESSAGES.itemCreated })),
  );

  r.put(
    '/api/roadmap/items/:id',
    {
      ...admins,
      schema: {
        tags: ['roadmap'],
        summary: 'Edit a roadmap item or move it to another phase',
        description:
          `${ADMINS} ${FIELDS} Fields left out keep their value. A change of phase notifies the item's voters ('roadmap_phase'). ` +
          `404 '${ROADMAP_MESSAGES.itemNotFound}'. Message '${ROADMAP_MESSAGES.itemSaved}'.`,
        params: itemParams,
        body: roadmapItemUpdateSchema,
        response: { 200: roadmapItemEnvelopeSchema },
      },
    },
    async (request) =>
      ok(await updateRoadmapItem(ctx.database, userOf(request), request.params.id, request.body, ctx.clock()), { message: ROADMAP_MESSAGES.itemSaved }),
  );

  r.delete(
    '/api/roadmap/items/:id',
    {
      ...admins,
      schema: {
        tags: ['roadmap'],
        summary: 'Delete a roadmap item',
        description: `${ADMINS} Its votes go with it. 404 '${ROADMAP_MESSAGES.itemNotFound}'. Message '${ROADMAP_MESSAGES.itemDeleted}'.`,
        params: itemParams,
        response: { 200: idEnvelope },
      },
    },
    async (request) => {
      await deleteRoadmapItem(ctx.database, userOf(request), request.params.id, ctx.clock());
      return ok({ id: request.params.id }, { message: ROADMAP_MESSAGES.itemDeleted });
    },
  );

  for (const on of [true, false]) {
    const route = on ? r.post.bind(r) : r.delete.bind(r);
    route(
      '/api/roadmap/items/:id/vote',
      {
        ...voters,
        schema: {
          tags: ['roadmap'],
          summary: on ? 'Vote for a roadmap item' : 'Take back your vote for a roadmap item',
          description: `${VOTERS} Idempotent: a member's vote counts once. Answers the item with its count. 404 '${ROADMAP_MESSAGES.itemNotFound}'.`,
          params: itemParams,
          response: { 200: roadmapItemEnvelopeSchema },
        },
      },
      async (request) =>
        ok(await setRoadmapVote(ctx.db, userOf(request).id, request.params.id, on, ctx.clock()), {
          message: on ? ROADMAP_MESSAGES.voted : ROADMAP_MESSAGES.unvoted,
        }),
    );
  }
}
