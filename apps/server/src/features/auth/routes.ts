import { loginSchema, registerSchema } from '@esdc/core/user';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { ok } from '../../lib/envelope.ts';
import { login, register, type SignedIn } from './auth-service.ts';
import { revokeSession } from './sessions.ts';

/**
 * Accounts (SPEC §7): register, login and logout under both the spec's paths (/api/user/…, /user/logout)
 * and the build guide's (/api/auth/…). Rate limited per IP and per account.
 */
export async function authRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // One limiter per action, shared by the spec's path and its alias, so the alias cannot double the limit.
  const ipLimiters = {
    login: app.createRateLimit({ max: ctx.config.AUTH_RATE_LIMIT_PER_MINUTE, timeWindow: 60_000, keyGenerator: (req: FastifyRequest) => `login-ip:${req.ip}` }),
    register: app.createRateLimit({ max: ctx.config.AUTH_RATE_LIMIT_PER_MINUTE, timeWindow: 60_000, keyGenerator: (req: FastifyRequest) => `register-ip:${req.ip}` }),
  };
  const checkIp = async (request: FastifyRequest, reply: FastifyReply, action: keyof typeof ipLimiters) => {
    const result = await ipLimiters[action](request);
    if (!result.isAllowed && result.isExceeded) {
      reply.header('retry-after', String(result.ttlInSeconds));
      throw new AppError(429, 'RATE_LIMITED', `Too many requests. Please try again in ${result.ttlInSeconds} seconds.`);
    }
  };
  const accountLimit = app.createRateLimit({
    max: ctx.config.ACCOUNT_RATE_LIMIT_PER_15_MINUTES,
    timeWindow: 15 * 60 * 1000,
    keyGenerator: (req: FastifyRequest) => `account:${String((req.body as { email?: unknown } | undefined)?.email ?? '').trim().toLowerCase()}`,
  });
  const checkAccount = async (request: FastifyRequest) => {
    const result = await accountLimit(request);
    if (!result.isAllowed && result.isExceeded) {
      const minutes = Math.max(1, Math.ceil(result.ttlInSeconds / 60));
      throw new AppError(429, 'RATE_LIMITED', `Too many attempts for this account. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`);
    }
  };
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
      { schema: { tags: ['auth'], summary: 'Register a member', body: registerSchema } },
      async (request, reply) => {
        await checkIp(request, reply, 'register');
        await checkAccount(request);
        const signed = await register(ctx.db, request.body, reqCtx(request));
        return reply.status(201).send(ok(answer(signed), { message: 'Registration successful' }));
      },
    );
  }

  for (const path of ['/api/user/login', '/api/auth/login']) {
    r.post(path, { schema: { tags: ['auth'], summary: 'Sign in', body: loginSchema } }, async (request, reply) => {
      await checkIp(request, reply, 'login');
      await checkAccount(request);
      const signed = await login(ctx.db, request.body, reqCtx(request));
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
