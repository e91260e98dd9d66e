import type { AnnouncementAudience, NotificationType } from '@esdc/core/notification';
import type { ExpressionBuilder } from 'kysely';
import type { Engine } from '../../db/client.ts';
import type { DB } from '../../db/schema.ts';
import { publishRealtime } from '../realtime/realtime-bus.ts';
import type { Db } from '../../db/db.ts';

/** The realtime channel of notification messages. */
export const NOTIFICATIONS_CHANNEL = 'notifications';

/**
 * A message on {@link NOTIFICATIONS_CHANNEL}: `created` — notifications with ids `from`..`to` were stored (the
 * streams read the rows of their members in that range); `unread` — a member's unread count changed (read,
 * read-all, delete), so their streams send the new count.
 */
export type NotificationsMessage = { kind: 'created'; from: number; to: number } | { kind: 'unread'; user_id: number };

/**
 * A condition on the member `u` (a `users as u` query): they have not turned notifications of `type` off (SPEC §2
 * Notifications preferences; 'email' still stores them).
 */
function hasNotTurnedOff(type: NotificationType) {
  return ({ not, exists, selectFrom }: ExpressionBuilder<DB & { u: DB['users'] }, 'u'>) =>
    not(
      exists(
        selectFrom('notification_preferences as p')
          .select('p.user_id')
          .whereRef('p.user_id', '=', 'u.id')
          .where('p.type', '=', type)
          .where('p.channel', '=', 'off'),
      ),
    );
}

/** What {@link notify} stores for each recipient. */
export interface NotifyInput {
  /** Recipients (duplicates are sent once; deleted and unknown accounts are skipped). */
  userIds: readonly number[];
  type: NotificationType;
  title: string;
  message: string;
  /** In-app path opened on click (e.g. `/projects/12`), or null. */
  link?: string | null;
  /**
   * The caller mails this news to each recipient it returns itself, at once: the rows are stored as already
   * digested, so the daily digest of an 'email' member does not mail it a second time.
   */
  mailedDirectly?: boolean;
}

/**
 * Stores a notification for each recipient inside the caller's transaction, so it exists exactly when the action
 * it tells about commits (SPEC §2 Notifications), and delivers it to the recipients' open streams after the commit
 * on every instance (docs/decisions/012). Members whose preference for `input.type` is 'off' get nothing;
 * 'email' ones get the row too (the daily digest mails it, unless `input.mailedDirectly`).
 * @param trx the caller's open transaction
 * @param engine the database engine
 * @param input recipients, type and texts
 * @param now the action's time (stored as `created_at`)
 * @returns the ids of the members notified (not deleted, not 'off'), ascending: those a caller that mails the news
 *   itself mails; throws only what the database throws (the caller's transaction then rolls back)
 */
export async function notify(trx: Db, engine: Engine, input: NotifyInput, now: Date): Promise<number[]> {
  const wanted = [...new Set(input.userIds)];
  if (wanted.length === 0) return [];
  const rows = await trx
    .selectFrom('users as u')
    .select('u.id')
    .where('u.id', 'in', wanted)
    .where('u.deleted_at', 'is', null)
    .where(hasNotTurnedOff(input.type))
    .orderBy('u.id')
    .execute();
  if (rows.length === 0) return [];
  const createdAt = now.toISOString();
  const inserted = await trx
    .insertInto('notifications')
    .values(
      rows.map((r) => ({
        user_id: r.id,
        type: input.type,
        title: input.title,
        message: input.message,
        link: input.link ?? null,
        read_at: null,
        digested_at: input.mailedDirectly ? createdAt : null,
        created_at: createdAt,
      })),
    )
    .returning('id')
    .execute();
  await publishCreated(trx, engine, inserted);
  return rows.map((r) => r.id);
}

/**
 * Admin announcement fan-out (SPEC §2 Notifications): one `insert … select` stores the notification for every active
 * member of the audience (all, or one role) who has not turned announcements off, in the caller's transaction.
 * @returns how many members received it
 */
export async function notifyAudience(
  trx: Db,
  engine: Engine,
  input: { audience: AnnouncementAudience; title: string; message: string; link: string | null },
  now: Date,
): Promise<number> {
  const createdAt = now.toISOString();
  const inserted = await trx
    .insertInto('notifications')
    .columns(['user_id', 'type', 'title', 'message', 'link', 'created_at'])
    .expression((eb) => {
      let members = eb
        .selectFrom('users as u')
        .select((s) => [
          'u.id',
          s.val('announcement').as('type'),
          s.val(input.title).as('title'),
          s.val(input.message).as('message'),
          s.val(input.link).as('link'),
          s.val(createdAt).as('created_at'),
        ])
        .where('u.status', '=', 'active')
        .where('u.deleted_at', 'is', null)
        .where(hasNotTurnedOff('announcement'))
        .orderBy('u.id');
      if (input.audience !== 'all') members = members.where('u.role', '=', input.audience);
      return members;
    })
    .returning('id')
    .execute();
  await publishCreated(trx, engine, inserted);
  return inserted.length;
}

/**
 * Tells the streams (after commit) that a member's unread count changed.
 * @param trx the caller's transaction (or the database)
 */
export async function publishUnreadChanged(trx: Db, engine: Engine, userId: number): Promise<void> {
  const message: NotificationsMessage = { kind: 'unread', user_id: userId };
  await publishRealtime(trx, engine, NOTIFICATIONS_CHANNEL, message);
}

async function publishCreated(trx: Db, engine: Engine, inserted: readonly { id: number }[]): Promise<void> {
  if (inserted.length === 0) return;
  let from = inserted[0]!.id;
  let to = from;
  for (const { id } of inserted) {
    if (id < from) from = id;
    if (id > to) to = id;
  }
  const message: NotificationsMessage = { kind: 'created', from, to };
  await publishRealtime(trx, engine, NOTIFICATIONS_CHANNEL, message);
}
