import { ACCOUNT_MESSAGES } from '@esdc/core/account-schemas';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { consumeAccountToken } from '../../platform/account-tokens.ts';
import { queuePasswordResetMail, type LinkBase } from '../../platform/mail/account-emails.ts';
import { hashPassword } from '../../platform/password.ts';
import { revokeUserSessions } from '../../platform/sessions.ts';

/** 400 'This link is invalid or has expired. Please request a new one.' (INVALID_TOKEN): unknown, expired and used alike. */
export const invalidLink = () => new AppError(400, 'INVALID_TOKEN', ACCOUNT_MESSAGES.invalidLink);

/**
 * Forgot password (SPEC §2 Forgot password, reset password, verify email): when `email` belongs to an account, issues a
 * reset token (older reset links stop working) and queues the message with its link, in one transaction. Nothing tells
 * the caller whether the address has an account: the route answers the same either way.
 * @param email lower-cased address as typed
 * @returns nothing, on purpose
 */
export async function requestPasswordReset(db: Kysely<DB>, base: LinkBase, email: string, now: Date): Promise<void> {
  const user = await db.selectFrom('users').select(['id', 'name', 'email']).where('email', '=', email.trim().toLowerCase()).executeTakeFirst();
  if (!user) return;
  await db.transaction().execute((trx) => queuePasswordResetMail(trx, base, user, now));
}

/**
 * Sets a new password from a reset link (SPEC §2 Forgot password, reset password, verify email): uses the token once,
 * stores the new hash, revokes every session of the member, and marks the address verified (the link reached it), all
 * in one transaction. Of concurrent uses of one token exactly one succeeds.
 * @param input the token and the new password (already checked by the schema)
 * @throws AppError 400 INVALID_TOKEN for an unknown, expired or used token; nothing changes then
 */
export async function resetPassword(db: Kysely<DB>, input: { token: string; password: string }, now: Date): Promise<void> {
  const passwordHash = await hashPassword(input.password);
  const nowIso = now.toISOString();
  await db.transaction().execute(async (trx) => {
    const userId = await consumeAccountToken(trx, { token: input.token, purpose: 'password-reset', now });
    if (userId === null) throw invalidLink();
    await trx.updateTable('users').set({ password_hash: passwordHash, updated_at: nowIso }).where('id', '=', userId).execute();
    await trx.updateTable('users').set({ email_verified_at: nowIso }).where('id', '=', userId).where('email_verified_at', 'is', null).execute();
    await revokeUserSessions(trx, userId, now);
  });
}
