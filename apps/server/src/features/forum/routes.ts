import { envelope } from '@esdc/core/api';
import {
  FORUM_BODY_MAX,
  FORUM_MESSAGES,
  FORUM_PAGE_SIZE,
  FORUM_TITLE_MAX,
  forumEntryCreateSchema,
  forumEntryListQuerySchema,
  forumEntryPageSchema,
  forumEntrySchema,
} from '@esdc/core/forum-schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { ok, okPage } from '../../lib/envelope.ts';
import { createForumEntry, listForumEntries } from './forum-service.ts';

/**
 * Forum (SPEC §2 Planning, Mentorship, Hackathons, Workshops, Jobs, Forum): the public list of entries, and active
 * members post to it.
 */
export async function forumRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const posters = { onRequest: app.requirePermission('forum:post', FORUM_MESSAGES.postNotAllowed) };

  r.get(
    '/api/forum',
    {
      config: { session: 'optional' },
      schema: {
        tags: ['forum'],
        summary: 'Forum entries',
        description: `Public, newest first, each with its author (null once they deleted their account). \`limit\` (default ${FORUM_PAGE_SIZE}, at most 50)/\`offset\`.`,
        querystring: forumEntryListQuerySchema,
        response: { 200: forumEntryPageSchema },
      },
    },
    async (request) => {
      const q = request.query;
      const page = await listForumEntries(ctx.db, q);
      return okPage(page.items, { total: page.total, limit: q.limit, offset: q.offset });
    },
  );

  r.post(
    '/api/forum',
    {
      ...posters,
      schema: {
        tags: ['forum'],
        summary: 'Post an entry',
        description: `Active members ('forum:post'): 401 signed out, 403 '${FORUM_MESSAGES.postNotAllowed}'. A \`title\` (one line, at most ${FORUM_TITLE_MAX} characters) and a \`body\` (at most ${FORUM_BODY_MAX}), trimmed; 400 with the schema's messages ('Title is required', 'Body is required'), and nothing is stored. Message '${FORUM_MESSAGES.created}'.`,
        body: forumEntryCreateSchema,
        response: { 201: envelope(forumEntrySchema) },
      },
    },
    async (request, reply) => {
      const entry = await createForumEntry(ctx.db, request.user!.id, request.body, ctx.clock());
      return reply.status(201).send(ok(entry, { message: FORUM_MESSAGES.created }));
    },
  );
}
