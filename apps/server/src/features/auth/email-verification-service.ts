import { ACCOUNT_MESSAGES } from '@esdc/core/account-schemas';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { consumeAccountToken } from '../../platform/account-tokens.ts';
import { queueVerificationMail, type LinkBase } from '../../platform/mail/account-emails.ts';
import { invalidLink } from './password-reset-service.ts';

/**
 * Confirms an email address from its link (SPEC §2 Forgot password, reset password, verify email): uses the token once
 * and records when the address was verified (kept if it already was).
 * @throws AppError 400 INVALID_TOKEN for an unknown, expired or used token
 */
export async function verifyEmail(db: Kysely<DB>, token: string, now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const userId = await consumeAccountToken(trx, { token, purpose: 'email-verification', now });
    if (userId === null) throw invalidLink();
    await trx.updateTable('users').set({ email_verified_at: now.toISOString() }).where('id', '=', userId).where('email_verified_at', 'is', null).execute();
  });
}

/**
 * Sends the signed-in member a new verification link (older ones stop working), token and message in one
 * transaction (SPEC §2 Forgot password, reset password, verify email: "Resend").
 * @throws AppError 400 'Your email address is already verified.'; 404 'User not found'
 */
export async function resendVerification(db: Kysely<DB>, base: LinkBase, userId: number, now: Date): Promise<void> {
  const user = await db.selectFrom('users').select(['id', 'name', 'email', 'email_verified_at']).where('id', '=', userId).executeTakeFirst();
  if (!user) throw notFound('User not found');
  if (user.email_verified_at) throw new AppError(400, 'VALIDATION_ERROR', ACCOUNT_MESSAGES.alreadyVerified);
  await db.transaction().execute((trx) => queueVerificationMail(trx, base, user, now));
}
