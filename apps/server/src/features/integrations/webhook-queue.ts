import type { WebhookEvent } from '@esdc/core/integration';
import type { Db } from '../../db/db.ts';

/** What to post about: the message and the in-app path it tells about (posted as a full address). */
interface WebhookPost {
  text: string;
  /** An in-app path such as `/events/3`, or null. */
  link: string | null;
}

/**
 * Queues a post for every enabled Slack or Discord webhook that posts `kind` (SPEC §2 Integrations), inside the
 * caller's transaction, so it is queued exactly when the thing it tells about commits; the delivery loop
 * (webhook-delivery.ts) posts it after the commit, with retries. Nothing is queued when no webhook posts `kind`.
 * @param trx the caller's open transaction (or the database)
 * @param kind announcements, events or jobs
 * @param post the text and the link
 * @param now the action's time
 * @returns how many deliveries were queued
 */
export async function enqueueWebhookPosts(trx: Db, kind: WebhookEvent, post: WebhookPost, now: Date): Promise<number> {
  const hooks = await trx.selectFrom('integration_webhooks').select(['id', 'events']).where('enabled', '=', 1).orderBy('id').execute();
  const wanted = hooks.filter((h) => h.events.split(',').includes(kind));
  if (wanted.length === 0) return 0;
  const at = now.toISOString();
  await trx
    .insertInto('webhook_deliveries')
    .values(wanted.map((h) => ({ webhook_id: h.id, kind, text: post.text, link: post.link, next_attempt_at: at, created_at: at })))
    .execute();
  return wanted.length;
}
