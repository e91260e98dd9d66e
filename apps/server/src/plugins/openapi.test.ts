import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelope } from '@esdc/core/api';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../test/harness.ts';

/*
 * The OpenAPI document declares the bearer security scheme, so 'Authorize' in /api/docs works, and marks the operations
 * that need a session (an `app.authenticate` or `app.requirePermission` hook).
 */

interface Operation {
  security?: Record<string, string[]>[];
  responses?: Record<string, { content?: Record<string, { schema?: Record<string, unknown> }> }>;
}
interface Document {
  components?: { securitySchemes?: Record<string, unknown> };
  paths: Record<string, Record<string, Operation>>;
}

let t: TestApp;
let doc: Document;
beforeAll(async () => {
  t = await createTestApp();
  doc = t.app.swagger() as unknown as Document;
});
afterAll(async () => {
  await t.close();
});

const security = (method: string, path: string) => {
  const operation = doc.paths[path]?.[method];
  expect(operation, `${method.toUpperCase()} ${path} is in the document`).toBeDefined();
  return operation!.security;
};

describe('the OpenAPI document', () => {
  it('declares the bearer scheme (http, bearer, JWT)', () => {
    expect(doc.components?.securitySchemes?.bearerAuth).toEqual({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' });
  });

  it.each([
    ['post', '/api/projects'],
    ['get', '/api/admin/users'],
    ['post', '/api/admin/users'],
    ['put', '/api/admin/users/{id}'],
    ['get', '/api/user/profile'],
    ['put', '/api/users/{id}/password'],
  ])('%s %s requires bearerAuth (its route has a session hook)', (method, path) => {
    expect(security(method, path)).toEqual([{ bearerAuth: [] }]);
  });

  it.each([
    ['get', '/api/health'],
    ['post', '/api/user/login'],
    ['post', '/api/user/register'],
    ['get', '/api/tags'],
  ])('%s %s does not require it', (method, path) => {
    expect(security(method, path)).toBeUndefined();
  });

  it.each([
    ['get', '/api/projects'],
    ['get', '/api/projects/{id}'],
    ['post', '/api/projects/{id}/views'],
    ['get', '/api/challenges'],
    ['get', '/api/challenges/{id}'],
    ['get', '/api/leaderboard'],
    ['get', '/api/users'],
    ['get', '/api/users/by-username/{username}'],
    ['post', '/api/user/logout'],
  ])('%s %s takes a token optionally (its answer depends on who asks)', (method, path) => {
    expect(security(method, path)).toEqual([{}, { bearerAuth: [] }]);
  });

  it('marks exactly the routes that answer 401 without a token', async () => {
    // Every marked operation, called without a token, answers 401 before its handler runs.
    const marked = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops).flatMap(([method, op]) => (op.security?.length === 1 ? [{ method: method.toUpperCase(), path }] : [])),
    );
    expect(marked.length).toBeGreaterThan(10);
    for (const { method, path } of marked) {
      const url = path.replace(/\{[^}]+\}/g, '1');
      const res = await t.inject({ method: method as 'GET', url, payload: method === 'GET' || method === 'DELETE' ? undefined : {} });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });
});

/*
 * One contract per route (docs/architecture.md): every operation in the document shows the schema of each success it
 * answers and the failure envelope for 4xx and 5xx; a route without a success schema does not even start.
 */
describe('response schemas', () => {
  const operations = () =>
    Object.entries(doc.paths).flatMap(([path, ops]) => Object.entries(ops).map(([method, op]) => ({ name: `${method.toUpperCase()} ${path}`, op })));

  it('every operation declares a JSON schema for a 2xx answer (or a 3xx redirect), and the failure envelope for 4xx and 5xx', () => {
    const list = operations();
    expect(list.length).toBeGreaterThan(40);
    for (const { name, op } of list) {
      const responses = op.responses ?? {};
      const successes = Object.keys(responses).filter((status) => /^2/.test(status));
      // The OAuth routes are browser navigations: they succeed with a redirect only; the chat socket by switching
      // protocols (101, a WebSocket).
      const redirects = Object.keys(responses).filter((status) => /^30[1-8]$/.test(status) || status === '101');
      expect([...successes, ...redirects], name).not.toHaveLength(0);
      for (const status of successes) {
        // A file or stream declares its own media type (never JSON); every other success is a typed JSON schema.
        const content = Object.entries(responses[status]?.content ?? {});
        expect(content, `${name} ${status}`).toHaveLength(1);
        const [mediaType, media] = content[0]!;
        expect(media.schema, `${name} ${status}`).toBeDefined();
        if (mediaType === 'application/json') expect(Object.keys(media.schema!), `${name} ${status} is typed`).not.toEqual(['description']);
        else expect(media.schema, `${name} ${status}`).toMatchObject({ type: 'string' });
      }
      for (const status of ['4XX', '5XX']) {
        // The reference resolves: named schemas are in components.
        expect(responses[status]?.content?.['application/json']?.schema, `${name} ${status}`).toEqual({ $ref: '#/components/schemas/ApiFailure' });
      }
    }
  });

  it.each([
    ['/api/certificates/{code}/pdf', 'application/pdf', { type: 'string', format: 'binary' }],
    ['/api/events.ics', 'text/calendar', { type: 'string' }],
    ['/api/events/{id}.ics', 'text/calendar', { type: 'string' }],
    ['/api/notifications/stream', 'text/event-stream', { type: 'string' }],
  ])('GET %s declares its 200 as %s', (path, mediaType, schema) => {
    const content = doc.paths[path]?.get?.responses?.['200']?.content;
    expect(Object.keys(content ?? {})).toEqual([mediaType]);
    expect(content?.[mediaType]?.schema).toMatchObject(schema);
  });

  it('names the shared entity schemas as components, so every $ref resolves', () => {
    const components = (doc as unknown as { components: { schemas?: Record<string, unknown> } }).components.schemas ?? {};
    for (const name of ['ApiFailure', 'Project', 'PublicUser']) expect(components[name], name).toBeDefined();
    const refs = [...JSON.stringify(doc).matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map((m) => m[1]!);
    expect(refs.length).toBeGreaterThan(0);
    for (const ref of new Set(refs)) expect(components[ref], ref).toBeDefined();
  });

  it('a route registered without a success schema fails at startup, naming it', async () => {
    await expect(
      createTestApp({
        beforeReady: (app) => {
          app.get('/api/unschemed', { schema: { summary: 'No contract' } }, async () => ({ success: true, data: null }));
        },
      }),
    ).rejects.toThrow('GET /api/unschemed declares no success response schema');
  });

  it('answers are serialised through the schema: a field it does not name never leaves the server', async () => {
    const probe = await createTestApp({
      beforeReady: (app) => {
        app.get('/api/probe', { schema: { response: { 200: envelope(z.object({ id: z.number() })) } } }, async () => ({
          success: true,
          data: { id: 1, password_hash: 'secret' },
        }));
      },
    });
    try {
      const res = await probe.inject({ method: 'GET', url: '/api/probe' });
      expect(JSON.parse(res.body)).toEqual({ success: true, data: { id: 1 } });
    } finally {
      await probe.close();
    }
  });
});
