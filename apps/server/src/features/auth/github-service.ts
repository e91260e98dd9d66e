import { USERNAME_MAX, USERNAME_MIN } from '@esdc/core/constants';
import { emailSchema } from '@esdc/core/email';
import { GITHUB_UNLINK_NEEDS_PASSWORD, type GitHubAccount, type GitHubErrorCode } from '@esdc/core/github-auth';
import { nameSchema } from '@esdc/core/user';
import { generateCodeVerifier, generateState } from 'arctic';
import type { Kysely, Transaction } from 'kysely';
import { createHash, randomBytes } from 'node:crypto';
import type { DB } from '../../db/schema.ts';
import { AppError, badRequest, notFound } from '../../lib/app-error.ts';
import { recordAudit } from '../../platform/audit-log.ts';
import { createAccount, findTakenFields, NO_PASSWORD, publicUserColumns } from '../users/public.ts';
import { revokeUserSessions } from '../../platform/sessions.ts';
import { openSession, type SignedIn, type SignInContext } from './auth-service.ts';
import { GitHubUnavailableError, type GitHubOAuth, type GitHubUser } from './github-client.ts';

/*
 * Sign in with GitHub (SPEC §2 Rich profile 'Login with GitHub'; docs/decisions/009-github-sign-in.md).
 * A round trip: start (a state row with the PKCE verifier, bound to the browser by a cookie the routes set) → GitHub →
 * callback (the state consumed once, the code exchanged, the account resolved) → the web app, which exchanges a
 * one-time code for the session. Every refusal changes nothing.
 */

/** How long a started sign-in or link may take, in ms (10 minutes). */
export const STATE_TTL_MS = 10 * 60_000;
/** How long the web app has to exchange the callback's one-time code, in ms (2 minutes). */
const SIGN_IN_CODE_TTL_MS = 2 * 60_000;

/** The message of an unknown, used or expired one-time code (400, path `code`). */
export const SIGN_IN_CODE_EXPIRED = 'This GitHub sign-in has expired. Please sign in with GitHub again.';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** What a round trip is for: signing in (or up) from /login or /register, or linking the signed-in member's account. */
export type GitHubPurpose = 'signin' | 'link';

/**
 * Starts a round trip: stores the state's hash with a fresh PKCE verifier (10 minutes, single use) and drops
 * expired round trips and codes.
 * @param userId the member linking (purpose 'link'), else null
 * @returns the state (the routes also put it in the browser's cookie) and GitHub's authorisation URL
 */
export async function startGitHubFlow(
  db: Kysely<DB>,
  oauth: GitHubOAuth,
  input: { purpose: GitHubPurpose; userId: number | null },
  now: Date,
): Promise<{ state: string; url: string }> {
  const state = generateState();
  const codeVerifier = generateCodeVerifier();
  const nowIso = now.toISOString();
  await db.deleteFrom('oauth_states').where('expires_at', '<=', nowIso).execute();
  await db.deleteFrom('oauth_sign_in_codes').where('expires_at', '<=', nowIso).execute();
  await db
    .insertInto('oauth_states')
    .values({
      state_hash: sha256(state),
      code_verifier: codeVerifier,
      purpose: input.purpose,
      user_id: input.userId,
      created_at: nowIso,
      expires_at: new Date(now.getTime() + STATE_TTL_MS).toISOString(),
    })
    .execute();
  return { state, url: oauth.authorizationUrl(state, codeVerifier).toString() };
}

/** What the callback did: for whom (sign-in or link) and either the one-time code / link, or why not. */
export type GitHubCallbackOutcome =
  { purpose: 'signin'; ok: true; code: string } | { purpose: 'link'; ok: true } | { purpose: GitHubPurpose; ok: false; error: GitHubErrorCode };

/** What GitHub's redirect brought back, and the state this browser's cookie holds. */
export interface GitHubCallbackInput {
  state?: string;
  code?: string;
  /** GitHub's `error` (e.g. `access_denied` when the member cancelled). */
  error?: string;
  cookieState?: string;
}

