import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { notFound } from '../../lib/app-error.ts';
import { recordAudit } from '../../platform/audit-log.ts';
import { queuePasswordResetMail, type LinkBase } from '../../platform/mail/account-emails.ts';
import { hashPassword } from '../../platform/password.ts';
import { revokeUserSessions } from '../../platform/sessions.ts';
import type { AdminActor } from './admin-user-service.ts';

/**
 * An admin sends a member a password-reset link (SPEC §2 Forgot password, reset password, verify email: the edit-user
 * dialog): token, message and the `user.password_reset_sent` audit event in one transaction. The member's password and
 * sessions stay as they are until the link is used.
 * @throws AppError 404 'User not found'
 */
export async function sendResetLink(db: Kysely<DB>, base: LinkBase, actor: AdminActor, id: number, now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const user = await trx.selectFrom('users').select(['id', 'name', 'email']).where('id', '=', id).executeTakeFirst();
    if (!user) throw notFound('User not found');
    await queuePasswordResetMail(trx, base, user, now);
    await recordAudit(trx, { actorId: actor.id, action: 'user.password_reset_sent', targetType: 'user', targetId: id, details: { email: user.email }, now });
  });
}

/**
 * An admin sets a member's password (SPEC §2 Forgot password, reset password, verify email; SPEC §5 Admin create-user
 * form rules, checked by the schema): stores the new hash, revokes the member's sessions (an admin setting their own
 * keeps the current one), makes unused reset links stop working, and records `user.password_set` (never the password),
 * in one transaction.
 * @throws AppError 404 'User not found'
 */
export async function setUserPassword(db: Kysely<DB>, actor: AdminActor, id: number, password: string, now: Date): Promise<void> {
  const passwordHash = await hashPassword(password);
  const nowIso = now.toISOString();
  await db.transaction().execute(async (trx) => {
    const result = await trx.updateTable('users').set({ password_hash: passwordHash, updated_at: nowIso }).where('id', '=', id).executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) throw notFound('User not found');
    await trx
      .updateTable('account_tokens')
      .set({ used_at: nowIso })
      .where('user_id', '=', id)
      .where('purpose', '=', 'password-reset')
      .where('used_at', 'is', null)
      .execute();
    await revokeUserSessions(trx, id, now, id === actor.id ? actor.sid : undefined);
    await recordAudit(trx, { actorId: actor.id, action: 'user.password_set', targetType: 'user', targetId: id, details: {}, now });
  });
}
