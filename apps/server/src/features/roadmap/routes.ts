import { envelope } from '@esdc/core/api';
import {
  ROADMAP_BODY_MAX,
  ROADMAP_MESSAGES,
  ROADMAP_PAGE_SIZE,
  ROADMAP_TITLE_MAX,
  roadmapEntryCreateSchema,
  roadmapEntryListQuerySchema,
  roadmapEntryPageSchema,
  roadmapEntrySchema,
} from '@esdc/core/roadmap-schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { ok, okPage } from '../../lib/envelope.ts';
import { createRoadmapEntry, listRoadmapEntries } from './roadmap-service.ts';

/** Roadmap (SPEC §2 Static pages): the public list of entries, and active members post to it. */
export async function roadmapRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const posters = { onRequest: app.requirePermission('roadmap:post', ROADMAP_MESSAGES.postNotAllowed) };

  r.get(
    '/api/roadmap',
    {
      config: { session: 'optional' },
      schema: {
        tags: ['roadmap'],
        summary: 'Roadmap entries',
        description: `Public, newest first, each with its author (null once they deleted their account). \`limit\` (default ${ROADMAP_PAGE_SIZE}, at most 50)/\`offset\`.`,
        querystring: roadmapEntryListQuerySchema,
        response: { 200: roadmapEntryPageSchema },
      },
    },
    async (request) => {
      const q = request.query;
      const page = await listRoadmapEntries(ctx.db, q);
      return okPage(page.items, { total: page.total, limit: q.limit, offset: q.offset });
    },
  );

  r.post(
    '/api/roadmap',
    {
      ...posters,
      schema: {
        tags: ['roadmap'],
        summary: 'Post an entry',
        description: `Active members ('roadmap:post'): 401 signed out, 403 '${ROADMAP_MESSAGES.postNotAllowed}'. A \`title\` (one line, at most ${ROADMAP_TITLE_MAX} characters) and a \`body\` (at most ${ROADMAP_BODY_MAX}), trimmed; 400 with the schema's messages ('Title is required', 'Body is required'), and nothing is stored. Message '${ROADMAP_MESSAGES.created}'.`,
        body: roadmapEntryCreateSchema,
        response: { 201: envelope(roadmapEntrySchema) },
      },
    },
    async (request, reply) => {
      const entry = await createRoadmapEntry(ctx.db, request.user!.id, request.body, ctx.clock());
      return reply.status(201).send(ok(entry, { message: ROADMAP_MESSAGES.created }));
    },
  );
}
