import { emptyDataSchema, envelope, listEnvelope } from '@esdc/core/api';
import { DOC_MESSAGES } from '@esdc/core/docs';
import { docArticleSchema, docCreateSchema, docListQuerySchema, docSlugParamsSchema, docSummarySchema, docUpdateSchema } from '@esdc/core/doc-schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { ok, okPageOf } from '../../lib/envelope.ts';
import { createDoc, deleteDoc, getDoc, listDocs, updateDoc } from './doc-service.ts';

const EDITORS = `Active admins ('docs:edit'): 401 signed out, 403 '${DOC_MESSAGES.editNotAllowed}'.`;

/**
 * Documentation (SPEC §2 Documentation): the public list and articles, and the admins' editing.
 */
export async function docRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const editors = { onRequest: app.requirePermission('docs:edit', DOC_MESSAGES.editNotAllowed) };

  r.get(
    '/api/doc-articles',
    {
      config: { session: 'optional' },
      schema: {
        tags: ['docs'],
        summary: 'Documentation articles for the sidebar',
        description:
          "Public. The four groups' articles (slug, group, title, position, updated_at) in group, then position order. `q` keeps those whose title or " +
          'content contains it (case-insensitive); `limit` (default 100)/`offset`.',
        querystring: docListQuerySchema,
        response: { 200: listEnvelope(docSummarySchema) },
      },
    },
    async (request) => okPageOf(await listDocs(ctx.db, request.query), request.query),
  );

  r.get(
    '/api/doc-articles/:slug',
    {
      config: { session: 'optional' },
      schema: {
        tags: ['docs'],
        summary: 'One documentation article',
        description: `Public: \`content_html\` (rendered and sanitised when saved). The markdown \`content\` only for editors (admins), null otherwise. 404 '${DOC_MESSAGES.notFound}'.`,
        params: docSlugParamsSchema,
        response: { 200: envelope(docArticleSchema) },
      },
    },
    async (request) => ok(await getDoc(ctx.db, request.user, request.params.slug)),
  );

  r.post(
    '/api/doc-articles',
    {
      ...editors,
      schema: {
        tags: ['docs'],
        summary: 'Write a documentation article',
        description: `${EDITORS} The markdown is rendered and sanitised (scripts, event handlers and unsafe URLs removed). 409 '${DOC_MESSAGES.slugTaken}'. Message '${DOC_MESSAGES.created}'. Audited.`,
        body: docCreateSchema,
        response: { 201: envelope(docArticleSchema) },
      },
    },
    async (request, reply) => {
      const article = await createDoc(ctx.db, request.user!, request.body, ctx.clock());
      return reply.status(201).send(ok(article, { message: DOC_MESSAGES.created }));
    },
  );

  r.put(
    '/api/doc-articles/:slug',
    {
      ...editors,
      schema: {
        tags: ['docs'],
        summary: 'Edit a documentation article',
        description: `${EDITORS} Any subset of slug, group, title, position and content. 404 '${DOC_MESSAGES.notFound}'; 409 '${DOC_MESSAGES.slugTaken}'. Message '${DOC_MESSAGES.updated}'. Audited.`,
        params: docSlugParamsSchema,
        body: docUpdateSchema,
        response: { 200: envelope(docArticleSchema) },
      },
    },
    async (request) => ok(await updateDoc(ctx.db, request.user!, request.params.slug, request.body, ctx.clock()), { message: DOC_MESSAGES.updated }),
  );

  r.delete(
    '/api/doc-articles/:slug',
    {
      ...editors,
      schema: {
        tags: ['docs'],
        summary: 'Delete a documentation article',
        description: `${EDITORS} 404 '${DOC_MESSAGES.notFound}'. Message '${DOC_MESSAGES.deleted}'. Audited.`,
        params: docSlugParamsSchema,
        response: { 200: envelope(emptyDataSchema) },
      },
    },
    async (request) => {
      await deleteDoc(ctx.db, request.user!, request.params.slug, ctx.clock());
      return ok(null, { message: DOC_MESSAGES.deleted });
    },
  );
}
