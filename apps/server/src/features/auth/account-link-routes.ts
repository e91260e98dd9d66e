import { ACCOUNT_MESSAGES, forgotPasswordSchema, resetPasswordSchema, verifyEmailSchema } from '@esdc/core/account-schemas';
import { emptyDataSchema, envelope } from '@esdc/core/api';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { unauthorized } from '../../lib/app-error.ts';
import { ok } from '../../lib/envelope.ts';
import { addressKey, tooManyRequests } from '../../plugins/rate-limiters.ts';
import { resendVerification, verifyEmail } from './email-verification-service.ts';
import { requestPasswordReset, resetPassword } from './password-reset-service.ts';

const HOUR_MS = 3_600_000;

/**
 * Password reset and email verification (SPEC §2 Forgot password, reset password, verify email; the contract:
 * /api/docs): forgot password, reset password, verify email, resend verification. Messages are queued in the
 * transaction that issues their token and sent by the delivery loop after the commit (platform/mail/mail-delivery.ts),
 * never inside the request.
 */
export async function accountLinkRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const links = { publicUrl: ctx.config.publicUrl };
  // Every request of these routes counts per client address (as sign-in and register do), before the body is read.
  const perAddress = app.createRateLimit({
    max: ctx.config.AUTH_RATE_LIMIT_PER_MINUTE,
    timeWindow: 60_000,
    keyGenerator: (request: FastifyRequest) => `account-links:${addressKey(request.ip)}`,
  });
  const countAddress = async (request: FastifyRequest, reply: FastifyReply) => {
    const limit = await perAddress(request);
    if (!limit.isAllowed && limit.isExceeded) throw tooManyRequests(limit.ttlInSeconds, { reply });
  };
  // Reset messages per email address (hashed in the key), so nobody floods one inbox from many addresses.
  const perEmail = app.createRateLimit({
    max: ctx.config.ACCOUNT_MAIL_PER_HOUR,
    timeWindow: HOUR_MS,
    keyGenerator: (request: FastifyRequest) => {
      const email = (request.body as { email?: string } | undefined)?.email ?? '';
      return `reset-email:${createHash('sha256').update(email).digest('hex')}`;
    },
  });
  const perMember = app.createRateLimit({
    max: ctx.config.ACCOUNT_MAIL_PER_HOUR,
    timeWindow: HOUR_MS,
    keyGenerator: (request: FastifyRequest) => `verify-resend:${request.user?.id ?? addressKey(request.ip)}`,
  });
  const countBy = (limiter: typeof perEmail) => async (request: FastifyRequest, reply: FastifyReply) => {
    const limit = await limiter(request);
    if (!limit.isAllowed && limit.isExceeded) throw tooManyRequests(limit.ttlInSeconds, { reply });
  };

  r.post(
    '/api/user/forgot-password',
    {
      onRequest: countAddress,
      preHandler: countBy(perEmail),
      schema: {
        tags: ['auth'],
        summary: 'Ask for a password-reset link',
        description:
          `Always answers 200 with \`data: null\` and the message '${ACCOUNT_MESSAGES.resetRequested}', whether or not the ` +
          'address has an account (no enumeration). For an account, a link to /reset-password that works once for 60 minutes ' +
          'is mailed (older reset links stop working). 400 for an empty or over-long email; 429 beyond AUTH_RATE_LIMIT_PER_MINUTE ' +
          'requests per client address a minute or ACCOUNT_MAIL_PER_HOUR requests per email address an hour.',
        body: forgotPasswordSchema,
        response: { 200: envelope(emptyDataSchema) },
      },
    },
    async (request) => {
      await requestPasswordReset(ctx.db, links, request.body.email, ctx.clock());
      return ok(null, { message: ACCOUNT_MESSAGES.resetRequested });
    },
  );

  r.post(
    '/api/user/reset-password',
    {
      onRequest: countAddress,
      schema: {
        tags: ['auth'],
        summary: 'Set a new password from a reset link',
        description:
          `Uses the link's token once and sets the password (at least 6 characters, confirmed): 200, message '${ACCOUNT_MESSAGES.passwordReset}'. ` +
          'Every session of the member is signed out, and the address counts as verified. 400 with code `INVALID_TOKEN` and ' +
          `'${ACCOUNT_MESSAGES.invalidLink}' for an unknown, expired (60 minutes) or used token; 400 with the form's messages ` +
          "('Password must be at least 6 characters long', 'Passwords do not match'); 429 as for forgot-password.",
        body: resetPasswordSchema,
        response: { 200: envelope(emptyDataSchema) },
      },
    },
    async (request) => {
      await resetPassword(ctx.db, { token: request.body.token, password: request.body.password }, ctx.clock());
      return ok(null, { message: ACCOUNT_MESSAGES.passwordReset });
    },
  );

  r.post(
    '/api/user/verify-email',
    {
      onRequest: countAddress,
      schema: {
        tags: ['auth'],
        summary: 'Confirm an email address from its link',
        description:
          `Uses the link's token once: 200, message '${ACCOUNT_MESSAGES.emailVerified}'. No session needed (the link may be ` +
          `opened on another device). 400 \`INVALID_TOKEN\` '${ACCOUNT_MESSAGES.invalidLink}' for an unknown, expired (48 hours) ` +
          'or used token.',
        body: verifyEmailSchema,
        response: { 200: envelope(emptyDataSchema) },
      },
    },
    async (request) => {
      await verifyEmail(ctx.db, request.body.token, ctx.clock());
      return ok(null, { message: ACCOUNT_MESSAGES.emailVerified });
    },
  );

  r.post(
    '/api/user/resend-verification',
    {
      onRequest: app.authenticate,
      preHandler: countBy(perMember),
      schema: {
        tags: ['auth'],
        summary: 'Send a new verification link to your own address',
        description:
          `Signed in: queues a new link (older ones stop working): 200, message '${ACCOUNT_MESSAGES.verificationSent}'. ` +
          `400 '${ACCOUNT_MESSAGES.alreadyVerified}'; 401 signed out; 429 beyond ACCOUNT_MAIL_PER_HOUR a member an hour.`,
        body: z.unknown().optional(),
        response: { 200: envelope(emptyDataSchema) },
      },
    },
    async (request) => {
      if (!request.user) throw unauthorized();
      await resendVerification(ctx.db, links, request.user.id, ctx.clock());
      return ok(null, { message: ACCOUNT_MESSAGES.verificationSent });
    },
  );
}
