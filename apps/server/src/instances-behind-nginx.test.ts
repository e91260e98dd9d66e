import type { Notification } from '@esdc/core/notification';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openChatSocket } from './test/chat-socket.ts';
import { onPostgres, testDatabaseUrl } from './test/harness.ts';
import { openSse } from './test/sse.ts';

/*
 * Several instances (docs/requirements.md §7 Operations): three built servers (`apps/server/dist/main.js`,
 * as production runs them) on one PostgreSQL database and one Redis, behind Debian's nginx balancing round-robin,
 * exactly as deploy/nginx.conf does. A member signs in through the balancer and their requests land on every
 * instance; a like through A shows in a read on B at once; a notification and a chat message sent through A reach
 * a stream and a socket held on C; a member's write limit holds across instances (Redis); and killing one instance
 * (SIGKILL) under a write load loses no acknowledged write while the others keep serving.
 * Needs the build (`npm run build`), nginx (installed with apt when missing and run as root) and Redis on REDIS_URL
 * (default redis://127.0.0.1:6379); runs only on PostgreSQL (TEST_DATABASE_URL).
 */
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const MAIN = join(ROOT, 'apps/server/dist/main.js');
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const ADMIN = { email: 'admin@instances.local', password: 'admin-pass-123' };
/** Member writes per minute on every instance; with Redis the limit is the club's, not each instance's. */
const WRITES_PER_MINUTE = 12;

/** A free TCP port on 127.0.0.1. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** nginx's binary, installing Debian's nginx-light when it is missing and we may. @throws when there is none */
function nginxBinary(): string {
  const find = () => ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p));
  if (!find() && process.getuid?.() === 0) {
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'ignore' });
    spawnSync('apt-get', ['install', '-y', '-qq', 'nginx-light'], { stdio: 'ignore', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  }
  const found = find();
  if (!found) throw new Error('nginx is needed for the several-instances test: apt-get install nginx-light');
  return found;
}

/** Waits until `url` answers 200, at most `ms`. @throws with the instance's output when it does not */
async function waitReady(url: string, output: () => string, ms = 60_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    const ok = await fetch(url).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not become ready:\n${output()}`);
}

interface Instance {
  url: string;
  process: ChildProcess;
  output: string;
}

describe.skipIf(!onPostgres)('three instances on PostgreSQL and Redis behind nginx', () => {
  let dir = '';
  const databaseName = `esdc_instances_${process.pid}_${Date.now().toString(36)}`;
  const serverUrl = new URL(testDatabaseUrl() ?? 'postgres://127.0.0.1/test');
  const databaseUrl = Object.assign(new URL(serverUrl.href), { pathname: `/${databaseName}` }).href;
  const instances: Instance[] = [];
  let nginx: ChildProcess | undefined;
  let nginxOutput = '';
  let balancer = '';

  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl.href });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };

  const start = async (port: number): Promise<Instance> => {
    const child = spawn(process.execPath, [MAIN], {
      cwd: ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: join(dir, 'data'),
        DATABASE_URL: databaseUrl,
        REDIS_URL,
        JWT_SECRET: 'instances-test-secret-0123456789-abcdefghijklmnop',
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        SEED_DEMO: 'false',
        LOG_LEVEL: 'warn',
        TRUST_PROXY: 'true',
        MEMBER_WRITES_PER_MINUTE: String(WRITES_PER_MINUTE),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const instance: Instance = { url: `http://127.0.0.1:${port}`, process: child, output: '' };
    child.stdout?.on('data', (chunk) => (instance.output += chunk));
    child.stderr?.on('data', (chunk) => (instance.output += chunk));
    await waitReady(`${instance.url}/api/ready`, () => instance.output);
    return instance;
  };

  beforeAll(async () => {
    if (!existsSync(MAIN) || !existsSync(join(ROOT, 'apps/web/dist/index.html')))
      throw new Error('the several-instances test runs the build: run `npm run build` first');
    const binary = nginxBinary();
    dir = mkdtempSync(join(tmpdir(), 'esdc-instances-'));
    await admin(`create database ${databaseName}`);
    const [p1, p2, p3, pn] = [await freePort(), await freePort(), await freePort(), await freePort()];
    // The first instance migrates and creates the admin; the other two start on the migrated database.
    instances.push(await start(p1!));
    instances.push(...(await Promise.all([start(p2!), start(p3!)])));
    // deploy/nginx.conf's proxy settings, run by the current user in the foreground, telling which instance answered.
    const conf = `daemon off;
master_process off;
pid ${dir}/nginx.pid;
error_log ${dir}/nginx-error.log warn;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy; fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;
  upstream esdc_hub {
${instances.map((i) => `    server ${i.url.replace('http://', '')} max_fails=1 fail_timeout=30s;`).join('\n')}
    keepalive 32;
  }
  map $http_upgrade $connection_upgrade { default upgrade; '' ''; }
  server {
    listen 127.0.0.1:${pn};
    location / {
      proxy_pass http://esdc_hub;
      proxy_http_version 1.1;
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Request-Id $request_id;
      proxy_set_header Upgrade $http_upgrade;
      proxy_set_header Connection $connection_upgrade;
      proxy_next_upstream error timeout http_502 http_503;
      proxy_buffering off;
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`;
    writeFileSync(join(dir, 'nginx.conf'), conf);
    nginx = spawn(binary, ['-c', join(dir, 'nginx.conf'), '-p', dir, '-e', join(dir, 'nginx-error.log')], { stdio: ['ignore', 'pipe', 'pipe'] });
    nginx.stdout?.on('data', (chunk) => (nginxOutput += chunk));
    nginx.stderr?.on('data', (chunk) => (nginxOutput += chunk));
    balancer = `http://127.0.0.1:${pn}`;
    await waitReady(`${balancer}/api/health`, () => nginxOutput);
  }, 180_000);

  afterAll(async () => {
    nginx?.kill('SIGTERM');
    for (const instance of instances) instance.process.kill('SIGTERM');
    await Promise.all(
      [nginx, ...instances.map((i) => i.process)].map((child) =>
        child && child.exitCode === null && child.signalCode === null ? new Promise((r) => child.once('exit', r)) : undefined,
      ),
    );
    await admin(`drop database if exists ${databaseName} with (force)`).catch(() => undefined);
    if (dir) rmSync(dir, { recursive: true, force: true });
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
