import { accountRefusalMessage } from '@esdc/core/session';
import type { LoginInput, PublicUser } from '@esdc/core/user';
import { registerSchema, loginSchema } from '@esdc/core/user';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { DB } from '../../db/schema.ts';
import { forbidden, unauthorized } from '../../lib/app-error.ts';
import { verifyPassword } from '../../platform/password.ts';
import { queueVerificationMail, type LinkBase } from '../../platform/mail/account-emails.ts';
import { createSession } from '../../platform/sessions.ts';
import { createAccount, publicUserColumns, type PublicUserRow, toPublicUser } from '../users/public.ts';

/** A signed-in result: the session id, its expiry and the user. */
export interface SignedIn {
  sid: string;
  expiresAt: string;
  user: PublicUser;
}

/**
 * Registers a member (SPEC §2 Register, §5 conflicts), records `user.created` (actor: the new member) and queues
 * the email-verification message in the same transaction, and opens a session.
 * @throws AppError 409 'Email already registered' (EMAIL_TAKEN) / 'Username already taken' (USERNAME_TAKEN) /
 *   'Validation failed: …' for both (CONFLICT, with details per field)
 */
export async function register(
  db: Kysely<DB>,
  input: z.output<typeof registerSchema>,
  ctx: { now: Date; ttlMs: number; ip?: string; userAgent?: string; links: LinkBase },
): Promise<SignedIn> {
  // The address is unverified until the member opens the link queued here, in the same transaction (email verification).
  const id = await createAccount(db, { ...input, role: 'user', status: 'active' }, { via: 'registration', actorId: null }, ctx.now, {
    onCreated: (trx, newId) => queueVerificationMail(trx, ctx.links, { id: newId, name: input.name, email: input.email }, ctx.now),
  });
  const session = await createSession(db, { userId: id, now: ctx.now, ttlMs: ctx.ttlMs, ip: ctx.ip, userAgent: ctx.userAgent });
  const user = await db.selectFrom('users').select(publicUserColumns).where('id', '=', id).executeTakeFirstOrThrow();
  return { sid: session.id, expiresAt: session.expiresAt, user: toPublicUser(user) };
}

/**
 * Signs a member in (SPEC §8 Login failure). Wrong email or password: 401 'Invalid email or password';
 * a suspended or inactive account: 403 with why.
 */
export async function login(
  db: Kysely<DB>,
  input: z.output<typeof loginSchema> | LoginInput,
  ctx: { now: Date; ttlMs: number; ip?: string; userAgent?: string },
): Promise<SignedIn> {
  const row = await db
    .selectFrom('users')
    .select([...publicUserColumns, 'password_hash', 'suspension_reason'])
    .where('email', '=', input.email.trim().toLowerCase())
    .executeTakeFirst();
  const valid = await verifyPassword(row?.password_hash ?? null, input.password);
  if (!row || !valid) throw unauthorized('Invalid email or password');
  return openSession(db, row, ctx);
}

/** What a request that signs in knows: now, the session's lifetime (ms), the client's address and agent. */
export interface SignInContext {
  now: Date;
  ttlMs: number;
  ip?: string;
  userAgent?: string;
}

/**
 * Signs in a member whose identity is proven (a password, a GitHub sign-in): refuses a suspended or inactive
 * account (SPEC §8 Login failure), records the sign-in as their last activity and opens a session.
 * @throws AppError 403 'Your account has been suspended: {reason}' / 'Your account is inactive. Please contact an admin.'
 */
export async function openSession(db: Kysely<DB>, row: PublicUserRow & { suspension_reason: string | null }, ctx: SignInContext): Promise<SignedIn> {
  if (row.status === 'suspended' || row.status === 'inactive') throw forbidden(accountRefusalMessage(row.status, row.suspension_reason));
  const nowIso = ctx.now.toISOString();
  await db.updateTable('users').set({ last_active: nowIso }).where('id', '=', row.id).execute();
  const session = await createSession(db, { userId: row.id, now: ctx.now, ttlMs: ctx.ttlMs, ip: ctx.ip, userAgent: ctx.userAgent });
  return { sid: session.id, expiresAt: session.expiresAt, user: toPublicUser({ ...row, last_active: nowIso }) };
}