/**
 * Completes a round trip (the OAuth callback). Refused, changing nothing, when the state is not this browser's, unknown,
 * used or expired (`state`), the member cancelled (`denied`), GitHub failed (`provider`) or, for a new account, GitHub
 * has no verified primary email (`no_email`). A sign-in resolves the member: the linked GitHub account's member; else
 * the member whose verified email is GitHub's verified primary email (linked now, unless suspended or inactive: the
 * exchange then refuses with the usual message); else a new member (no password), which takes the address from a
 * member who holds it unverified (their password and sessions dropped; docs/decisions/021-github-email-takeover.md). A link links the GitHub account to the member
 * who started it (`taken` when another member has it, `linked` when they have another one).
 * @returns the outcome the routes turn into a redirect
 */
export async function completeGitHubFlow(db: Kysely<DB>, oauth: GitHubOAuth, input: GitHubCallbackInput, now: Date): Promise<GitHubCallbackOutcome> {
  const stateHash = input.state ? sha256(input.state) : null;
  if (!stateHash || !input.cookieState || input.cookieState !== input.state) {
    // Not this browser's round trip: leave the row for the browser that started it; report where it was headed.
    const row = stateHash ? await db.selectFrom('oauth_states').select('purpose').where('state_hash', '=', stateHash).executeTakeFirst() : undefined;
    return { purpose: row?.purpose ?? 'signin', ok: false, error: 'state' };
  }
  // Single use: whoever deletes the row owns the round trip (atomic on both engines).
  const flow = await db
    .deleteFrom('oauth_states')
    .where('state_hash', '=', stateHash)
    .returning(['purpose', 'user_id', 'code_verifier', 'expires_at'])
    .executeTakeFirst();
  if (!flow || flow.expires_at <= now.toISOString()) return { purpose: flow?.purpose ?? 'signin', ok: false, error: 'state' };
  const purpose = flow.purpose;
  if (input.error || !input.code) return { purpose, ok: false, error: input.error === 'access_denied' ? 'denied' : 'provider' };

  let github: GitHubUser;
  try {
    github = await oauth.fetchUser(input.code, flow.code_verifier);
  } catch (error) {
    if (error instanceof GitHubUnavailableError) return { purpose, ok: false, error: 'provider' };
    throw error;
  }

  if (purpose === 'link') {
    if (flow.user_id === null) return { purpose, ok: false, error: 'account' };
    const error = await linkForMember(db, flow.user_id, github, now);
    return error ? { purpose, ok: false, error } : { purpose, ok: true };
  }
  const resolved = await resolveSignIn(db, github, now);
  if ('error' in resolved) return { purpose, ok: false, error: resolved.error };
  return { purpose, ok: true, code: await issueSignInCode(db, resolved.userId, now) };
}

/** The member a GitHub account is linked to, if any. */
async function linkedMember(db: Kysely<DB> | Transaction<DB>, github: GitHubUser) {
  return db
    .selectFrom('user_identities')
    .select(['user_id', 'login'])
    .where('provider', '=', 'github')
    .where('provider_user_id', '=', github.id)
    .executeTakeFirst();
}

/**
 * Links `github` to a member in `trx`: the identity row, the member's GitHub username set to the verified login, and
 * `user.github_linked` in the audit log (actor: the member).
 */
async function insertLink(trx: Transaction<DB>, userId: number, github: GitHubUser, via: 'profile' | 'sign-in', now: Date): Promise<void> {
  const nowIso = now.toISOString();
  await trx
    .insertInto('user_identities')
    .values({ provider: 'github', provider_user_id: github.id, user_id: userId, login: github.login, linked_at: nowIso })
    .execute();
  await trx.updateTable('users').set({ github_username: github.login, updated_at: nowIso }).where('id', '=', userId).execute();
  await recordAudit(trx, { actorId: userId, action: 'user.github_linked', targetType: 'user', targetId: userId, details: { login: github.login, via }, now });
}

