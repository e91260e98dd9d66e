import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.ts';

/*
 * Issue #10 §1: the OpenAPI document declares the bearer security scheme, so 'Authorize' in /api/docs works,
 * and marks the operations that need a session (an `app.authenticate` or `app.requirePermission` hook).
 */

interface Operation {
  security?: Record<string, string[]>[];
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
    ['get', '/api/projects'],
  ])('%s %s does not require it', (method, path) => {
    expect(security(method, path)).toBeUndefined();
  });

  it('marks exactly the routes that answer 401 without a token', async () => {
    // Every marked operation, called without a token, answers 401 before its handler runs.
    const marked = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops).flatMap(([method, op]) => (op.security ? [{ method: method.toUpperCase(), path }] : [])),
    );
    expect(marked.length).toBeGreaterThan(10);
    for (const { method, path } of marked) {
      const url = path.replace(/\{[^}]+\}/g, '1');
      const res = await t.inject({ method: method as 'GET', url, payload: method === 'GET' || method === 'DELETE' ? undefined : {} });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });
});
