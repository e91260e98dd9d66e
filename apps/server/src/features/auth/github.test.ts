import { GITHUB_ERRORS, GITHUB_UNLINK_NEEDS_PASSWORD, GITHUB_USERNAME_LINKED, type GitHubAccount } from '@esdc/core/github-auth';
import type { PublicUser } from '@esdc/core/user';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startGitHubTestProvider, type GitHubTestProvider } from '../../../../../scripts/github-test-provider.mjs';
import { ConfigError, loadConfig } from '../../config.ts';
import { createTestApp, envelope, uniqueSuffix, type TestApp } from '../../test/harness.ts';
import { latestLinkToken } from '../../test/mail.ts';
import { SIGN_IN_CODE_EXPIRED } from './github-service.ts';

/*
 * Sign in with GitHub (docs/decisions/009-github-sign-in.md) against a local OAuth server (oauth2-mock-server, which
 * checks the PKCE verifier) and a fake of GitHub's REST API: the whole round trip through the real routes, on SQLite
 * and PostgreSQL.
 */

const PUBLIC_URL = 'http://hub.test';

let github: GitHubTestProvider;
let t: TestApp;
let nextGitHubId = 1000;

beforeAll(async () => {
  github = await startGitHubTestProvider();
  t = await createTestApp({ env: { ...github.env, PUBLIC_URL } });
});
afterAll(async () => {
  await t?.close();
  await github?.stop();
});

/** A fresh GitHub account (unique id, login and verified primary email) for the next sign-in. */
function gitHubAccount(overrides: Partial<GitHubTestProvider['account']> = {}) {
  const s = uniqueSuffix();
  const account = {
    id: nextGitHubId++,
    login: `octo-${s}`.slice(0, 39),
    name: `Octo ${s}`,
    emails: [{ email: `octo.${s}@example.com`, primary: true, verified: true }],
    ...overrides,
  };
  github.account = account;
  return account;
}

/** The state cookie a start or link answer set, as a Cookie header value. */
function stateCookie(setCookie: string | string[] | undefined): string {
  const value = [setCookie ?? []].flat().find((c) => c.startsWith('esdc_github_state='));
  expect(value, 'state cookie').toBeDefined();
  expect(value).toMatch(/HttpOnly/);
  expect(value).toMatch(/SameSite=Lax/);
  return (value ?? '').split(';')[0] ?? '';
}

/** Starts a round trip: a sign-in (anonymous) or a link (with `token`). @returns GitHub's URL and the browser's cookie */
async function start(token?: string): Promise<{ authorizeUrl: string; cookie: string }> {
  if (token) {
    const res = await t.inject({ method: 'POST', url: '/api/user/github/link', headers: t.authHeader(token) });
    expect(res.statusCode, res.body).toBe(200);
    return { authorizeUrl: envelope<{ url: string }>(res).data.url, cookie: stateCookie(res.headers['set-cookie']) };
  }
  const res = await t.inject({ method: 'GET', url: '/api/auth/github/start' });
  expect(res.statusCode, res.body).toBe(302);
  return { authorizeUrl: String(res.headers.location), cookie: stateCookie(res.headers['set-cookie']) };
}

/** Follows GitHub's authorisation page (it approves at once) to the callback URL it sends the browser to. */
async function authorize(authorizeUrl: string): Promise<URL> {
  const url = new URL(authorizeUrl);
  expect(url.pathname).toBe('/login/oauth/authorize');
  expect(url.searchParams.get('code_challenge_method')).toBe('S256');
  expect(url.searchParams.get('redirect_uri')).toBe(`${PUBLIC_URL}/api/auth/github/callback`);
  const res = await fetch(url, { redirect: 'manual' });
  expect(res.status).toBe(302);
  const callback = new URL(res.headers.get('location') ?? '');
  expect(callback.origin + callback.pathname).toBe(`${PUBLIC_URL}/api/auth/github/callback`);
  return callback;
}

