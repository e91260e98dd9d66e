import { apiFailureSchema } from '@esdc/core/api';
import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';

/** Statuses of the failure envelope every API route may answer (SPEC §8): any 4xx, any 5xx. */
const FAILURES = { '4xx': apiFailureSchema, '5xx': apiFailureSchema } as const;

/**
 * True when a route is part of the documented API: under `/api/` or tagged for the document (the spec's
 * `/user/logout`), not the document's own pages, not hidden.
 */
function isDocumentedApiRoute(route: RouteOptions): boolean {
  const schema = route.schema as { hide?: boolean; tags?: string[] } | undefined;
  if (schema?.hide === true || route.url.startsWith('/api/docs')) return false;
  return route.url.startsWith('/api/') || (schema?.tags?.length ?? 0) > 0;
}

/**
 * One contract per route (DESIGN API conventions; docs/architecture.md "Response schemas"): every documented API
 * route declares the schema of each success it answers (`schema.response[200|201|…]`, zod schemas from
 * `packages/core`), and this plugin adds the failure envelope for `4xx` and `5xx` where the route has not declared
 * its own. Fastify serialises every answer through these schemas, so `/api/docs` shows each shape and no field a
 * schema does not name leaves the server.
 *
 * A route registered without a success schema fails at startup with an error naming it, so a new route cannot
 * ship without its contract.
 */
export const responseContractPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRoute', (route) => {
    if (!isDocumentedApiRoute(route)) return;
    const response = (route.schema?.response ?? {}) as Record<string, unknown>;
    // A redirect (3xx) is a success too: the OAuth routes answer only redirects.
    // 101: a WebSocket route's success (Switching Protocols).
    const successes = Object.keys(response).filter((status) => /^[23](\d\d|xx)$/.test(status) || status === '101');
    if (successes.length === 0) {
      throw new Error(`${[route.method].flat().join(',')} ${route.url} declares no success response schema (schema.response[200])`);
    }
    route.schema = { ...route.schema, response: { ...FAILURES, ...response } };
  });
});
