import type { Notification } from '@esdc/core/notification';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCluster, type Cluster, type ClusterInstance } from '../../../scripts/cluster.mjs';
import { openChatSocket } from './test/chat-socket.ts';
import { onPostgres, testDatabaseUrl } from './test/harness.ts';
import { openSse } from './test/sse.ts';

/*
 * Several instances (docs/requirements.md §7 Operations): three built servers (`apps/server/dist/main.js`,
 * as production runs them) on one PostgreSQL database and one Redis, behind Debian's nginx balancing round-robin,
 * exactly as deploy/nginx.conf does (started by scripts/cluster.mjs). A member signs in through the balancer and
 * their requests land on every instance; a like through A shows in a read on B at once; a notification and a chat
 * message sent through A reach a stream and a socket held on C; a member's write limit holds across instances
 * (Redis); and killing one instance (SIGKILL) under a write load loses no acknowledged write while the others keep
 * serving. Needs the build (`npm run build`), nginx (installed with apt when missing and run as root) and Redis on
 * REDIS_URL (default redis://127.0.0.1:6379); runs only on PostgreSQL (TEST_DATABASE_URL).
 */
const ADMIN = { email: 'admin@instances.local', password: 'admin-pass-123' };
/** Member writes per minute on every instance; with Redis the limit is the club's, not each instance's. */
const WRITES_PER_MINUTE = 12;

type Instance = ClusterInstance;