/** Keeps a linked account's login (and the member's GitHub username) as GitHub now spells it (a renamed account). */
async function refreshLogin(db: Kysely<DB>, userId: number, github: GitHubUser, previous: string, now: Date): Promise<void> {
  if (previous === github.login) return;
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('user_identities').set({ login: github.login }).where('provider', '=', 'github').where('provider_user_id', '=', github.id).execute();
    await trx.updateTable('users').set({ github_username: github.login, updated_at: now.toISOString() }).where('id', '=', userId).execute();
  });
}

/** Whether a database error is a unique-constraint violation (a concurrent link won). */
function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: unknown; message?: unknown } | null;
  return !!e && (e.code === '23505' || e.code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || e.code === 'SQLITE_CONSTRAINT_UNIQUE');
}

/** Links `github` to member `userId` (from their profile). @returns why not, or null when linked (or already was). */
async function linkForMember(db: Kysely<DB>, userId: number, github: GitHubUser, now: Date): Promise<GitHubErrorCode | null> {
  const member = await db.selectFrom('users').select(['id', 'status']).where('id', '=', userId).executeTakeFirst();
  if (!member || member.status === 'suspended' || member.status === 'inactive') return 'account';
  const owner = await linkedMember(db, github);
  if (owner && owner.user_id !== userId) return 'taken';
  if (owner) {
    await refreshLogin(db, userId, github, owner.login, now);
    return null;
  }
  const mine = await db.selectFrom('user_identities').select('login').where('user_id', '=', userId).where('provider', '=', 'github').executeTakeFirst();
  if (mine) return 'linked';
  try {
    await db.transaction().execute((trx) => insertLink(trx, userId, github, 'profile', now));
  } catch (error) {
    if (isUniqueViolation(error)) return (await linkedMember(db, github))?.user_id === userId ? null : 'taken';
    throw error;
  }
  return null;
}

/** A username for a new member from their GitHub login: the login, else with -2, -3, … until free (any case). */
async function freeUsername(db: Kysely<DB>, login: string): Promise<string> {
  const base = login.length >= USERNAME_MIN ? login.slice(0, USERNAME_MAX) : `${login}-gh`;
  for (let n = 1; n <= 50; n++) {
    const suffix = n === 1 ? '' : `-${n}`;
    const candidate = `${base.slice(0, USERNAME_MAX - suffix.length)}${suffix}`;
    if ((await findTakenFields(db, { username: candidate })).length === 0) return candidate;
  }
  return `${base.slice(0, USERNAME_MAX - 9)}-${randomBytes(4).toString('hex')}`;
}

/** A new member's display name: GitHub's name when it is a valid one, else the login (padded to the minimum). */
function displayName(github: GitHubUser): string {
  for (const candidate of [github.name, github.login, `GitHub ${github.login}`]) {
    const parsed = nameSchema.safeParse(candidate);
    if (parsed.success) return parsed.data;
  }
  return `GitHub ${github.login}`;
}

/**
 * Resolves the member a GitHub sign-in is for, linking or creating as described at {@link completeGitHubFlow}. A
 * member whose address is unverified is never joined to the GitHub account: the address goes to a new member
 * (docs/decisions/021-github-email-takeover.md).
 */
async function resolveSignIn(db: Kysely<DB>, github: GitHubUser, now: Date): Promise<{ userId: number } | { error: GitHubErrorCode }> {
  const owner = await linkedMember(db, github);
  if (owner) {
    await refreshLogin(db, owner.user_id, github, owner.login, now);
    return { userId: owner.user_id };
  }
  const email = github.verifiedEmail ? emailSchema.safeParse(github.verifiedEmail) : null;
  if (!email?.success) return { error: 'no_email' };
  const existing = await db.selectFrom('users').select(['id', 'status', 'email_verified_at']).where('email', '=', email.data).executeTakeFirst();
  if (existing && !existing.email_verified_at) return createFromGitHub(db, github, email.data, now, existing.id);
  if (existing) {
    // A suspended or inactive member is not linked: the exchange refuses them with the usual message.
    if (existing.status === 'suspended' || existing.status === 'inactive') return { userId: existing.id };
    const theirs = await db
      .selectFrom('user_identities')
      .select('login')
      .where('user_id', '=', existing.id)
      .where('provider', '=', 'github')
      .executeTakeFirst();
    // The member linked another GitHub account: signing in with this one must not take it over.
    if (theirs) return { error: 'taken' };
    try {
      await db.transaction().execute((trx) => insertLink(trx, existing.id, github, 'sign-in', now));
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const winner = await linkedMember(db, github);
      return winner ? { userId: winner.user_id } : { error: 'taken' };
    }
    return { userId: existing.id };
  }
  return createFromGitHub(db, github, email.data, now, null);
}

