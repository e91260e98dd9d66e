import { FORUM_MESSAGES } from '@esdc/core/forum';
import type { Db } from '../../db/db.ts';
import { notFound } from '../../lib/app-error.ts';
import { findThreadRow } from './forum-reads.ts';
import type { Viewer } from './forum-rows.ts';

/*
 * Thread subscriptions (docs/requirements.md §2 Forum): the author of a thread and everyone who replies are
 * subscribed; members subscribe and unsubscribe on the thread page. Subscribers get 'forum_reply' notifications.
 */

/**
 * Subscribes a member to a thread (no change when they already are).
 * @param now the action's time
 */
export async function subscribe(db: Db, threadId: number, userId: number, now: Date): Promise<void> {
  await db
    .insertInto('forum_subscriptions')
    .values({ thread_id: threadId, user_id: userId, created_at: now.toISOString() })
    .onConflict((oc) => oc.columns(['thread_id', 'user_id']).doNothing())
    .execute();
}

/**
 * Subscribes or unsubscribes the member to a thread they may see (idempotent).
 * @param member the signed-in member
 * @param on true to subscribe, false to unsubscribe
 * @returns whether they are now subscribed
 * @throws AppError 404 'Thread not found'
 */
export async function setSubscription(db: Db, threadId: number, member: NonNullable<Viewer>, on: boolean, now: Date): Promise<boolean> {
  if (!(await findThreadRow(db, threadId, member))) throw notFound(FORUM_MESSAGES.threadNotFound);
  if (on) await subscribe(db, threadId, member.id, now);
  else await db.deleteFrom('forum_subscriptions').where('thread_id', '=', threadId).where('user_id', '=', member.id).execute();
  return on;
}
