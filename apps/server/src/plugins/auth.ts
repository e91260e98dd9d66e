import { can, type Action } from '@esdc/core/permissions';
import { accountRefusalMessage, type TokenClaims } from '@esdc/core/session';
import fastifyJwt from '@fastify/jwt';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { AppError, forbidden, unauthorized } from '../lib/app-error.ts';
import type { Clock } from '../lib/clock.ts';
import { findLiveSession, type SessionUser } from '../platform/sessions.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * 'optional': the route serves everyone, and its answer depends on who asks when a token is sent (liked and
     * solved marks, emails for members, the viewer's own standing). The OpenAPI document marks the bearer scheme
     * as optional on it (`security: [{}, { bearerAuth: [] }]`).
     */
    session?: 'optional';
    /**
     * The route reads the `Authorization` header itself, with a credential that is not a member's session (the
     * metrics scraper's token): the session check leaves it alone.
     */
    ownAuthorization?: true;
  }
  interface FastifyRequest {
    /** The signed-in user, set by the auth hook when a valid token is sent. */
    user: SessionUser | null;
  }
  interface FastifyInstance {
    /** preHandler: 401 unless signed in with a live session. */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /**
     * Hook factory: 401 signed out, 403 (with `message`, else 'Forbidden') unless `can(user, action)`
     * (packages/core permissions, the one place the rules live). Every rule that needs no subject is checked
     * this way, in `onRequest`; only a rule about a subject (an owner) calls `can()` in the handler, where the
     * subject is known (docs/architecture.md, A request).
     */
    requirePermission: (action: Action, message?: string) => (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /**
     * Verifies a bearer token exactly as every API request's is (signature, expiry, live server-side session, account
     * neither suspended nor inactive); the chat socket authenticates its first frame with it.
     * @param token the JWT, without the `Bearer ` prefix
     * @returns the session's user
     * @throws AppError 401 'Invalid token', or `ACCOUNT_SUSPENDED` / `ACCOUNT_INACTIVE` saying why
     */
    verifySessionToken: (token: string) => Promise<SessionUser>;
    /** Signs a token for a session. */
    signSessionToken: (claims: Omit<TokenClaims, 'exp' | 'iat'>, expiresAt: string) => string;
  }
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: Omit<TokenClaims, 'exp' | 'iat'> & { exp?: number };
    user: SessionUser | null;
  }
}

/**
 * The signed-in user of a request behind `app.authenticate` or `app.requirePermission(...)`.
 * @param request the request, whose hook has already required a session
 * @returns its session user
 * @throws AppError 401 when there is none (a route registered without the hook)
 */
export function userOf(request: FastifyRequest): SessionUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

/** The hooks that need a signed-in session: `authenticate` and every `requirePermission(...)` hook. */
const sessionHooks = new WeakSet<object>();

/**
 * Whether a route hook needs a signed-in session (it is `app.authenticate` or made by `app.requirePermission`):
 * the OpenAPI document marks such routes' operations with the bearer security scheme.
 */
export function needsSession(hook: unknown): boolean {
  return typeof hook === 'function' && sessionHooks.has(hook);
}

/**
 * Authentication (DESIGN API conventions): verifies the bearer JWT (SPEC §3 claims plus a session id)
 * and its server-side session on every request that sends one. An expired, forged or revoked token gets 401
 * 'Invalid token' on any route; one of a suspended or inactive user gets 401 saying why (`ACCOUNT_SUSPENDED` 'Your
 * account has been suspended: {reason}', `ACCOUNT_INACTIVE`; SPEC §8 Login failure), so the sign-in page can tell them.
 */
export const authPlugin = fp(async (app: FastifyInstance, opts: { db: Kysely<DB>; secret: string; clock: Clock }) => {
  await app.register(fastifyJwt, { secret: opts.secret, decoratorName: 'jwtPayload', sign: { algorithm: 'HS256' }, verify: { algorithms: ['HS256'] } });
  app.decorateRequest('user', null);

  app.decorate('signSessionToken', (claims: Omit<TokenClaims, 'exp' | 'iat'>, expiresAt: string) =>
    app.jwt.sign({ ...claims, exp: Math.floor(Date.parse(expiresAt) / 1000) }),
  );

  const verifySessionToken = async (token: string): Promise<SessionUser> => {
    let claims: TokenClaims;
    try {
      claims = app.jwt.verify<TokenClaims>(token);
    } catch {
      throw unauthorized('Invalid token');
    }
    if (typeof claims.sid !== 'string') throw unauthorized('Invalid token');
    const user = await findLiveSession(opts.db, claims.sid, opts.clock());
    if (!user) throw unauthorized('Invalid token');
    if ('refused' in user) {
      const { status, suspensionReason } = user.refused;
      throw new AppError(401, status === 'suspended' ? 'ACCOUNT_SUSPENDED' : 'ACCOUNT_INACTIVE', accountRefusalMessage(status, suspensionReason));
    }
    return user;
  };
  app.decorate('verifySessionToken', verifySessionToken);

  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    if (!header || request.routeOptions.config.ownAuthorization) return;
    if (!/^bearer /i.test(header)) throw unauthorized('Invalid token');
    request.user = await verifySessionToken(header.slice(7));
  });

  const authenticate = async (request: FastifyRequest) => {
    if (!request.user) throw unauthorized('No token provided');
  };
  sessionHooks.add(authenticate);
  app.decorate('authenticate', authenticate);

  app.decorate('requirePermission', (action: Action, message?: string) => {
    const hook = async (request: FastifyRequest) => {
      if (!request.user) throw unauthorized('No token provided');
      if (!can(request.user, action)) throw forbidden(message);
    };
    sessionHooks.add(hook);
    return hook;
  });
});
