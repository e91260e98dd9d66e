import { loginSchema, registerSchema } from '@esdc/core/user';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { ok } from '../../lib/envelope.ts';
import { revokeSession } from '../../platform/sessions.ts';
import { login, register, type SignedIn } from './auth-service.ts';

/**
 * Accounts (SPEC §7): register, login and logout under both the spec's paths (/api/user/…, /user/logout)
 * and the build guide's (/api/auth/…). Login and register are counted per client address before the body is
 * validated; wrong passwords per (account, address), with a growing per-account delay
 * (plugins/sign-in-throttle.ts, docs/decisions/006-sign-in-throttling.md).
 */
export async function authRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // One budget per action, shared by the spec's path and its alias, so the alias cannot double it.
  const countLogin = app.signInThrottle.perAddress('login');
  const countRegister = app.signInThrottle.perAddress('register');
  const isWrongPassword = (error: unknown) => error instanceof AppError && error.statusCode === 401;
  const reqCtx = (request: FastifyRequest) => ({
    now: ctx.clock(),
    ttlMs: ctx.config.SESSION_TTL_HOURS * 3_600_000,
    ip: request.ip,
    userAgent: request.headers['user-agent'],
  });
  const answer = (signed: SignedIn) => ({
    token: app.signSessionToken(
      { sub: signed.user.email, username: signed.user.username, role: signed.user.role, name: signed.user.name, sid: signed.sid, uid: signed.user.id },
      signed.expiresAt,
    ),
    user: signed.user,
  });

  for (const path of ['/api/user/register', '/api/auth/register']) {
    r.post(
      path,
      { onRequest: countRegister, schema: { tags: ['auth'], summary: 'Register a member', body: registerSchema } },
      async (request, reply) => {
        const signed = await register(ctx.db, request.body, reqCtx(request));
        return reply.status(201).send(ok(answer(signed), { message: 'Registration successful' }));
      },
    );
  }

  for (const path of ['/api/user/login', '/api/auth/login']) {
    r.post(path, { onRequest: countLogin, schema: { tags: ['auth'], summary: 'Sign in', body: loginSchema } }, async (request, reply) => {
      const signed = await app.signInThrottle.attempt({ reply, check: 'sign-in', email: request.body.email, ip: request.ip, isWrongPassword }, () =>
        login(ctx.db, request.body, reqCtx(request)),
      );
      return ok(answer(signed), { message: 'Login successful' });
    });
  }

  for (const path of ['/user/logout', '/api/user/logout', '/api/auth/logout']) {
    r.post(
      path,
      { schema: { tags: ['auth'], summary: 'Sign out: revokes the session server-side', body: z.unknown().optional() } },
      async (request) => {
        if (request.user) await revokeSession(ctx.db, request.user.sid, ctx.clock());
        return ok(null, { message: 'Logged out' });
      },
    );
  }
}
