import type { AuthAnswer } from '@esdc/core/user';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import type { SignedIn, SignInContext } from './auth-service.ts';

/** What a sign-in request knows (now, the session lifetime from SESSION_TTL_HOURS, the client's address and agent). */
export function signInContext(ctx: AppContext, request: FastifyRequest): SignInContext {
  return { now: ctx.clock(), ttlMs: ctx.config.SESSION_TTL_HOURS * 3_600_000, ip: request.ip, userAgent: request.headers['user-agent'] };
}

/** The answer of every sign-in (SPEC §3 Session data, §7): the session token (claims of SPEC §3 plus `sid`, `uid`) and the user. */
export function authAnswer(app: FastifyInstance, signed: SignedIn): AuthAnswer {
  return {
    token: app.signSessionToken(
      { sub: signed.user.email, username: signed.user.username, role: signed.user.role, name: signed.user.name, sid: signed.sid, uid: signed.user.id },
      signed.expiresAt,
    ),
    user: signed.user,
  };
}