/** Calls our callback as the browser would (with or without its cookie). @returns where it redirects */
async function callback(url: URL, cookie?: string): Promise<URL> {
  const res = await t.inject({ method: 'GET', url: url.pathname + url.search, headers: cookie ? { cookie } : {} });
  expect(res.statusCode, res.body).toBe(302);
  return new URL(String(res.headers.location), PUBLIC_URL);
}

/** A whole round trip. @returns the page the browser lands on */
async function roundTrip(token?: string): Promise<URL> {
  const { authorizeUrl, cookie } = await start(token);
  return callback(await authorize(authorizeUrl), cookie);
}

const exchange = (code: string) => t.inject({ method: 'POST', url: '/api/auth/github/exchange', payload: { code } });
const account = async (token: string) => envelope<GitHubAccount>(await t.inject({ method: 'GET', url: '/api/user/github', headers: t.authHeader(token) })).data;
const identities = () => t.db.selectFrom('user_identities').selectAll().execute();
const auditOf = (action: string, userId: number) =>
  t.db
    .selectFrom('audit_log')
    .select(['actor_id', 'details'])
    .where('action', '=', action as never)
    .where('target_id', '=', userId)
    .execute();

/** Confirms a member's address through the link mailed to it. */
async function verifyEmail(member: { email: string }): Promise<void> {
  const token = await latestLinkToken(t.db, member.email, 'email-verification');
  const res = await t.inject({ method: 'POST', url: '/api/user/verify-email', payload: { token } });
  expect(res.statusCode, res.body).toBe(200);
}

/** Signs in with GitHub from /login to a session. */
async function signInWithGitHub(): Promise<{ token: string; user: PublicUser }> {
  const landed = await roundTrip();
  expect(landed.pathname).toBe('/login');
  const code = landed.searchParams.get('github_code');
  expect(code, landed.toString()).toBeTruthy();
  const res = await exchange(code ?? '');
  expect(res.statusCode, res.body).toBe(200);
  expect(envelope(res).message).toBe('Login successful');
  return envelope<{ token: string; user: PublicUser }>(res).data;
}

describe('configuration', () => {
  it('needs GITHUB_CLIENT_ID and GITHUB_CLIENT_SECRET together, and derives the public URL', () => {
    expect(() => loadConfig({ GITHUB_CLIENT_ID: 'x' })).toThrow(ConfigError);
    expect(() => loadConfig({ GITHUB_CLIENT_SECRET: 'x' })).toThrow(/GITHUB_CLIENT_ID: set GITHUB_CLIENT_ID and GITHUB_CLIENT_SECRET together/);
    expect(loadConfig({ PORT: '4000' }).publicUrl).toBe('http://localhost:4000');
    expect(loadConfig({ PUBLIC_URL: 'https://hub.example.edu/' }).publicUrl).toBe('https://hub.example.edu');
    expect(() => loadConfig({ PUBLIC_URL: 'hub.example.edu' })).toThrow(/PUBLIC_URL/);
  });
});

describe('without a GitHub OAuth app', () => {
  it('says GitHub sign-in is off and refuses every step with 404', async () => {
    const plain = await createTestApp();
    try {
      const availability = await plain.inject({ method: 'GET', url: '/api/auth/github' });
      expect(envelope(availability).data).toEqual({ enabled: false });
      for (const req of [
        { method: 'GET', url: '/api/auth/github/start' },
        { method: 'GET', url: '/api/auth/github/callback?state=x&code=y' },
        { method: 'POST', url: '/api/auth/github/exchange', payload: { code: 'a'.repeat(43) } },
      ] as const) {
        const res = await plain.inject(req);
        expect(res.statusCode, req.url).toBe(404);
        expect(envelope(res).message).toBe('GitHub sign-in is not enabled');
      }
      const member = await plain.register();
      const link = await plain.inject({ method: 'POST', url: '/api/user/github/link', headers: plain.authHeader(member.token) });
      expect(link.statusCode).toBe(404);
      const mine = await plain.inject({ method: 'GET', url: '/api/user/github', headers: plain.authHeader(member.token) });
      expect(envelope(mine).data).toEqual({ enabled: false, identity: null, has_password: true });
      expect(await plain.count('oauth_states')).toBe(0);
    } finally {
      await plain.close();
    }
  });
});

