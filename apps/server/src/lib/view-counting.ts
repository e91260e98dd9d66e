import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/*
 * Who a view belongs to, and the request budget of the routes that count views (SPEC §4 "opening a detail increments
 * views"): projects (`POST /api/projects/{id}/views`), blog posts (`POST /api/blog/posts/{id}/views`) and courses
 * (`GET /api/courses/{id}`) count a view at most once per viewer, item and hour.
 */

/** View-counting requests one address may send per minute to each counting route, over all its items (429 beyond). */
export const VIEW_COUNTS_PER_MINUTE = 60;

/**
 * The viewer a view is counted for: `user:<id>` for a signed-in member, else `anon:<sha256 of the address>` (hex, so
 * no address is stored in the clear). A visitor is their address only: the User-Agent is theirs to choose, so it
 * cannot tell two visitors apart.
 * @param request the request (its `user`, set by the auth plugin, and `ip`, which honours TRUST_PROXY)
 */
export function viewerKey(request: FastifyRequest): string {
  if (request.user) return `user:${request.user.id}`;
  return `anon:${createHash('sha256').update(request.ip).digest('hex')}`;
}

/**
 * The `config.rateLimit` of a view-counting route: {@link VIEW_COUNTS_PER_MINUTE} requests a minute per address (each
 * route counts its own), answered 429 with Retry-After beyond.
 */
export const viewCountRateLimit = {
  max: VIEW_COUNTS_PER_MINUTE,
  timeWindow: 60_000,
  keyGenerator: (request: FastifyRequest) => `views:${request.ip}`,
};
