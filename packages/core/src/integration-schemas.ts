import { z } from 'zod';
import { idParamsSchema } from './input.ts';
import { INTEGRATION_MESSAGES, WEBHOOK_DELIVERY_KINDS, WEBHOOK_DELIVERY_STATUSES, WEBHOOK_EVENTS, WEBHOOK_TARGETS, WEBHOOK_URL_MAX } from './integration.ts';

/*
 * Integrations (SPEC §2 Integrations): the schemas of every request and response (contract at /api/docs).
 */

/**
 * A webhook's address: https, at most {@link WEBHOOK_URL_MAX} characters. An http address of 127.0.0.1 or localhost
 * passes here too; the server refuses it unless WEBHOOK_ALLOW_LOCAL_URLS is set (tests).
 */
const webhookUrlSchema = z
  .string({ error: INTEGRATION_MESSAGES.urlRequired })
  .trim()
  .min(1, INTEGRATION_MESSAGES.urlRequired)
  .max(WEBHOOK_URL_MAX, INTEGRATION_MESSAGES.urlTooLong)
  .refine((v) => isHttpsUrl(v) || isLocalHttpUrl(v), INTEGRATION_MESSAGES.urlHttps);

/** Whether `value` is an https address with a host name. */
export function isHttpsUrl(value: string): boolean {
  return /^https:\/\/[^\s/?#]+(?:[/?#]\S*)?$/i.test(value);
}

/** Whether `value` is an http address of this machine (127.0.0.1 or localhost), accepted only in tests. */
export function isLocalHttpUrl(value: string): boolean {
  return /^http:\/\/(?:127\.0\.0\.1|localhost)(?::\d{1,5})?(?:[/?#]\S*)?$/i.test(value);
}

const eventsSchema = z
  .array(z.enum(WEBHOOK_EVENTS, { error: INTEGRATION_MESSAGES.eventsInvalid }), { error: INTEGRATION_MESSAGES.eventsInvalid })
  .max(WEBHOOK_EVENTS.length, INTEGRATION_MESSAGES.eventsInvalid)
  .transform((list) => WEBHOOK_EVENTS.filter((e) => list.includes(e)));

/** `PUT /api/admin/integrations/webhooks/{id}` body: the address, the events it posts, and whether it is on. */
export const webhookUpdateSchema = z.object({
  url: webhookUrlSchema,
  events: eventsSchema,
  enabled: z.boolean({ error: 'Enabled must be true or false' }),
});

/** `POST /api/admin/integrations/webhooks` body: one webhook per target. */
export const webhookCreateSchema = webhookUpdateSchema.extend({
  target: z.enum(WEBHOOK_TARGETS, { error: INTEGRATION_MESSAGES.targetInvalid }),
});
export type WebhookInput = z.input<typeof webhookCreateSchema>;
export type WebhookCreate = z.output<typeof webhookCreateSchema>;
export type WebhookUpdate = z.output<typeof webhookUpdateSchema>;

/** `{ id }` of a webhook route. */
export const webhookParamsSchema = idParamsSchema('webhook');

/** One attempt series of posting a message to a webhook. */
export const webhookDeliverySchema = z
  .object({
    id: z.number().int(),
    kind: z.enum(WEBHOOK_DELIVERY_KINDS),
    text: z.string().describe('The message posted'),
    status: z.enum(WEBHOOK_DELIVERY_STATUSES),
    attempts: z.number().int().describe('Attempts made so far'),
    last_status: z.number().int().nullable().describe('The HTTP status of the last attempt; null before it or when the service did not answer'),
    last_error: z.string().nullable().describe('Why the last attempt failed, if it did'),
    next_attempt_at: z.string().nullable().describe('When the next attempt is due (ISO-8601 UTC); null once delivered or given up'),
    delivered_at: z.string().nullable(),
    created_at: z.string(),
  })
  .meta({ id: 'WebhookDelivery' });
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

/** A Slack or Discord incoming webhook, with its latest deliveries. */
export const webhookSchema = z
  .object({
    id: z.number().int(),
    target: z.enum(WEBHOOK_TARGETS),
    url: z.string(),
    events: z.array(z.enum(WEBHOOK_EVENTS)),
    enabled: z.boolean(),
    created_at: z.string(),
    updated_at: z.string(),
    deliveries: z.array(webhookDeliverySchema).describe('The latest deliveries, newest first (at most 20)'),
  })
  .meta({ id: 'Webhook' });
export type Webhook = z.infer<typeof webhookSchema>;

/** Where uploads are stored, from the server's configuration (never its keys). */
export const storageInfoSchema = z
  .object({
    kind: z.enum(['data-folder', 's3']),
    path: z.string().nullable().describe('The uploads folder (data folder only)'),
    bucket: z.string().nullable(),
    region: z.string().nullable(),
    endpoint: z.string().nullable().describe("The S3 API's URL for a non-AWS service; null for AWS"),
  })
  .meta({ id: 'StorageInfo' });
export type StorageInfo = z.infer<typeof storageInfoSchema>;

/** `GET /api/integrations`: the signed-in member's GitHub link and email address. */
export const integrationsOverviewSchema = z
  .object({
    github: z.object({
      available: z.boolean().describe('Whether this server offers linking GitHub'),
      login: z.string().nullable().describe('The linked GitHub login; null when not linked'),
    }),
    email: z.object({
      address: z.string(),
      verified: z.boolean(),
    }),
  })
  .meta({ id: 'IntegrationsOverview' });
export type IntegrationsOverview = z.infer<typeof integrationsOverviewSchema>;

/** One of the member's public GitHub repositories. */
export const githubRepositorySchema = z
  .object({
    name: z.string(),
    full_name: z.string(),
    html_url: z.string().describe('The repository page on GitHub'),
    description: z.string().nullable(),
    language: z.string().nullable(),
    updated_at: z.string().nullable(),
  })
  .meta({ id: 'GitHubRepository' });
export type GitHubRepository = z.infer<typeof githubRepositorySchema>;