/** Thrown inside the creating transaction when the unverified account to release changed meanwhile (verified, released). */
class ReleaseLostError extends Error {}

/**
 * Takes a verified address away from the unverified account `userId` that holds it, in `trx`: the address becomes
 * `released:<id>` (which no registration accepts), the password is dropped (no password matches it), every session is
 * revoked and every unused mail link is spent. Nothing else of the account changes (docs/decisions/021-github-email-takeover.md).
 * @throws ReleaseLostError when the account no longer holds the address unverified (a concurrent verification or sign-in)
 */
async function releaseUnverifiedAddress(trx: Transaction<DB>, userId: number, email: string, now: Date): Promise<void> {
  const nowIso = now.toISOString();
  const released = await trx
    .updateTable('users')
    .set({ email: releasedAddress(userId), password_hash: NO_PASSWORD, updated_at: nowIso })
    .where('id', '=', userId)
    .where('email', '=', email)
    .where('email_verified_at', 'is', null)
    .executeTakeFirst();
  if (Number(released.numUpdatedRows) !== 1) throw new ReleaseLostError();
  await revokeUserSessions(trx, userId, now);
  await trx.updateTable('account_tokens').set({ used_at: nowIso }).where('user_id', '=', userId).where('used_at', 'is', null).execute();
}

/** The address an unverified account is left with once a verified owner took its address: unique, and never an email. */
const releasedAddress = (userId: number) => `released:${userId}`;

/**
 * Creates a member for a GitHub account (no password, the address verified by GitHub, the GitHub account linked),
 * first taking the address from the unverified account `releaseFrom` when one holds it.
 */
async function createFromGitHub(
  db: Kysely<DB>,
  github: GitHubUser,
  email: string,
  now: Date,
  releaseFrom: number | null,
): Promise<{ userId: number } | { error: GitHubErrorCode }> {
  const username = await freeUsername(db, github.login);
  try {
    const userId = await db.transaction().execute(async (trx) => {
      if (releaseFrom !== null) await releaseUnverifiedAddress(trx, releaseFrom, email, now);
      const id = await createAccount(
        db,
        { name: displayName(github), username, email, password: null, role: 'user', status: 'active', github_username: null },
        { via: 'github', actorId: null },
        now,
        {
          within: trx,
          // GitHub verified this address (only a verified primary email is taken): no link to confirm it.
          onCreated: (t, newId) => t.updateTable('users').set({ email_verified_at: now.toISOString() }).where('id', '=', newId).execute(),
        },
      );
      if (releaseFrom !== null) {
        await recordAudit(trx, {
          actorId: id,
          action: 'user.email_released',
          targetType: 'user',
          targetId: releaseFrom,
          details: { email, via: 'github' },
          now,
        });
      }
      await insertLink(trx, id, github, 'sign-in', now);
      return id;
    });
    return { userId };
  } catch (error) {
    // A concurrent sign-in of the same GitHub account created the member first: sign in as them.
    const winner = await linkedMember(db, github);
    if (winner) return { userId: winner.user_id };
    if (error instanceof AppError || error instanceof ReleaseLostError || isUniqueViolation(error)) return { error: 'provider' };
    throw error;
  }
}