describe('signing in with GitHub', () => {
  beforeEach(() => {
    github.calls = {};
  });

  it('is offered', async () => {
    expect(envelope(await t.inject({ method: 'GET', url: '/api/auth/github' })).data).toEqual({ enabled: true });
  });

  it('creates a member without a password on a first sign-in, then signs the same member in again', async () => {
    const gh = gitHubAccount({ name: null });
    const { token, user } = await signInWithGitHub();
    expect(user).toMatchObject({ name: gh.login, username: gh.login, email: gh.emails[0]?.email, github_username: gh.login, role: 'user', status: 'active' });
    expect(await account(token)).toMatchObject({ enabled: true, identity: { login: gh.login }, has_password: false });
    expect(await auditOf('user.created', user.id)).toEqual([expect.objectContaining({ details: expect.stringContaining('"via":"github"') })]);
    expect(await auditOf('user.github_linked', user.id)).toHaveLength(1);
    const profile = await t.inject({ method: 'GET', url: '/api/user/profile', headers: t.authHeader(token) });
    expect(envelope<PublicUser>(profile).data.id).toBe(user.id);
    // No password matches an account made through GitHub, not even an empty one.
    const byPassword = await t.inject({ method: 'POST', url: '/api/user/login', payload: { email: user.email, password: 'x' } });
    expect(byPassword.statusCode).toBe(401);

    const again = await signInWithGitHub();
    expect(again.user.id).toBe(user.id);
    expect((await identities()).filter((i) => i.user_id === user.id)).toHaveLength(1);
  });

  it('makes a taken login into a free username', async () => {
    const member = await t.register();
    gitHubAccount({ login: member.user.username.toUpperCase().replace(/_/g, '-') });
    const taken = member.user.username.replace(/_/g, '-');
    await t.db.updateTable('users').set({ username: taken }).where('id', '=', member.user.id).execute();
    const { user } = await signInWithGitHub();
    expect(user.username).toBe(`${taken.toUpperCase()}-2`);
  });

  it("links the member whose verified email is GitHub's verified primary email", async () => {
    const member = await t.register({ github_username: 'someone-else' });
    await verifyEmail(member);
    const gh = gitHubAccount({ emails: [{ email: member.email.toUpperCase(), primary: true, verified: true }] });
    const { user } = await signInWithGitHub();
    expect(user.id).toBe(member.user.id);
    expect(user.github_username).toBe(gh.login);
    expect(await account(member.token)).toMatchObject({ identity: { login: gh.login }, has_password: true });
    expect(await auditOf('user.github_linked', member.user.id)).toEqual([
      expect.objectContaining({ actor_id: member.user.id, details: JSON.stringify({ login: gh.login, via: 'sign-in' }) }),
    ]);
  });

  it('refuses a GitHub account without a verified primary email and creates nothing', async () => {
    gitHubAccount({
      emails: [
        { email: 'unverified@example.com', primary: true, verified: false },
        { email: 'second@example.com', primary: false, verified: true },
      ],
    });
    const users = await t.count('users');
    const landed = await roundTrip();
    expect(landed.pathname).toBe('/login');
    expect(landed.searchParams.get('github_error')).toBe('no_email');
    expect(GITHUB_ERRORS.no_email).toMatch(/no verified email/);
    expect(await t.count('users')).toBe(users);
  });

  it('refuses a state that is not this browser’s, changing nothing', async () => {
    gitHubAccount();
    const users = await t.count('users');
    const { authorizeUrl, cookie } = await start();
    const back = await authorize(authorizeUrl);
    for (const wrong of [undefined, 'esdc_github_state=someone-elses-state']) {
      const landed = await callback(back, wrong);
      expect(landed.toString()).toBe(`${PUBLIC_URL}/login?github_error=state`);
    }
    // GitHub was not asked, nothing was created, and the browser that started it can still finish it.
    expect(github.calls['/user']).toBeUndefined();
    expect(await t.count('users')).toBe(users);
    const landed = await callback(back, cookie);
    expect(landed.searchParams.get('github_code')).toBeTruthy();
    expect(await t.count('users')).toBe(users + 1);
  });

  it('refuses a state used already or older than 10 minutes', async () => {
    gitHubAccount();
    const { authorizeUrl, cookie } = await start();
    const back = await authorize(authorizeUrl);
    expect((await callback(back, cookie)).searchParams.get('github_code')).toBeTruthy();
    expect((await callback(back, cookie)).searchParams.get('github_error')).toBe('state');

    gitHubAccount();
    const users = await t.count('users');
    const late = await start();
    const lateBack = await authorize(late.authorizeUrl);
    t.clock.advance(10 * 60_000 + 1);
    expect((await callback(lateBack, late.cookie)).searchParams.get('github_error')).toBe('state');
    expect(await t.count('users')).toBe(users);
  });

  it('reports a cancelled authorisation and a code GitHub refuses', async () => {
    gitHubAccount();
    const users = await t.count('users');
    const denied = await start();
    const state = new URL(denied.authorizeUrl).searchParams.get('state') ?? '';
    const cancelled = await callback(new URL(`${PUBLIC_URL}/api/auth/github/callback?error=access_denied&state=${state}`), denied.cookie);
    expect(cancelled.searchParams.get('github_error')).toBe('denied');

    github.oauth.service.once('beforeResponse', (response) => {
      response.body = { error: 'bad_verification_code' };
      response.statusCode = 400;
    });
    expect((await roundTrip()).searchParams.get('github_error')).toBe('provider');
    expect(await t.count('users')).toBe(users);
  });

  it('takes each one-time code once, within 2 minutes', async () => {
    gitHubAccount();
    const landed = await roundTrip();
    const code = landed.searchParams.get('github_code') ?? '';
    expect((await exchange(code)).statusCode).toBe(200);
    const reused = await exchange(code);
    expect(reused.statusCode).toBe(400);
    expect(envelope(reused)).toMatchObject({ message: SIGN_IN_CODE_EXPIRED, error: { details: [{ path: 'code' }] } });

    const late = (await roundTrip()).searchParams.get('github_code') ?? '';
    t.clock.advance(2 * 60_000 + 1);
    expect((await exchange(late)).statusCode).toBe(400);
    const bad = await exchange('not a code');
    expect(bad.statusCode).toBe(400);
    expect(envelope(bad).message).toBe('Invalid sign-in code');
  });

  it('refuses a suspended member with the sign-in message, without linking them', async () => {
    const member = await t.register();
    await verifyEmail(member);
    await t.db.updateTable('users').set({ status: 'suspended', suspension_reason: 'spam' }).where('id', '=', member.user.id).execute();
    gitHubAccount({ emails: [{ email: member.email, primary: true, verified: true }] });
    const code = (await roundTrip()).searchParams.get('github_code') ?? '';
    const res = await exchange(code);
    expect(res.statusCode).toBe(403);
    expect(envelope(res).message).toBe('Your account has been suspended: spam');
    expect((await identities()).some((i) => i.user_id === member.user.id)).toBe(false);
  });
});

