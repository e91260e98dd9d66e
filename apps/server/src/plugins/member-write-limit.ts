import { can } from '@esdc/core/permissions';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { consumeOrRejection, retryAfterSeconds, tooManyRequests, type LimiterFactory } from './rate-limiters.ts';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: this POST/PUT/PATCH/DELETE is not a member's write (counting a page view) and uses no write budget. */
    memberWrite?: boolean;
  }
}

/** Options of {@link memberWriteLimitPlugin}. */
export interface MemberWriteLimitOptions {
  makeLimiter: LimiterFactory;
  /** Writes per signed-in member per minute (MEMBER_WRITES_PER_MINUTE). */
  memberWritesPerMinute: number;
  /** Writes per signed-in admin per minute (ADMIN_WRITES_PER_MINUTE): admins do bulk work, so theirs is larger. */
  adminWritesPerMinute: number;
}

/**
 * One per-member budget for every write (POST, PUT, PATCH, DELETE under /api) sent with a valid session,
 * keyed by the member's id, so several clients or sessions of one member share it: beyond it, 429 'Too many
 * requests. Please try again in N seconds.' with Retry-After. Counted in onRequest, after the auth hook
 * set `request.user` and before the body is read, so invalid and refused writes count too. Route-specific
 * limits (challenge submissions) still apply on top. Register after the auth plugin.
 */
export const memberWriteLimitPlugin = fp(async (app: FastifyInstance, opts: MemberWriteLimitOptions) => {
  const members = opts.makeLimiter('member-writes', opts.memberWritesPerMinute, 60);
  const admins = opts.makeLimiter('admin-writes', opts.adminWritesPerMinute, 60);
  app.addHook('onRequest', async (request, reply) => {
    const user = request.user;
    if (!user || !WRITE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
    if (request.routeOptions.config.memberWrite === false) return;
    const rejection = await consumeOrRejection(can(user, 'admin:access') ? admins : members, String(user.id));
    if (!rejection) return;
    throw tooManyRequests(retryAfterSeconds(rejection), { reply });
  });
});
