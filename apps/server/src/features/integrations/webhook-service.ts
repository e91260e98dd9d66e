import {
  INTEGRATION_MESSAGES,
  WEBHOOK_EVENTS,
  WEBHOOK_LOG_SIZE,
  WEBHOOK_TEST_TEXT,
  type Webhook,
  type WebhookDelivery,
  type WebhookEvent,
} from '@esdc/core/integration';
import { isLocalHttpUrl, type WebhookCreate, type WebhookUpdate } from '@esdc/core/integration-schemas';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { AppError, badRequest, notFound } from '../../lib/app-error.ts';
import { recordAudit } from '../../platform/audit-log.ts';

/*
 * The Slack and Discord webhooks (SPEC §2 Integrations): admins add one per target, choose the events it posts, turn
 * it on or off, remove it, send a test, and read its latest deliveries. Each change is audited.
 */

/** Whether the server accepts http webhook addresses on this machine (WEBHOOK_ALLOW_LOCAL_URLS, for tests). */
export interface WebhookRules {
  allowLocalUrls: boolean;
}

/** @throws AppError 400 'Webhook URL must be an https address' for a local http address the server does not allow */
function checkUrl(url: string, rules: WebhookRules): void {
  if (isLocalHttpUrl(url) && !rules.allowLocalUrls) throw badRequest(INTEGRATION_MESSAGES.urlHttps, [{ path: 'url', message: INTEGRATION_MESSAGES.urlHttps }]);
}

const eventsOf = (stored: string): WebhookEvent[] => WEBHOOK_EVENTS.filter((e) => stored.split(',').includes(e));

/** The latest deliveries of each webhook, newest first. */
async function deliveriesOf(db: Kysely<DB>, webhookId: number): Promise<WebhookDelivery[]> {
  return db
    .selectFrom('webhook_deliveries')
    .select(['id', 'kind', 'text', 'status', 'attempts', 'last_status', 'last_error', 'next_attempt_at', 'delivered_at', 'created_at'])
    .where('webhook_id', '=', webhookId)
    .orderBy('id', 'desc')
    .limit(WEBHOOK_LOG_SIZE)
    .execute();
}

/**
 * Every webhook, Slack first, each with its latest {@link WEBHOOK_LOG_SIZE} deliveries.
 * @returns the webhooks (at most one per target)
 */
export async function listWebhooks(db: Kysely<DB>): Promise<Webhook[]> {
  const rows = await db.selectFrom('integration_webhooks').selectAll().orderBy('target', 'desc').execute();
  return Promise.all(rows.map(async (r) => ({ ...r, events: eventsOf(r.events), enabled: r.enabled === 1, deliveries: await deliveriesOf(db, r.id) })));
}

/** One webhook with its log. @throws AppError 404 'Webhook not found' */
async function getWebhook(db: Kysely<DB>, id: number): Promise<Webhook> {
  const found = (await listWebhooks(db)).find((w) => w.id === id);
  if (!found) throw notFound(INTEGRATION_MESSAGES.notFound);
  return found;
}

/**
 * Adds the webhook of a target, audited ('integration.webhook_created'; the address is not recorded).
 * @throws AppError 400 for a local address the server does not allow, 409 when the target has one already
 */
export async function createWebhook(db: Kysely<DB>, rules: WebhookRules, actorId: number, input: WebhookCreate, now: Date): Promise<Webhook> {
  checkUrl(input.url, rules);
  const at = now.toISOString();
  let id: number;
  try {
    id = await db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('integration_webhooks')
        .values({ target: input.target, url: input.url, events: input.events.join(','), enabled: input.enabled ? 1 : 0, created_at: at, updated_at: at })
        .returning('id')
        .executeTakeFirstOrThrow();
      await recordAudit(trx, {
        actorId,
        action: 'integration.webhook_created',
        targetType: 'webhook',
        targetId: row.id,
        details: { target: input.target, events: input.events, enabled: input.enabled },
        now,
      });
      return row.id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(409, 'CONFLICT', INTEGRATION_MESSAGES.targetTaken(input.target));
    throw error;
  }
  return getWebhook(db, id);
}

/**
 * Replaces a webhook's address, events and switch, audited ('integration.webhook_updated').
 * @throws AppError 404 'Webhook not found', 400 for a local address the server does not allow
 */
export async function updateWebhook(db: Kysely<DB>, rules: WebhookRules, actorId: number, id: number, input: WebhookUpdate, now: Date): Promise<Webhook> {
  checkUrl(input.url, rules);
  await db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('integration_webhooks').select(['target', 'url']).where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound(INTEGRATION_MESSAGES.notFound);
    await trx
      .updateTable('integration_webhooks')
      .set({ url: input.url, events: input.events.join(','), enabled: input.enabled ? 1 : 0, updated_at: now.toISOString() })
      .where('id', '=', id)
      .execute();
    await recordAudit(trx, {
      actorId,
      action: 'integration.webhook_updated',
      targetType: 'webhook',
      targetId: id,
      details: { target: row.target, events: input.events, enabled: input.enabled, url_changed: row.url !== input.url },
      now,
    });
  });
  return getWebhook(db, id);
}

/**
 * Removes a webhook with its deliveries (queued ones are not posted), audited ('integration.webhook_deleted').
 * @throws AppError 404 'Webhook not found'
 */
export async function deleteWebhook(db: Kysely<DB>, actorId: number, id: number, now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('integration_webhooks').select('target').where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound(INTEGRATION_MESSAGES.notFound);
    await trx.deleteFrom('webhook_deliveries').where('webhook_id', '=', id).execute();
    await trx.deleteFrom('integration_webhooks').where('id', '=', id).execute();
    await recordAudit(trx, { actorId, action: 'integration.webhook_deleted', targetType: 'webhook', targetId: id, details: { target: row.target }, now });
  });
}

/**
 * Queues a test message for one webhook ("Send test"), whether or not it is on; the log shows how it went.
 * @returns the queued delivery
 * @throws AppError 404 'Webhook not found'
 */
export async function queueTest(db: Kysely<DB>, id: number, now: Date): Promise<WebhookDelivery> {
  const hook = await db.selectFrom('integration_webhooks').select('id').where('id', '=', id).executeTakeFirst();
  if (!hook) throw notFound(INTEGRATION_MESSAGES.notFound);
  const at = now.toISOString();
  return db
    .insertInto('webhook_deliveries')
    .values({ webhook_id: id, kind: 'test', text: WEBHOOK_TEST_TEXT, link: null, next_attempt_at: at, created_at: at })
    .returning(['id', 'kind', 'text', 'status', 'attempts', 'last_status', 'last_error', 'next_attempt_at', 'delivered_at', 'created_at'])
    .executeTakeFirstOrThrow();
}
