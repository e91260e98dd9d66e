import { emptyDataSchema, envelope } from '@esdc/core/api';
import { GITHUB_QUERY, githubAccountSchema, githubAuthorizeSchema, githubAvailabilitySchema, githubExchangeSchema } from '@esdc/core/github-auth';
import { paths } from '@esdc/core/routes';
import { authAnswerSchema } from '@esdc/core/user';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { notFound, unauthorized } from '../../lib/app-error.ts';
import { ok } from '../../lib/envelope.ts';
import { authAnswer, signInContext } from './auth-answer.ts';
import { gitHubOAuth, type GitHubOAuth } from './github-client.ts';
import {
  assertNotLinked,
  completeGitHubFlow,
  exchangeSignInCode,
  getGitHubAccount,
  startGitHubFlow,
  STATE_TTL_MS,
  unlinkGitHub,
  type GitHubCallbackOutcome,
} from './github-service.ts';

/** The cookie that binds a round trip's state to the browser that started it (httpOnly, SameSite=Lax, 10 minutes). */
const STATE_COOKIE = 'esdc_github_state';
const COOKIE_PATH = '/api/auth/github';

/** The value of one cookie of the request, if sent. */
function readCookie(request: FastifyRequest, name: string): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return undefined;
}

/** The redirect target of a callback outcome: the login page (sign-in) or My Profile (link), with the outcome in the query. */
function callbackTarget(outcome: GitHubCallbackOutcome): string {
  const page = outcome.purpose === 'link' ? paths.profile : paths.login;
  const query = new URLSearchParams();
  if (!outcome.ok) query.set(GITHUB_QUERY.error, outcome.error);
  else if (outcome.purpose === 'signin') query.set(GITHUB_QUERY.code, outcome.code);
  else query.set(GITHUB_QUERY.linked, 'linked');
  return `${page}?${query.toString()}`;
}

const optionalParam = z.string().max(2048).optional();
const redirectSchema = z.null().describe('No body: `Location` names the next page');

/**
 * Sign in with GitHub (SPEC §2 Rich profile 'Login with GitHub'; docs/decisions/009-github-sign-in.md):
 * availability, the OAuth round trip (start, callback), the one-time code exchange, and the signed-in member's link.
 * Without GITHUB_CLIENT_ID/GITHUB_CLIENT_SECRET every route but the availability and the member's own status answers
 * 404 'GitHub sign-in is not enabled'.
 */