describe('an unverified account holding the GitHub address (docs/decisions/021-github-email-takeover.md)', () => {
  /** An attacker registers the victim's address, which they cannot verify, and makes the account theirs. */
  async function squat() {
    const victimEmail = `victim.${uniqueSuffix()}@example.com`;
    const attacker = await t.register({ email: victimEmail, name: 'Mallory Squatter' });
    const bio = 'attacker secret bio';
    const edit = await t.inject({ method: 'PUT', url: `/api/users/${attacker.user.id}`, headers: t.authHeader(attacker.token), payload: { bio } });
    expect(edit.statusCode, edit.body).toBe(200);
    return { attacker, victimEmail, bio };
  }

  it('gives the address to a new member for the GitHub account; the squatter loses it, their password and sessions', async () => {
    const { attacker, victimEmail, bio } = await squat();
    const gh = gitHubAccount({ emails: [{ email: victimEmail, primary: true, verified: true }] });

    const { token, user } = await signInWithGitHub();
    // The victim lands in an account of their own, verified, with nothing of the attacker's.
    expect(user.id).not.toBe(attacker.user.id);
    expect(user).toMatchObject({ email: victimEmail, username: gh.login, bio: null, github_username: gh.login });
    expect(user.email_verified_at).not.toBeNull();
    const mine = envelope<PublicUser>(await t.inject({ method: 'GET', url: '/api/user/profile', headers: t.authHeader(token) })).data;
    expect(mine.id).toBe(user.id);
    expect(JSON.stringify(mine)).not.toContain(bio);
    expect(JSON.stringify(mine)).not.toContain('Mallory');

    // The attacker's password and session no longer work, and their account no longer holds the address.
    const byPassword = await t.inject({ method: 'POST', url: '/api/user/login', payload: { email: victimEmail, password: attacker.password } });
    expect(byPassword.statusCode).toBe(401);
    const oldSession = await t.inject({ method: 'GET', url: '/api/user/profile', headers: t.authHeader(attacker.token) });
    expect(oldSession.statusCode).toBe(401);
    const squatter = await t.db.selectFrom('users').select(['email', 'password_hash']).where('id', '=', attacker.user.id).executeTakeFirstOrThrow();
    expect(squatter).toEqual({ email: `released:${attacker.user.id}`, password_hash: '' });
    // The attacker's pending mail links are spent: none can verify or reset anything any more.
    const liveTokens = await t.db.selectFrom('account_tokens').select('id').where('user_id', '=', attacker.user.id).where('used_at', 'is', null).execute();
    expect(liveTokens).toEqual([]);
    // A password reset for the address now reaches the victim's account, not the attacker's.
    await t.inject({ method: 'POST', url: '/api/user/forgot-password', payload: { email: victimEmail } });
    const resetToken = await latestLinkToken(t.db, victimEmail, 'password-reset');
    const reset = await t.db
      .selectFrom('account_tokens')
      .select('user_id')
      .where('purpose', '=', 'password-reset')
      .where('used_at', 'is', null)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(resetToken).toBeTruthy();
    expect(reset.user_id).toBe(user.id);

    expect(await auditOf('user.email_released', attacker.user.id)).toEqual([
      expect.objectContaining({ actor_id: user.id, details: JSON.stringify({ email: victimEmail, via: 'github' }) }),
    ]);
    // Signing in again keeps the victim in their own account.
    expect((await signInWithGitHub()).user.id).toBe(user.id);
  });

  it('does the same when the squatting account is suspended, without telling the victim why it was', async () => {
    const { attacker, victimEmail } = await squat();
    await t.db.updateTable('users').set({ status: 'suspended', suspension_reason: 'attacker spam' }).where('id', '=', attacker.user.id).execute();
    gitHubAccount({ emails: [{ email: victimEmail, primary: true, verified: true }] });
    const { user } = await signInWithGitHub();
    expect(user.id).not.toBe(attacker.user.id);
    expect(user.status).toBe('active');
  });

  it('links a verified account as before, keeping its password', async () => {
    const member = await t.register();
    await verifyEmail(member);
    gitHubAccount({ emails: [{ email: member.email, primary: true, verified: true }] });
    expect((await signInWithGitHub()).user.id).toBe(member.user.id);
    expect(await t.login(member.email, member.password)).toBeTruthy();
  });
});

