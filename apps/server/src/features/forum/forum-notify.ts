import { forumThreadPath } from '@esdc/core/forum';
import { mentionedUsernames } from '@esdc/core/mentions';
import { NOTIFICATION_MESSAGE_MAX, NOTIFICATION_TITLE_MAX } from '@esdc/core/notification';
import { sql } from 'kysely';
import type { Engine } from '../../db/client.ts';
import type { Db } from '../../db/db.ts';
import { notify } from '../../platform/notifications/notify.ts';
import type { Member } from './forum-rows.ts';

/*
 * The forum's notifications (docs/requirements.md §2 Forum): 'forum_mention' to each active member an @username names
 * (not the writer), 'forum_reply' to a thread's subscribers other than the reply's author, once per reply.
 */

/**
 * The active members a text mentions, other than its writer.
 * @returns their ids
 */
async function mentionedActiveMembers(db: Db, text: string, writerId: number): Promise<number[]> {
  const names = mentionedUsernames(text);
  if (names.length === 0) return [];
  const rows = await db
    .selectFrom('users')
    .select('id')
    .where(sql<string>`lower(username)`, 'in', names)
    .where('deleted_at', 'is', null)
    .where('status', '=', 'active')
    .where('id', '<>', writerId)
    .execute();
  return rows.map((r) => r.id);
}

/**
 * Notifies what a new post calls for, inside its transaction: mentions ('forum_mention'), and for a reply the
 * thread's subscribers ('forum_reply'; a member also mentioned gets the mention only).
 * @param trx the post's transaction
 * @param engine the database engine
 * @param post the new post: its thread, its title, its body and whether it is a reply
 * @param author who wrote it
 * @param now the post's time
 */
export async function notifyNewPost(
  trx: Db,
  engine: Engine,
  post: { threadId: number; title: string; body: string; reply: boolean },
  author: Member,
  now: Date,
): Promise<void> {
  const link = forumThreadPath(post.threadId);
  const message = post.body.slice(0, NOTIFICATION_MESSAGE_MAX);
  const mentioned = await mentionedActiveMembers(trx, post.body, author.id);
  await notify(
    trx,
    engine,
    { userIds: mentioned, type: 'forum_mention', title: `${author.name} mentioned you in ${post.title}`.slice(0, NOTIFICATION_TITLE_MAX), message, link },
    now,
  );
  if (!post.reply) return;
  const subscribers = await trx
    .selectFrom('forum_subscriptions')
    .select('user_id')
    .where('thread_id', '=', post.threadId)
    .where('user_id', '<>', author.id)
    .execute();
  const already = new Set(mentioned);
  await notify(
    trx,
    engine,
    {
      userIds: subscribers.map((s) => s.user_id).filter((id) => !already.has(id)),
      type: 'forum_reply',
      title: `${author.name} replied to ${post.title}`.slice(0, NOTIFICATION_TITLE_MAX),
      message,
      link,
    },
    now,
  );
}