/** Issues the one-time code (2 minutes) the web app exchanges for a session; only its hash is stored. */
async function issueSignInCode(db: Kysely<DB>, userId: number, now: Date): Promise<string> {
  const code = randomBytes(32).toString('base64url');
  await db
    .insertInto('oauth_sign_in_codes')
    .values({
      code_hash: sha256(code),
      user_id: userId,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + SIGN_IN_CODE_TTL_MS).toISOString(),
    })
    .execute();
  return code;
}

/**
 * Exchanges the callback's one-time code for a session (single use).
 * @throws AppError 400 {@link SIGN_IN_CODE_EXPIRED} (path `code`) for an unknown, used or expired code; 403 for a
 *   suspended or inactive member, with the usual sign-in messages
 */
export async function exchangeSignInCode(db: Kysely<DB>, code: string, ctx: SignInContext): Promise<SignedIn> {
  const row = await db.deleteFrom('oauth_sign_in_codes').where('code_hash', '=', sha256(code)).returning(['user_id', 'expires_at']).executeTakeFirst();
  const expired = () => badRequest(SIGN_IN_CODE_EXPIRED, [{ path: 'code', message: SIGN_IN_CODE_EXPIRED }]);
  if (!row || row.expires_at <= ctx.now.toISOString()) throw expired();
  const user = await db
    .selectFrom('users')
    .select([...publicUserColumns, 'suspension_reason'])
    .where('id', '=', row.user_id)
    .executeTakeFirst();
  if (!user) throw expired();
  return openSession(db, user, ctx);
}

/** The member's linked GitHub account, if any. */
async function findGitHubIdentity(db: Kysely<DB>, userId: number) {
  return db.selectFrom('user_identities').select(['login', 'linked_at']).where('user_id', '=', userId).where('provider', '=', 'github').executeTakeFirst();
}

/**
 * The signed-in member's GitHub link (`GET /api/user/github`).
 * @param enabled whether the server offers GitHub sign-in
 * @throws AppError 404 'User not found'
 */
export async function getGitHubAccount(db: Kysely<DB>, userId: number, enabled: boolean): Promise<GitHubAccount> {
  const user = await db.selectFrom('users').select('password_hash').where('id', '=', userId).executeTakeFirst();
  if (!user) throw notFound('User not found');
  const identity = await findGitHubIdentity(db, userId);
  return { enabled, identity: identity ?? null, has_password: user.password_hash !== NO_PASSWORD };
}

/**
 * Refuses to start a link for a member who has a GitHub account linked already.
 * @throws AppError 409 'Your account is already linked to a GitHub account. Unlink it first.'
 */
export async function assertNotLinked(db: Kysely<DB>, userId: number): Promise<void> {
  if (await findGitHubIdentity(db, userId)) throw new AppError(409, 'CONFLICT', 'Your account is already linked to a GitHub account. Unlink it first.');
}

/**
 * Unlinks the member's GitHub account and records `user.github_unlinked`; the GitHub username stays, as plain text
 * the member may edit again. Refused while GitHub is their only way to sign in (no password).
 * @throws AppError 409 {@link GITHUB_UNLINK_NEEDS_PASSWORD}; 404 'No GitHub account is linked'
 */
export async function unlinkGitHub(db: Kysely<DB>, userId: number, now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const user = await trx.selectFrom('users').select('password_hash').where('id', '=', userId).executeTakeFirst();
    if (!user) throw notFound('User not found');
    if (user.password_hash === NO_PASSWORD) throw new AppError(409, 'CONFLICT', GITHUB_UNLINK_NEEDS_PASSWORD);
    const removed = await trx
      .deleteFrom('user_identities')
      .where('user_id', '=', userId)
      .where('provider', '=', 'github')
      .returning(['login'])
      .executeTakeFirst();
    if (!removed) throw notFound('No GitHub account is linked');
    await trx.updateTable('users').set({ updated_at: now.toISOString() }).where('id', '=', userId).execute();
    await recordAudit(trx, { actorId: userId, action: 'user.github_unlinked', targetType: 'user', targetId: userId, details: { login: removed.login }, now });
  });
}
