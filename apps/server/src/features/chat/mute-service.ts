import { CHAT_MESSAGES } from '@esdc/core/chat';
import type { ChatMuteInput } from '@esdc/core/chat-schemas';
import type { Database } from '../../db/client.ts';
import type { Db } from '../../db/db.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { recordAudit } from '../../platform/audit-log.ts';

/*
 * Mutes (docs/requirements.md §2 Chatroom): a moderator or admin mutes a member for 1–10080 minutes; a muted member
 * reads and receives but cannot post, edit or type. Moderators and admins cannot be muted.
 */

/**
 * When a member's mute ends, if they are muted now.
 * @param now the time to judge at
 * @returns the latest `muted_until` after `now` (ISO-8601 UTC), or null
 */
export async function activeMuteUntil(db: Db, userId: number, now: Date): Promise<string | null> {
  const row = await db
    .selectFrom('chat_mutes')
    .select((eb) => eb.fn.max('muted_until').as('until'))
    .where('user_id', '=', userId)
    .where('muted_until', '>', now.toISOString())
    .executeTakeFirst();
  return (row?.until as string | null | undefined) ?? null;
}

/**
 * Mutes a member until `now + minutes` and records it in the audit log ('chat.member_muted').
 * @param actorId the moderator or admin
 * @returns the member's id and when the mute ends
 * @throws AppError 404 'User not found' for a missing or deleted account; 403 'Moderators and admins cannot be muted'
 */
export async function muteMember(database: Database, actorId: number, input: ChatMuteInput, now: Date): Promise<{ user_id: number; muted_until: string }> {
  return database.db.transaction().execute(async (trx) => {
    const member = await trx.selectFrom('users').select(['id', 'role', 'deleted_at']).where('id', '=', input.user_id).executeTakeFirst();
    if (!member || member.deleted_at !== null) throw notFound('User not found');
    if (member.role === 'moderator' || member.role === 'admin') throw new AppError(403, 'FORBIDDEN', CHAT_MESSAGES.cannotMuteStaff);
    const mutedUntil = new Date(now.getTime() + input.minutes * 60_000).toISOString();
    await trx
      .insertInto('chat_mutes')
      .values({ user_id: member.id, muted_until: mutedUntil, muted_by: actorId, reason: null, created_at: now.toISOString() })
      .execute();
    await recordAudit(trx, {
      actorId,
      action: 'chat.member_muted',
      targetType: 'user',
      targetId: member.id,
      details: { minutes: input.minutes, muted_until: mutedUntil },
      now,
    });
    return { user_id: member.id, muted_until: mutedUntil };
  });
}
