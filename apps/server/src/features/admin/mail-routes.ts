import { mailMessageSchema, mailSummarySchema } from '@esdc/core/account-schemas';
import { envelope, listEnvelope } from '@esdc/core/api';
import { idParamsSchema, pageQueryShape } from '@esdc/core/input';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { ok, okPageOf } from '../../lib/envelope.ts';
import { getMail, listMail } from './mail-service.ts';

/**
 * The admin Mail tab's API (docs/decisions/007-mail-queue.md; the contract: /api/docs): the outgoing-mail queue, newest
 * first, and one message with its text. Active admins only (`can()` 'admin:access'): 401 signed out, 403 otherwise.
 */
export async function adminMailRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const adminOnly = { onRequest: app.requirePermission('admin:access') };

  r.get(
    '/api/admin/mail',
    {
      ...adminOnly,
      schema: {
        tags: ['admin'],
        summary: 'Outgoing mail, newest first',
        description:
          'Every queued message (password reset, email verification) with its status: pending (waiting or waiting for a retry), ' +
          'sending, sent (to the SMTP server, or written to the dev outbox without SMTP_URL) or failed (given up).',
        querystring: z.object(pageQueryShape({ defaultLimit: 25 })),
        response: { 200: listEnvelope(mailSummarySchema) },
      },
    },
    async (request) => okPageOf(await listMail(ctx.db, request.query), request.query),
  );

  r.get(
    '/api/admin/mail/:id',
    {
      ...adminOnly,
      schema: {
        tags: ['admin'],
        summary: 'One outgoing message with its text',
        description: "The plain-text body holds the message's link. 404 'Message not found'; 400 'Invalid message id'.",
        params: idParamsSchema('message'),
        response: { 200: envelope(mailMessageSchema) },
      },
    },
    async (request) => ok(await getMail(ctx.db, request.params.id)),
  );
}
