import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { allMigrations } from '../../db/migrate.ts';
import { createTestApp, envelope, testDatabaseUrl, type TestApp } from '../../test/harness.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const expectedEngine = testDatabaseUrl() ? 'postgres' : 'sqlite';

describe('GET /api/health', () => {
  it('answers ok with the database engine', async () => {
    t = await createTestApp();
    const res = await t.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: { engine: expectedEngine, ok: true } });
  });

  it('needs no sign-in and is never cached', async () => {
    t = await createTestApp();
    const res = await t.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.headers.etag).toBeUndefined();
    expect(res.headers['content-type']).toMatch(/^application\/json/);
  });

  it('answers 503 degraded when the database is gone', async () => {
    t = await createTestApp();
    await t.database.close();
    const res = await t.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'degraded', database: { engine: expectedEngine, ok: false } });
  });
});

describe('GET /api/ready', () => {
  it('is ready when the database answers and has every migration of this build', async () => {
    t = await createTestApp();
    const res = await t.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { status: string; database: unknown; migrations: { applied: number; pending: number } };
    expect(body).toMatchObject({ status: 'ready', database: { engine: expectedEngine, ok: true }, migrations: { pending: 0 } });
    expect(body.migrations.applied).toBe(Object.keys(allMigrations(t.database.engine)).length);
  });

  it('is not ready while a migration of this build is not applied (another instance still migrating)', async () => {
    t = await createTestApp();
    const last = Object.keys(allMigrations(t.database.engine)).at(-1)!;
    await sql`delete from kysely_migration where name = ${last}`.execute(t.db);
    const res = await t.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status: 'not_ready', database: { ok: true }, migrations: { pending: 1 } });
  });

  it('is not ready when the database is gone', async () => {
    t = await createTestApp();
    await t.database.close();
    const res = await t.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'not_ready', database: { engine: expectedEngine, ok: false }, migrations: null });
  });
});

describe('GET /api/docs/json', () => {
  it('serves an OpenAPI document listing the API paths', async () => {
    t = await createTestApp();
    const res = await t.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = envelope(res) as unknown as { openapi: string; info: { title: string }; paths: Record<string, Record<string, unknown>> };
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.info.title).toBe('ESDC Hub API');
    expect(Object.keys(doc.paths['/api/projects'] ?? {})).toEqual(expect.arrayContaining(['get', 'post']));
    expect(doc.paths['/api/projects/{id}']).toBeDefined();
    expect(doc.paths['/api/user/login']?.post).toBeDefined();
    expect(doc.paths['/api/health']?.get).toBeDefined();
  });

  it('declares both answers of /api/health, outside the envelope: 200 ok and 503 degraded', async () => {
    t = await createTestApp();
    const doc = envelope(await t.inject({ method: 'GET', url: '/api/docs/json' })) as unknown as {
      paths: Record<string, { get: { responses: Record<string, { content: { 'application/json': { schema: { $ref?: string } } } }> } }>;
    };
    const responses = doc.paths['/api/health']!.get.responses;
    expect(Object.keys(responses)).toEqual(expect.arrayContaining(['200', '503']));
    expect(responses['200']!.content['application/json'].schema.$ref).toMatch(/HealthOk$/);
    expect(responses['503']!.content['application/json'].schema.$ref).toMatch(/HealthDegraded$/);
  });
});
