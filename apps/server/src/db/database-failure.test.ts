import { sql } from 'kysely';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort } from '../../../../scripts/start-test-server.mjs';
import { openDatabase, type Database } from './client.ts';
import { createTestApp, envelope, onPostgres, type TestApp } from '../test/harness.ts';
import { DATABASE_FAILURE_MESSAGES, databaseFailure } from '../lib/database-failure.ts';

/*
 * A database the server cannot use answers 503 DATABASE_UNAVAILABLE with Retry-After, or 507 STORAGE_FULL, with a
 * clear message instead of a 500 (docs/requirements.md §7 Operations). Each failure here is real, without an outage:
 * a PostgreSQL connection refused (a closed port), one the server terminates (pg_terminate_backend, PostgreSQL
 * only), and an SQLite file that cannot grow (max_page_count).
 */
let t: TestApp | undefined;
const others: Database[] = [];
const dirs: string[] = [];
afterEach(async () => {
  await t?.close();
  t = undefined;
  for (const database of others.splice(0)) await database.close().catch(() => undefined);
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const UNAVAILABLE = { success: false, message: DATABASE_FAILURE_MESSAGES.unavailable, error: { code: 'DATABASE_UNAVAILABLE' } };

describe('a database the server cannot use', () => {
  it('answers 503 with Retry-After when PostgreSQL refuses the connection', async () => {
    const closed = openDatabase({ url: `postgres://postgres@127.0.0.1:${await freePort()}/none` });
    others.push(closed);
    t = await createTestApp({
      beforeReady: (app) => {
        app.get('/api/test/refused', { schema: { hide: true } }, async () => (await sql`select 1 as one`.execute(closed.db)).rows);
      },
    });
    const res = await t.inject({ method: 'GET', url: '/api/test/refused' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(envelope(res)).toEqual(UNAVAILABLE);
    // The app keeps serving what does not need that connection.
    expect((await t.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  it.runIf(onPostgres)('answers 503 when PostgreSQL terminates the connection mid-request (57P01), then serves again', async () => {
    t = await createTestApp({
      beforeReady: (app) => {
        app.get('/api/test/terminated', { schema: { hide: true } }, async () => {
          await sql`select pg_terminate_backend(pg_backend_pid())`.execute(t!.db);
          return { ok: true };
        });
      },
    });
    const res = await t.inject({ method: 'GET', url: '/api/test/terminated' });
    expect(res.statusCode).toBe(503);
    expect(envelope(res)).toEqual(UNAVAILABLE);
    // The pool drops the dead connection once its end arrives (a request already on it may answer 503 too), and opens
    // a new one: the app serves again, and did not crash on the connection's 'error' event.
    const statuses: number[] = [];
    while (statuses.at(-1) !== 200 && statuses.length < 3) statuses.push((await t.inject({ method: 'GET', url: '/api/projects' })).statusCode);
    expect(statuses.at(-1)).toBe(200);
    expect(statuses.every((status) => status === 200 || status === 503)).toBe(true);
  });

  it('answers 507 STORAGE_FULL when the SQLite file cannot grow, and the database stays whole', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'esdc-full-'));
    dirs.push(dir);
    const small = openDatabase({ file: join(dir, 'full.sqlite') });
    others.push(small);
    await sql`create table blobs (body text)`.execute(small.db);
    const pages = Number((await sql<{ page_count: number }>`pragma page_count`.execute(small.db)).rows[0]!.page_count);
    await sql.raw(`pragma max_page_count = ${pages + 2}`).execute(small.db);
    t = await createTestApp({
      beforeReady: (app) => {
        app.post('/api/test/full', { schema: { hide: true } }, async () => {
          // In a transaction, as the routes write: SQLite rolls it back itself, and the error still says why.
          await small.db.transaction().execute(async (trx) => {
            await sql`insert into blobs (body) values (${'x'.repeat(64 * 1024)})`.execute(trx);
          });
          return { ok: true };
        });
      },
    });
    const res = await t.inject({ method: 'POST', url: '/api/test/full' });
    expect(res.statusCode).toBe(507);
    expect(envelope(res)).toEqual({ success: false, message: DATABASE_FAILURE_MESSAGES.storageFull, error: { code: 'STORAGE_FULL' } });
    expect((await sql<{ integrity_check: string }>`pragma integrity_check`.execute(small.db)).rows).toEqual([{ integrity_check: 'ok' }]);
  });

  it('leaves other errors alone: a failed outgoing call is not the database', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:1'), { code: 'ECONNREFUSED' });
    expect(databaseFailure(new TypeError('fetch failed', { cause: refused }))).toBeUndefined();
    expect(databaseFailure(new Error('boom'))).toBeUndefined();
    expect(databaseFailure(refused)?.statusCode).toBe(503);
  });
});
