import { existsSync } from 'node:fs';
import { text } from 'node:stream/consumers';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEATURES } from './feature-list.ts';
import { envelope } from './test/harness.ts';
import {
  closeMatrix,
  filePath,
  mediaPath,
  ROLES,
  setUpMatrix,
  t,
  tokenOf,
  type AuthorizationCases,
  type Method,
  type Role,
} from './test/authorization-matrix-kit.ts';

/*
 * Who may call what (SPEC §6 Roles and permissions): every registered route, for every kind of
 * caller. A route added without an entry here fails the coverage test, so none can be forgotten.
 *
 * Callers: signed out; an active member, moderator and admin; an admin whose account is pending (signed in,
 * but `can()` allows nothing until they are active: 403); an admin who was suspended (sessions revoked, the
 * token is refused on every route: 401). Requests carry valid bodies and existing ids, so the status
 * reflects authorization, not validation.
 */

/**
 * Every feature's cases (features/<name>/authorization-cases.ts, gathered through the feature list), keyed "METHOD
 * path" as registered (HEAD routes use their GET entry). A route with cases in two features is refused.
 */
const TABLE: AuthorizationCases = {};
/** Which feature gave each route's cases. */
const OWNER = new Map<string, string>();
for (const feature of FEATURES) {
  const file = fileURLToPath(new URL(`./features/${feature.name}/authorization-cases.ts`, import.meta.url));
  if (!existsSync(file)) continue;
  const { authorizationCases } = (await import(file)) as { authorizationCases: AuthorizationCases };
  for (const [key, value] of Object.entries(authorizationCases)) {
    if (OWNER.has(key)) throw new Error(`${key} has cases in two features: ${OWNER.get(key)} and ${feature.name}`);
    OWNER.set(key, feature.name);
    TABLE[key] = value;
  }
}

/** The OpenAPI document and its UI (@fastify/swagger-ui): public, grouped by prefix. */
const isDocs = (url: string) => url === '/api/docs' || url.startsWith('/api/docs/');
/** `/metrics` takes the scraper's own token, not a session: its callers are tested in plugins/metrics-route.test.ts. */
const isMetrics = (url: string) => url === '/metrics';
/** Anything else outside the API (the built web app's static files, uploaded images under /media): public. */
const isStatic = (url: string) => !url.startsWith('/api/') && url !== '/api' && url !== '/user/logout' && !isMetrics(url);
const keyOf = (method: string, url: string) => `${method === 'HEAD' ? 'GET' : method} ${url}`;

beforeAll(setUpMatrix);
afterAll(closeMatrix);

describe('authorization matrix', () => {
  it('has an expectation for every registered route, and none for a route that does not exist', () => {
    const registered = new Set(t.app.routeTable.filter((r) => !isDocs(r.url) && !isStatic(r.url) && !isMetrics(r.url)).map((r) => keyOf(r.method, r.url)));
    const missing = [...registered].filter((key) => !(key in TABLE));
    expect(missing, "routes without a case in their feature's authorization-cases.ts").toEqual([]);
    const stale = Object.keys(TABLE).filter((key) => !registered.has(key));
    expect(stale, 'cases for routes that are not registered').toEqual([]);
    expect(t.app.routeTable.length).toBeGreaterThan(Object.keys(TABLE).length);
  });

  const cases = Object.entries(TABLE).flatMap(([key, value]) =>
    (Array.isArray(value) ? value : [value]).map((c) => [c.label ? `${key} (${c.label})` : key, key, c] as const),
  );

  it.each(cases)('%s', async (_name, key, c) => {
    const [method, path] = key.split(' ') as [Method, string];
    const methods: Method[] = [method];
    if (method === 'GET' && t.app.routeTable.some((r) => r.method === 'HEAD' && r.url === path)) methods.push('HEAD');
    const got: Partial<Record<Role, number>> = {};
    for (const m of methods) {
      for (const role of ROLES) {
        const sent = await c.send(role);
        const token = sent.token ?? tokenOf(role);
        const hangUp = new AbortController();
        const res = await t.inject({
          method: m,
          url: sent.url,
          headers: { ...(token ? t.authHeader(token) : {}), ...sent.multipart?.headers },
          ...(sent.multipart ? { payload: sent.multipart.payload } : sent.payload ? { payload: sent.payload } : m === 'POST' ? { payload: {} } : {}),
          ...(sent.stream ? { payloadAsStream: true, signal: hangUp.signal } : {}),
        });
        if (sent.stream) {
          // A refusal is an ordinary envelope: read it whole; an open stream: hang up.
          if (res.statusCode === 200) hangUp.abort();
          else Object.defineProperty(res, 'body', { value: await text(res.stream()) });
        }
        if (m === method) got[role] = res.statusCode;
        else expect(res.statusCode, `${m} ${sent.url} as ${role}`).toBe(got[role]);
        if (m !== 'HEAD' && (res.statusCode === 401 || res.statusCode === 403)) {
          // A suspended account's session is refused saying why (SPEC §8 Unauthorized).
          const unauthorizedCode = role === 'suspendedAdmin' ? 'ACCOUNT_SUSPENDED' : 'UNAUTHORIZED';
          const codes = res.statusCode === 401 ? [unauthorizedCode] : ['FORBIDDEN', ...(c.forbiddenCode ? [c.forbiddenCode] : [])];
          expect(codes, `${key} as ${role}`).toContain(envelope(res).error?.code);
        }
      }
    }
    expect(got).toEqual(c.expect);
  });

  it('serves the API documentation and static files to anyone, and refuses a suspended token there too', async () => {
    const publicRoutes = t.app.routeTable.filter((r) => (isDocs(r.url) || isStatic(r.url)) && (r.method === 'GET' || r.method === 'HEAD'));
    expect(publicRoutes.length).toBeGreaterThan(0);
    for (const route of publicRoutes) {
      const url = route.url === '/media/:key/:file' ? mediaPath : route.url === '/files/:key/:name' ? filePath : route.url.replace('*', 'swagger-ui.css');
      for (const role of ROLES) {
        const token = tokenOf(role);
        const res = await t.inject({ method: route.method as Method, url, headers: token ? t.authHeader(token) : {} });
        if (role === 'suspendedAdmin') expect(res.statusCode, `${route.method} ${url} as ${role}`).toBe(401);
        else expect(res.statusCode, `${route.method} ${url} as ${role}`).toBeLessThan(400);
      }
    }
  });
});
