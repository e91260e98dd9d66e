import { emptyDataSchema, envelope } from '@esdc/core/api';
import { INTEGRATION_MESSAGES, WEBHOOK_MAX_ATTEMPTS } from '@esdc/core/integration';
import {
  githubRepositorySchema,
  integrationsOverviewSchema,
  storageInfoSchema,
  webhookCreateSchema,
  webhookDeliverySchema,
  webhookParamsSchema,
  webhookSchema,
  webhookUpdateSchema,
} from '@esdc/core/integration-schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { ok } from '../../lib/envelope.ts';
import { userOf } from '../../plugins/auth.ts';
import { GitHubRepositories, linkedGitHubLogin } from './github-repositories.ts';
import { integrationsOverview, storageInfo } from './integration-overview.ts';
import { WebhookDelivery } from './webhook-delivery.ts';
import { createWebhook, deleteWebhook, listWebhooks, queueTest, updateWebhook } from './webhook-service.ts';

const WEBHOOK_FIELDS =
  "`url` (https; 'Webhook URL is required', 'Webhook URL must be an https address'), `events` (a subset of announcements, events, jobs; " +
  "'Events must be a list of announcements, events and jobs') and `enabled` (boolean). Nothing changes on a refusal.";

/**
 * Integrations (SPEC §2 Integrations): the member's GitHub link and public repositories and their email; for admins
 * the Slack and Discord webhooks (with their delivery queue, test and log) and where uploads are stored. Starts the
 * webhook delivery loop with the app and stops it when the app closes.
 */