export async function githubRoutes(app: FastifyInstance, ctx: AppContext, oauth: GitHubOAuth | null = gitHubOAuth(ctx.config)) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const countLogin = app.signInThrottle.perAddress('login');
  const secure = ctx.config.publicUrl.startsWith('https://');
  const enabled = (): GitHubOAuth => {
    if (!oauth) throw notFound('GitHub sign-in is not enabled');
    return oauth;
  };
  const setStateCookie = (reply: FastifyReply, state: string) =>
    reply.header(
      'set-cookie',
      `${STATE_COOKIE}=${state}; Path=${COOKIE_PATH}; Max-Age=${STATE_TTL_MS / 1000}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`,
    );
  const clearStateCookie = (reply: FastifyReply) =>
    reply.header('set-cookie', `${STATE_COOKIE}=; Path=${COOKIE_PATH}; Max-Age=0; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`);

  r.get(
    '/api/auth/github',
    {
      schema: {
        tags: ['auth'],
        summary: 'Whether Sign in with GitHub is offered',
        description: 'Open to anyone. `enabled` is true when the server has a GitHub OAuth app (GITHUB_CLIENT_ID and GITHUB_CLIENT_SECRET).',
        response: { 200: envelope(githubAvailabilitySchema) },
      },
    },
    async () => ok({ enabled: oauth !== null }),
  );

  r.get(
    '/api/auth/github/start',
    {
      onRequest: countLogin,
      schema: {
        tags: ['auth'],
        summary: 'Start signing in with GitHub (a browser navigation)',
        description:
          "Redirects (302) to GitHub's authorisation page with a fresh state and a PKCE challenge (S256), and sets an httpOnly " +
          'cookie binding the state to this browser for 10 minutes. GitHub then sends the browser to the callback. ' +
          "404 'GitHub sign-in is not enabled'; 429 when an address signs in too often (the sign-in budget).",
        response: { 302: redirectSchema },
      },
    },
    async (_request, reply) => {
      const started = await startGitHubFlow(ctx.db, enabled(), { purpose: 'signin', userId: null }, ctx.clock());
      setStateCookie(reply, started.state);
      return reply.redirect(started.url, 302);
    },
  );

  r.get(
    '/api/auth/github/callback',
    {
      schema: {
        tags: ['auth'],
        summary: "GitHub's redirect back (the OAuth redirect URI)",
        description:
          'Redirects (302) to `/login?github_code=…` (a one-time code for `POST /api/auth/github/exchange`, 2 minutes) after a ' +
          'sign-in, to `/profile?github=linked` after a link, or with `github_error` = `state` (not this browser’s state, unknown, ' +
          'used or expired), `denied`, `provider`, `no_email`, `taken`, `linked` or `account` (messages in core github-auth.ts); ' +
          'a refusal changes nothing. A sign-in finds the member linked to the GitHub account, else links the member whose email ' +
          "is GitHub's verified primary email, else creates a member without a password. 404 'GitHub sign-in is not enabled'.",
        querystring: z.object({ state: optionalParam, code: optionalParam, error: optionalParam, error_description: optionalParam }),
        response: { 302: redirectSchema },
      },
    },
    async (request, reply) => {
      const outcome = await completeGitHubFlow(
        ctx.db,
        enabled(),
        { state: request.query.state, code: request.query.code, error: request.query.error, cookieState: readCookie(request, STATE_COOKIE) },
        ctx.clock(),
      );
      clearStateCookie(reply);
      return reply.redirect(callbackTarget(outcome), 302);
    },
  );

  r.post(
    '/api/auth/github/exchange',
    {
      onRequest: countLogin,
      schema: {
        tags: ['auth'],
        summary: 'Exchange the one-time code of a GitHub sign-in for a session',
        description:
          "Answers the session token and the user, message 'Login successful', as `POST /api/user/login` does. The code works " +
          "once, within 2 minutes: 400 'This GitHub sign-in has expired. Please sign in with GitHub again.' otherwise. 403 for a " +
          "suspended or inactive account, with the sign-in messages. 404 'GitHub sign-in is not enabled'; 429 as sign-in.",
        body: githubExchangeSchema,
        response: { 200: envelope(authAnswerSchema) },
      },
    },
    async (request) => {
      enabled();
      const signed = await exchangeSignInCode(ctx.db, request.body.code, signInContext(ctx, request));
      return ok(authAnswer(app, signed), { message: 'Login successful' });
    },
  );

  const secured = { onRequest: app.authenticate };

  r.get(
    '/api/user/github',
    {
      ...secured,
      schema: {
        tags: ['users'],
        summary: "The signed-in member's GitHub link",
        description: 'Signed in only (401). `identity` is the linked GitHub account (its login verified by GitHub), or null.',
        response: { 200: envelope(githubAccountSchema) },
      },
    },
    async (request) => {
      if (!request.user) throw unauthorized();
      return ok(await getGitHubAccount(ctx.db, request.user.id, oauth !== null));
    },
  );

  r.post(
    '/api/user/github/link',
    {
      ...secured,
      schema: {
        tags: ['users'],
        summary: 'Start linking a GitHub account to your own account',
        description:
          "Signed in only (401). Answers GitHub's authorisation URL for a round trip bound to you (and to this browser by an " +
          'httpOnly cookie, 10 minutes); send the browser there. The callback then links the account and sends the browser to ' +
          "`/profile?github=linked` (or `?github_error=…`). 409 'Your account is already linked to a GitHub account. Unlink it " +
          "first.'; 404 'GitHub sign-in is not enabled'.",
        body: z.unknown().optional(),
        response: { 200: envelope(githubAuthorizeSchema) },
      },
    },
    async (request, reply) => {
      const user = request.user;
      if (!user) throw unauthorized();
      const client = enabled();
      await assertNotLinked(ctx.db, user.id);
      const started = await startGitHubFlow(ctx.db, client, { purpose: 'link', userId: user.id }, ctx.clock());
      setStateCookie(reply, started.state);
      return ok({ url: started.url });
    },
  );

  r.delete(
    '/api/user/github',
    {
      ...secured,
      schema: {
        tags: ['users'],
        summary: 'Unlink your GitHub account',
        description:
          "Signed in only (401). Answers `data: null`, message 'GitHub account unlinked'; your GitHub username stays as text you " +
          'may edit. 409 (code `CONFLICT`) when you have no password, since GitHub is then your only way to sign in: set a ' +
          "password first. 404 'No GitHub account is linked'.",
        response: { 200: envelope(emptyDataSchema) },
      },
    },
    async (request) => {
      if (!request.user) throw unauthorized();
      await unlinkGitHub(ctx.db, request.user.id, ctx.clock());
      return ok(null, { message: 'GitHub account unlinked' });
    },
  );
}
