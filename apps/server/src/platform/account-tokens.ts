import { createHash, randomBytes } from 'node:crypto';
import type { AccountTokenPurpose } from '../db/schema.ts';
import type { Db } from '../db/db.ts';

/**
 * The stored form of a link's token: hex sha256. The token itself (32 random bytes) never reaches the database, so a
 * copy of the database opens no account.
 * @param token the token from the link
 */
function hashAccountToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Issues a one-time link token (SPEC §2 Forgot password, reset password, verify email): 32 random bytes as base64url,
 * stored hashed with its purpose and expiry. Older unused tokens of the same user and purpose stop working (marked
 * used now), so only the newest link works. Call it inside the transaction that queues the message carrying it.
 * @param ttlMs lifetime in ms
 * @returns the token to put in the link, and its expiry (ISO-8601)
 */
export async function issueAccountToken(
  db: Db,
  input: { userId: number; purpose: AccountTokenPurpose; ttlMs: number; now: Date },
): Promise<{ token: string; expiresAt: string }> {
  const nowIso = input.now.toISOString();
  await db
    .updateTable('account_tokens')
    .set({ used_at: nowIso })
    .where('user_id', '=', input.userId)
    .where('purpose', '=', input.purpose)
    .where('used_at', 'is', null)
    .execute();
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(input.now.getTime() + input.ttlMs).toISOString();
  await db
    .insertInto('account_tokens')
    .values({ user_id: input.userId, purpose: input.purpose, token_hash: hashAccountToken(token), expires_at: expiresAt, used_at: null, created_at: nowIso })
    .execute();
  return { token, expiresAt };
}

/**
 * Uses a token once: marks it used if it exists, has this purpose, is unused and has not expired, in one conditional
 * update, so of concurrent uses exactly one succeeds (on both engines). Call it inside the transaction that acts on
 * it, so a failure afterwards leaves the token unused.
 * @returns the token's user id, or null when the token is unknown, expired, used or for another purpose
 */
export async function consumeAccountToken(db: Db, input: { token: string; purpose: AccountTokenPurpose; now: Date }): Promise<number | null> {
  const nowIso = input.now.toISOString();
  const row = await db
    .updateTable('account_tokens')
    .set({ used_at: nowIso })
    .where('token_hash', '=', hashAccountToken(input.token))
    .where('purpose', '=', input.purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', nowIso)
    .returning('user_id')
    .executeTakeFirst();
  return row?.user_id ?? null;
}