export async function integrationsRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const secured = { onRequest: app.authenticate };
  const admins = { onRequest: app.requirePermission('integration:manage') };
  const rules = { allowLocalUrls: ctx.config.WEBHOOK_ALLOW_LOCAL_URLS };
  const githubAvailable = Boolean(ctx.config.GITHUB_CLIENT_ID && ctx.config.GITHUB_CLIENT_SECRET);
  const repositories = new GitHubRepositories(ctx.config.GITHUB_API_URL, ctx.db);

  const delivery = new WebhookDelivery({
    db: ctx.db,
    clock: ctx.clock,
    log: app.log,
    publicUrl: ctx.config.publicUrl,
    writes: ctx.database.writes,
    lease: app.jobsLease,
  });
  app.addHook('onReady', async () => delivery.start());
  app.addHook('onClose', async () => delivery.stop());

  r.get(
    '/api/integrations',
    {
      ...secured,
      schema: {
        tags: ['integrations'],
        summary: 'Your integrations',
        description:
          'Signed in only (401). The GitHub account you linked (`login`, or null when not connected) and your email address with whether you verified it.',
        response: { 200: envelope(integrationsOverviewSchema) },
      },
    },
    async (request) => ok(await integrationsOverview(ctx.db, userOf(request).id, githubAvailable)),
  );

  r.get(
    '/api/integrations/github/repositories',
    {
      ...secured,
      schema: {
        tags: ['integrations'],
        summary: 'Your public GitHub repositories',
        description:
          'Signed in only (401). The public repositories your linked GitHub account owns, most recently updated first (up to 100; kept for a minute). ' +
          `409 '${INTEGRATION_MESSAGES.githubNotLinked}' when no GitHub account is linked; 502 (code \`GITHUB_UNAVAILABLE\`) '${INTEGRATION_MESSAGES.githubUnavailable}' when GitHub fails.`,
        response: { 200: envelope(z.array(githubRepositorySchema)) },
      },
    },
    async (request) => {
      const login = await linkedGitHubLogin(ctx.db, userOf(request).id);
      if (!login) throw new AppError(409, 'CONFLICT', INTEGRATION_MESSAGES.githubNotLinked);
      return ok(await repositories.list(login, ctx.clock().getTime()));
    },
  );

  r.get(
    '/api/admin/integrations/storage',
    {
      ...admins,
      schema: {
        tags: ['admin'],
        summary: 'Where uploads are stored',
        description:
          'Active admins only (401, 403). From the configuration: the data folder with its uploads path, or the S3 bucket with its region and endpoint (never its keys).',
        response: { 200: envelope(storageInfoSchema) },
      },
    },
    async () => ok(storageInfo(ctx.config)),
  );

  r.get(
    '/api/admin/integrations/webhooks',
    {
      ...admins,
      schema: {
        tags: ['admin'],
        summary: 'The Slack and Discord webhooks',
        description: 'Active admins only (401, 403). At most one per target, each with its latest 20 deliveries, newest first.',
        response: { 200: envelope(z.array(webhookSchema)) },
      },
    },
    async () => ok(await listWebhooks(ctx.db)),
  );

  r.post(
    '/api/admin/integrations/webhooks',
    {
      ...admins,
      schema: {
        tags: ['admin'],
        summary: 'Add the Slack or Discord webhook',
        description: `Active admins only (401, 403). \`target\` (slack or discord; 'Target must be slack or discord'), ${WEBHOOK_FIELDS} 409 when the target has a webhook already. Audited ('integration.webhook_created').`,
        body: webhookCreateSchema,
        response: { 201: envelope(webhookSchema) },
      },
    },
    async (request, reply) => {
      const hook = await createWebhook(ctx.db, rules, userOf(request).id, request.body, ctx.clock());
      return reply.status(201).send(ok(hook, { message: INTEGRATION_MESSAGES.created }));
    },
  );

  r.put(
    '/api/admin/integrations/webhooks/:id',
    {
      ...admins,
      schema: {
        tags: ['admin'],
        summary: 'Change a webhook',
        description: `Active admins only (401, 403). ${WEBHOOK_FIELDS} 404 '${INTEGRATION_MESSAGES.notFound}'. Audited ('integration.webhook_updated').`,
        params: webhookParamsSchema,
        body: webhookUpdateSchema,
        response: { 200: envelope(webhookSchema) },
      },
    },
    async (request) =>
      ok(await updateWebhook(ctx.db, rules, userOf(request).id, request.params.id, request.body, ctx.clock()), { message: INTEGRATION_MESSAGES.updated }),
  );

  r.delete(
    '/api/admin/integrations/webhooks/:id',
    {
      ...admins,
      schema: {
        tags: ['admin'],
        summary: 'Remove a webhook',
        description: `Active admins only (401, 403). Removes it with its delivery log; queued posts are dropped. 404 '${INTEGRATION_MESSAGES.notFound}'. Audited ('integration.webhook_deleted').`,
        params: webhookParamsSchema,
        response: { 200: envelope(emptyDataSchema) },
      },
    },
    async (request) => {
      await deleteWebhook(ctx.db, userOf(request).id, request.params.id, ctx.clock());
      return ok(null, { message: INTEGRATION_MESSAGES.deleted });
    },
  );

  r.post(
    '/api/admin/integrations/webhooks/:id/test',
    {
      ...admins,
      schema: {
        tags: ['admin'],
        summary: 'Send a test message to a webhook',
        description:
          `Active admins only (401, 403). Queues a test message (on or off) and answers 202 with the queued delivery; it is posted at once and ` +
          `retried on a 429 (after its Retry-After) or a 5xx (30 s doubling), up to ${WEBHOOK_MAX_ATTEMPTS} attempts; the webhook's log shows how it went. 404 '${INTEGRATION_MESSAGES.notFound}'.`,
        params: webhookParamsSchema,
        body: z.unknown().optional(),
        response: { 202: envelope(webhookDeliverySchema) },
      },
    },
    async (request, reply) => {
      const queued = await queueTest(ctx.db, request.params.id, ctx.clock());
      return reply.status(202).send(ok(queued, { message: INTEGRATION_MESSAGES.testQueued }));
    },
  );
}
