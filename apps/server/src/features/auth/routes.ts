import { emptyDataSchema, envelope } from '@esdc/core/api';
import { authAnswerSchema, loginSchema, registerSchema } from '@esdc/core/user';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { ok } from '../../lib/envelope.ts';
import { revokeSession } from '../../platform/sessions.ts';
import { authAnswer, signInContext } from './auth-answer.ts';
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
  // Register also queues the verification link, which needs the site's address.
  const reqCtx = (request: FastifyRequest) => ({ ...signInContext(ctx, request), links: { publicUrl: ctx.config.publicUrl } });
  const answer = (signed: SignedIn) => authAnswer(app, signed);

  for (const path of ['/api/user/register', '/api/auth/register']) {
    r.post(
      path,
      {
        onRequest: countRegister,
        schema: {
          tags: ['auth'],
          summary: 'Register a member',
          description:
            "Creates an active member with role 'user' (a role sent in the body is ignored), queues the email-verification " +
            'message (the address is unverified until its link is opened) and signs them in: 201 with the ' +
            "session token and the user, message 'Registration successful'. 409 'Email already registered' (code `EMAIL_TAKEN`), " +
            "'Username already taken' (any case; `USERNAME_TAKEN`), both: 'Validation failed: Email already registered, Username " +
            "already taken' (`CONFLICT`, `details` per field with its code). 400 with the form's messages. 429 when an address " +
            'registers too often.',
          body: registerSchema,
          response: { 201: envelope(authAnswerSchema) },
        },
      },
      async (request, reply) => {
        const signed = await register(ctx.db, request.body, reqCtx(request));
        return reply.status(201).send(ok(answer(signed), { message: 'Registration successful' }));
      },
    );
  }

  for (const path of ['/api/user/login', '/api/auth/login']) {
    r.post(
      path,
      {
        onRequest: countLogin,
        schema: {
          tags: ['auth'],
          summary: 'Sign in',
          description:
            "Answers the session token and the user, message 'Login successful'. 401 'Invalid email or password' (wrong password " +
            "or unknown email alike); 403 for a suspended account ('Your account has been suspended: {reason}') or an inactive one " +
            "('Your account is inactive. Please contact an admin.'), only with the right password. 429 when an address signs in too " +
            'often or an (account, address) pair fails too often; repeated failures on an account slow its sign-ins down.',
          body: loginSchema,
          response: { 200: envelope(authAnswerSchema) },
        },
      },
      async (request, reply) => {
        const signed = await app.signInThrottle.attempt({ reply, check: 'sign-in', email: request.body.email, ip: request.ip, isWrongPassword }, () =>
          login(ctx.db, request.body, reqCtx(request)),
        );
        return ok(answer(signed), { message: 'Login successful' });
      },
    );
  }

  for (const path of ['/user/logout', '/api/user/logout', '/api/auth/logout']) {
    r.post(
      path,
      {
        config: { session: 'optional' },
        schema: {
          tags: ['auth'],
          summary: 'Sign out: revokes the session server-side',
          description: "Answers `data: null`, message 'Logged out', also when signed out; the token then gets 401.",
          body: z.unknown().optional(),
          response: { 200: envelope(emptyDataSchema) },
        },
      },
      async (request) => {
        if (request.user) await revokeSession(ctx.db, request.user.sid, ctx.clock());
        return ok(null, { message: 'Logged out' });
      },
    );
  }
}