describe('linking and unlinking from the profile', () => {
  it('links a GitHub account to the signed-in member, locks the GitHub username, and unlinks it', async () => {
    const member = await t.register({ github_username: 'typed-by-hand' });
    const gh = gitHubAccount();
    const landed = await roundTrip(member.token);
    expect(landed.toString()).toBe(`${PUBLIC_URL}/profile?github=linked`);
    expect(await account(member.token)).toMatchObject({ identity: { login: gh.login }, has_password: true });
    const me = envelope<PublicUser>(await t.inject({ method: 'GET', url: '/api/user/profile', headers: t.authHeader(member.token) })).data;
    expect(me.github_username).toBe(gh.login);

    const publicProfile = async () =>
      envelope<{ github_username: string | null; github_verified: boolean }>(
        await t.inject({ method: 'GET', url: `/api/users/by-username/${member.user.username}` }),
      ).data;
    expect(await publicProfile()).toMatchObject({ github_username: gh.login, github_verified: true });

    const again = await t.inject({ method: 'POST', url: '/api/user/github/link', headers: t.authHeader(member.token) });
    expect(again.statusCode).toBe(409);

    const edit = (github_username: string) =>
      t.inject({ method: 'PUT', url: `/api/users/${member.user.id}`, headers: t.authHeader(member.token), payload: { github_username } });
    const refused = await edit('another-name');
    expect(refused.statusCode).toBe(400);
    expect(envelope(refused)).toMatchObject({ message: GITHUB_USERNAME_LINKED, error: { details: [{ path: 'github_username' }] } });
    expect((await edit(gh.login)).statusCode).toBe(200);

    const unlink = await t.inject({ method: 'DELETE', url: '/api/user/github', headers: t.authHeader(member.token) });
    expect(unlink.statusCode).toBe(200);
    expect(envelope(unlink).message).toBe('GitHub account unlinked');
    expect(await account(member.token)).toMatchObject({ identity: null });
    expect(await auditOf('user.github_unlinked', member.user.id)).toEqual([expect.objectContaining({ details: JSON.stringify({ login: gh.login }) })]);
    expect(await publicProfile()).toMatchObject({ github_username: gh.login, github_verified: false });
    expect((await edit('another-name')).statusCode).toBe(200);
    const twice = await t.inject({ method: 'DELETE', url: '/api/user/github', headers: t.authHeader(member.token) });
    expect(twice.statusCode).toBe(404);
  });

  it("refuses to link a GitHub account another member has, and a link started by someone else's browser", async () => {
    gitHubAccount();
    const first = await signInWithGitHub();
    const member = await t.register();
    const landed = await roundTrip(member.token);
    expect(landed.toString()).toBe(`${PUBLIC_URL}/profile?github_error=taken`);
    expect(await account(member.token)).toMatchObject({ identity: null });
    expect((await identities()).filter((i) => i.user_id === first.user.id)).toHaveLength(1);

    // An attacker's link round trip completed in the victim's browser (without the attacker's cookie) links nothing.
    const attacker = await t.register();
    gitHubAccount();
    const started = await start(attacker.token);
    const back = await authorize(started.authorizeUrl);
    expect((await callback(back, 'esdc_github_state=victims')).toString()).toBe(`${PUBLIC_URL}/profile?github_error=state`);
    expect(await account(attacker.token)).toMatchObject({ identity: null });
  });

  it('refuses to unlink when GitHub is the only way to sign in', async () => {
    gitHubAccount();
    const { token, user } = await signInWithGitHub();
    const res = await t.inject({ method: 'DELETE', url: '/api/user/github', headers: t.authHeader(token) });
    expect(res.statusCode).toBe(409);
    expect(envelope(res).message).toBe(GITHUB_UNLINK_NEEDS_PASSWORD);
    expect((await identities()).filter((i) => i.user_id === user.id)).toHaveLength(1);
    expect(await auditOf('user.github_unlinked', user.id)).toEqual([]);
  });

  it('needs a session', async () => {
    for (const req of [
      { method: 'GET', url: '/api/user/github' },
      { method: 'POST', url: '/api/user/github/link' },
      { method: 'DELETE', url: '/api/user/github' },
    ] as const) {
      expect((await t.inject(req)).statusCode, req.url).toBe(401);
    }
  });
});