describe.skipIf(!onPostgres)('three instances on PostgreSQL and Redis behind nginx', () => {
  let cluster: Cluster | undefined;
  const instances: Instance[] = [];
  let databaseUrl = '';
  let balancer = '';

  beforeAll(async () => {
    cluster = await startCluster({
      engine: 'postgres',
      instances: 3,
      nginx: true,
      postgresUrl: testDatabaseUrl(),
      env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, MEMBER_WRITES_PER_MINUTE: String(WRITES_PER_MINUTE) },
    });
    instances.push(...cluster.instances);
    databaseUrl = cluster.databaseUrl!;
    balancer = cluster.url;
  }, 180_000);

  afterAll(async () => {
    await cluster?.stop();
  }, 60_000);

  /** One JSON request; the answer's status, envelope data and which upstream answered (through the balancer). */
  const request = async (base: string, method: string, path: string, token?: string, body?: unknown) => {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    let data: unknown;
    try {
      data = (JSON.parse(text) as { data?: unknown }).data;
    } catch {
      data = undefined;
    }
    return { status: res.status, data: data as Record<string, unknown> & { id: number; token: string }, upstream: res.headers.get('x-upstream'), text };
  };

  let counter = 0;
  const register = async (base = balancer) => {
    counter += 1;
    const suffix = `${process.pid}${counter}${Date.now().toString(36)}`;
    const res = await request(base, 'POST', '/api/user/register', undefined, {
      name: `Member ${counter}`,
      username: `member${suffix}`.slice(0, 30),
      email: `member${suffix}@instances.local`,
      password: 'member-pass-123',
      confirmPassword: 'member-pass-123',
    });
    expect(res.status, res.text).toBe(201);
    return { token: res.data.token, id: (res.data.user as { id: number }).id };
  };
  const adminToken = async () => {
    const res = await request(balancer, 'POST', '/api/user/login', undefined, ADMIN);
    expect(res.status, res.text).toBe(200);
    return res.data.token;
  };
  const newProject = async (token: string, title: string) => {
    const res = await request(balancer, 'POST', '/api/projects', token, { title, description: 'Made through the balancer.', category: 'IoT' });
    expect(res.status, res.text).toBe(201);
    return res.data.id;
  };

  it('a member signs in through the balancer, and their requests land on every instance', async () => {
    await register();
    const res = await request(balancer, 'POST', '/api/user/login', undefined, ADMIN);
    expect(res.status).toBe(200);
    const reads = [];
    for (let i = 0; i < 6; i += 1) reads.push(await request(balancer, 'GET', '/api/notifications/preferences', res.data.token));
    expect(reads.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(new Set(reads.map((r) => r.upstream)).size).toBe(3);
    // Round-robin: three requests in a row land on three different instances.
    expect(new Set(reads.slice(0, 3).map((r) => r.upstream)).size).toBe(3);
  });

  it('a like through A shows in a read on B at once', async () => {
    const [a, b] = instances as [Instance, Instance];
    const owner = await register();
    const fan = await register();
    const projectId = await newProject(owner.token, 'Liked on A');
    // B caches the public read.
    expect((await request(b.url, 'GET', `/api/projects/${projectId}`)).data.likes).toBe(0);
    expect((await request(b.url, 'GET', `/api/projects/${projectId}`)).data.likes).toBe(0);
    expect((await request(a.url, 'POST', `/api/projects/${projectId}/like`, fan.token)).status).toBe(200);
    expect((await request(b.url, 'GET', `/api/projects/${projectId}`)).data.likes).toBe(1);
  });

  it('a notification and a chat message sent through A reach a stream and a socket held on C', async () => {
    const [a, , c] = instances as [Instance, Instance, Instance];
    const owner = await register();
    const fan = await register();
    const projectId = await newProject(owner.token, 'Heard on C');
    const stream = await openSse(`${c.url}/api/notifications/stream`, owner.token);
    const room = await request(a.url, 'POST', '/api/chat/rooms', await adminToken(), {
      name: `Instances ${Date.now().toString(36)}`,
      description: 'Three instances',
    });
    expect(room.status, room.text).toBe(201);
    const socket = await openChatSocket(c.url);
    try {
      expect(await stream.next('unread')).toEqual({ unread_count: 0 });
      expect((await request(a.url, 'POST', `/api/projects/${projectId}/like`, fan.token)).status).toBe(200);
      expect(await stream.next('notification')).toMatchObject({ type: 'project_liked' } satisfies Partial<Notification>);
      await socket.auth(owner.token);
      socket.send({ type: 'join', room_id: room.data.id });
      await socket.next('presence');
      const posted = await request(a.url, 'POST', `/api/chat/rooms/${room.data.id}/messages`, fan.token, { text: 'Sent through A' });
      expect(posted.status, posted.text).toBe(201);
      expect((await socket.next('message')).message).toMatchObject({ text: 'Sent through A' });
    } finally {
      stream.close();
      socket.close();
    }
  });

  it("a member's write limit holds across the instances", async () => {
    const member = await register();
    const projectId = await newProject((await register()).token, 'Liked and unliked');
    const statuses: number[] = [];
    const upstreams = new Set<string | null>();
    for (let i = 0; i < WRITES_PER_MINUTE + 3; i += 1) {
      const res = await request(balancer, i % 2 ? 'DELETE' : 'POST', `/api/projects/${projectId}/like`, member.token);
      statuses.push(res.status);
      upstreams.add(res.upstream);
    }
    expect(upstreams.size).toBe(3);
    // Spread over three instances, the member still gets the club's limit once, not three times.
    expect(statuses.filter((s) => s === 200).length).toBeLessThanOrEqual(WRITES_PER_MINUTE);
    expect(statuses.slice(-3)).toEqual([429, 429, 429]);
  });

  it('killing one instance under a write load loses no acknowledged write, and the others keep serving', async () => {
    const token = await adminToken();
    const victim = instances[1]!;
    const acknowledged: { id: number; title: string }[] = [];
    let failed = 0;
    const writer = async (name: string) => {
      for (let i = 0; i < 40; i += 1) {
        const title = `Load ${name} ${i}`;
        const res = await request(balancer, 'POST', '/api/projects', token, { title, description: 'Written while an instance dies.', category: 'IoT' });
        if (res.status === 201) acknowledged.push({ id: res.data.id, title });
        else failed += 1;
        if (name === 'a' && i === 12) victim.process.kill('SIGKILL');
      }
    };
    await Promise.all([writer('a'), writer('b')]);
    expect(victim.process.signalCode ?? (await new Promise((r) => victim.process.once('exit', (_c, s) => r(s))))).toBe('SIGKILL');
    // At most the requests the victim held when it died fail (nginx does not resend a POST); the rest are served.
    expect(failed).toBeLessThanOrEqual(2);
    expect(acknowledged.length).toBeGreaterThanOrEqual(78);
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const rows = await client.query<{ id: number; title: string }>('select id, title from projects where id = any($1::int[])', [
        acknowledged.map((w) => w.id),
      ]);
      expect(rows.rows.length).toBe(acknowledged.length);
      for (const row of rows.rows) expect(acknowledged.find((w) => w.id === row.id)?.title).toBe(row.title);
    } finally {
      await client.end();
    }
    const reads = await Promise.all(Array.from({ length: 6 }, () => request(balancer, 'GET', '/api/projects')));
    expect(reads.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(new Set(reads.map((r) => r.upstream)).has(victim.url.replace('http://', ''))).toBe(false);
  });
});
