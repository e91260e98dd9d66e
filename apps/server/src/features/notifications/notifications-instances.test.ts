import type { Notification } from '@esdc/core/notification';
import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { openDatabase, type Database } from '../../db/client.ts';
import { call } from '../../test/api.ts';
import { createTestApp, envelope, onPostgres, testDatabaseUrl, TEST_JWT_SECRET, type TestApp } from '../../test/harness.ts';
import { openSse } from '../../test/sse.ts';

/*
 * Live delivery across app instances (SPEC §2 Notifications; docs/decisions/012): two apps on one PostgreSQL
 * database and schema, as behind a load balancer. A notification created through instance A reaches a stream held
 * on instance B through LISTEN/NOTIFY, also after B's listening connection was cut and came back; a write through A
 * drops what B cached (the bus relays every commit's tables).
 */
describe.skipIf(!onPostgres)('notifications and caches across two instances (PostgreSQL)', () => {
  let a: TestApp;
  let bDatabase: Database;
  let b: FastifyInstance;
  let bUrl: string;

  beforeAll(async () => {
    a = await createTestApp();
    bDatabase = openDatabase({ url: a.database.url, schema: a.database.schema, poolSize: 4 });
    b = await buildApp({ config: a.config, database: bDatabase, jwtSecret: TEST_JWT_SECRET, clock: () => a.clock.now(), logger: { level: 'silent' } });
    await b.listen({ port: 0, host: '127.0.0.1' });
    bUrl = `http://127.0.0.1:${(b.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await b?.close();
    await bDatabase?.close();
    await a?.close();
  });

  it('a like made through instance A reaches the owner’s stream on instance B', async () => {
    const owner = await a.register();
    const fan = await a.register({ name: 'Remote Fan' });
    const created = await call(a, 'POST', '/api/projects', owner.token, {
      title: 'Two Instances',
      description: 'Liked on one instance, heard on another.',
      category: 'IoT',
    });
    const projectId = envelope<{ id: number }>(created).data.id;
    const stream = await openSse(`${bUrl}/api/notifications/stream`, owner.token);
    try {
      expect(stream.status).toBe(200);
      expect(await stream.next('unread')).toEqual({ unread_count: 0 });
      expect((await call(a, 'POST', `/api/projects/${projectId}/like`, fan.token)).statusCode).toBe(200);
      expect(await stream.next('notification')).toMatchObject({ type: 'project_liked', message: 'Remote Fan liked "Two Instances".' });
      expect(await stream.next('unread')).toEqual({ unread_count: 1 });
      // An announcement through A: one NOTIFY for the whole fan-out.
      await call(a, 'POST', '/api/admin/announcements', await a.adminToken(), { title: 'Both instances', message: 'Heard everywhere' });
      expect(await stream.next('notification', (d) => (d as Notification).title === 'Both instances')).toMatchObject({ type: 'announcement' });
    } finally {
      stream.close();
    }
  });

  it('a write through A drops what B cached at once: a like, and a statement outside a transaction', async () => {
    const owner = await a.register();
    const fan = await a.register();
    const created = await call(a, 'POST', '/api/projects', owner.token, { title: 'Cached Elsewhere', description: 'Read on B, liked on A.', category: 'IoT' });
    const projectId = envelope<{ id: number }>(created).data.id;
    const readOnB = async () => envelope<{ likes: number; title: string }>(await b.inject({ method: 'GET', url: `/api/projects/${projectId}` })).data;
    // B caches the public read; the test clock stands still, so only an invalidation can make B read again.
    expect(await readOnB()).toMatchObject({ likes: 0, title: 'Cached Elsewhere' });
    expect(await readOnB()).toMatchObject({ likes: 0 });
    expect((await call(a, 'POST', `/api/projects/${projectId}/like`, fan.token)).statusCode).toBe(200);
    expect(await readOnB()).toMatchObject({ likes: 1 });
    // A statement outside a transaction is relayed right after it ran.
    await a.db.updateTable('projects').set({ title: 'Renamed on A' }).where('id', '=', projectId).execute();
    expect(await readOnB()).toMatchObject({ title: 'Renamed on A' });
  });

  it('keeps delivering after the listening connection is cut (reconnects)', async () => {
    const owner = await a.register();
    const stream = await openSse(`${bUrl}/api/notifications/stream`, owner.token);
    try {
      await stream.next('unread');
      const admin = new pg.Client({ connectionString: testDatabaseUrl() });
      await admin.connect();
      try {
        const cut = await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1', [
          `esdc-realtime:${a.database.schema}`,
        ]);
        // Both instances' listeners.
        expect(cut.rowCount).toBe(2);
      } finally {
        await admin.end();
      }
      // After the reconnect, B sends every open stream its count again (messages may have been missed).
      expect(await stream.next('unread', () => true, 10_000)).toEqual({ unread_count: 0 });
      await call(a, 'POST', '/api/admin/announcements', await a.adminToken(), { title: 'After the cut', message: 'Still heard', audience: 'user' });
      expect(await stream.next('notification', (d) => (d as Notification).title === 'After the cut')).toMatchObject({ type: 'announcement' });
    } finally {
      stream.close();
    }
  });
});
