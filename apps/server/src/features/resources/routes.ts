import { emptyDataSchema, envelope, listEnvelope } from '@esdc/core/api';
import { idParamsSchema } from '@esdc/core/input';
import { RESOURCE_MESSAGES } from '@esdc/core/resource';
import { resourceCreateSchema, resourceListQuerySchema, resourceSchema, resourceUpdateSchema } from '@esdc/core/resource-schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { ok, okPageOf } from '../../lib/envelope.ts';
import { createResource, deleteResource, listResources, updateResource } from './resource-service.ts';

const MANAGERS = `Active admins and moderators ('resource:manage'): 401 signed out, 403 '${RESOURCE_MESSAGES.manageNotAllowed}'.`;
const idParams = idParamsSchema('resource');

/**
 * Learning resources (SPEC §2 Resources): the public library of links and files, managed by admins and
 * moderators. Files are uploaded first with `POST /api/files`.
 */
export async function resourceRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const managers = { onRequest: app.requirePermission('resource:manage', RESOURCE_MESSAGES.manageNotAllowed) };

  r.get(
    '/api/resources',
    {
      config: { session: 'optional' },
      schema: {
        tags: ['resources'],
        summary: 'Learning resources',
        description:
          "Public, newest first. `category` one of arduino, raspberry-pi, pcb, iot, programming ('Invalid resource category'); `q` searches title and " +
          'description (case-insensitive); `limit` (default 12, at most 50)/`offset`.',
        querystring: resourceListQuerySchema,
        response: { 200: listEnvelope(resourceSchema) },
      },
    },
    async (request) => okPageOf(await listResources(ctx.db, request.query), request.query),
  );

  r.post(
    '/api/resources',
    {
      ...managers,
      schema: {
        tags: ['resources'],
        summary: 'Add a resource (a link or an uploaded file)',
        description: `${MANAGERS} Exactly one of \`url\` (http or https) and \`file_id\` (from POST /api/files): '${RESOURCE_MESSAGES.linkOrFile}'. 400 an unknown file or one another resource offers. Message '${RESOURCE_MESSAGES.created}'. Audited.`,
        body: resourceCreateSchema,
        response: { 201: envelope(resourceSchema) },
      },
    },
    async (request, reply) => {
      const resource = await createResource(ctx.db, request.user!, request.body, ctx.clock());
      return reply.status(201).send(ok(resource, { message: RESOURCE_MESSAGES.created }));
    },
  );

  r.put(
    '/api/resources/:id',
    {
      ...managers,
      schema: {
        tags: ['resources'],
        summary: 'Edit a resource',
        description: `${MANAGERS} Any subset; a new \`url\` or \`file_id\` replaces the link or file (a replaced file is deleted). 404 '${RESOURCE_MESSAGES.notFound}'. Message '${RESOURCE_MESSAGES.updated}'. Audited.`,
        params: idParams,
        body: resourceUpdateSchema,
        response: { 200: envelope(resourceSchema) },
      },
    },
    async (request) =>
      ok(await updateResource(ctx.db, ctx.media, request.user!, request.params.id, request.body, ctx.clock()), { message: RESOURCE_MESSAGES.updated }),
  );

  r.delete(
    '/api/resources/:id',
    {
      ...managers,
      schema: {
        tags: ['resources'],
        summary: 'Delete a resource',
        description: `${MANAGERS} Its uploaded file goes with it. 404 '${RESOURCE_MESSAGES.notFound}'. Message '${RESOURCE_MESSAGES.deleted}'. Audited.`,
        params: idParams,
        response: { 200: envelope(emptyDataSchema) },
      },
    },
    async (request) => {
      await deleteResource(ctx.db, ctx.media, request.user!, request.params.id, ctx.clock());
      return ok(null, { message: RESOURCE_MESSAGES.deleted });
    },
  );
}
