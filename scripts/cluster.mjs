// Starts N built servers (apps/server/dist/main.js, as production runs them), optionally behind Debian's nginx:
// one on SQLite in a temporary DATA_DIR, or several on a fresh PostgreSQL database this helper creates and drops.
// Used by apps/server/src/instances-behind-nginx.test.ts, bench/load and bench/faults. Types: cluster.d.mts.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { freePort, SERVER_NODE_FLAGS } from './start-test-server.mjs';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const MAIN = join(ROOT, 'apps/server/dist/main.js');

/** The PostgreSQL server the tests use when TEST_DATABASE_URL is not set. */
export const DEFAULT_POSTGRES_URL = 'postgres://postgres:postgres@127.0.0.1:5432/test';

/** nginx's binary, installing Debian's nginx-light when it is missing and we may. @throws when there is none */
export function nginxBinary() {
  const find = () => ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p));
  if (!find() && process.getuid?.() === 0) {
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'ignore' });
    spawnSync('apt-get', ['install', '-y', '-qq', 'nginx-light'], { stdio: 'ignore', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  }
  const found = find();
  if (!found) throw new Error('nginx is needed to run several instances behind a balancer: apt-get install nginx-light');
  return found;
}

/** Waits until `url` answers 200, at most `ms`. @throws with `output()` when it does not */
async function waitReady(url, output, ms = 60_000) {
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

/** Runs one statement on a PostgreSQL server (create or drop a database). */
async function adminQuery(url, sql) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * deploy/nginx.conf's proxy settings, run by the current user in the foreground, telling which instance answered. Each
 * instance is also a backup that is never marked failed: when every instance has answered 503 (the shared database
 * is down) nginx still passes their answers on, instead of 502 'no live upstreams' until fail_timeout ends; and a
 * request tries each instance at most once, so the last one's 503 is the answer rather than nginx's 502.
 */
function nginxConf(dir, port, upstreams) {
  return `daemon off;
master_process off;
pid ${dir}/nginx.pid;
error_log ${dir}/nginx-error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy; fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;
  upstream esdc_hub {
${upstreams.map((u) => `    server ${u.replace('http://', '')} max_fails=1 fail_timeout=30s;`).join('\n')}
${upstreams.map((u) => `    server ${u.replace('http://', '')} backup max_fails=0;`).join('\n')}
    keepalive 32;
  }
  map $http_upgrade $connection_upgrade { default upgrade; '' ''; }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://esdc_hub;
      proxy_http_version 1.1;
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Request-Id $request_id;
      proxy_set_header Upgrade $http_upgrade;
      proxy_set_header Connection $connection_upgrade;
      proxy_next_upstream error timeout http_502 http_503;
      proxy_next_upstream_tries ${upstreams.length};
      proxy_buffering off;
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`;
}

/** Resolves when a child has exited (at once when it already has). */
function exited(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((r) => child.once('exit', () => r(undefined)));
}

/**
 * Starts a cluster; see cluster.d.mts for the options and the answer.
 * @throws when the build is missing, an instance or nginx does not become ready, or PostgreSQL refuses the database
 */
export async function startCluster(options = {}) {
  const engine = options.engine ?? 'postgres';
  const count = options.instances ?? 1;
  if (engine === 'sqlite' && count !== 1) throw new Error('several instances need PostgreSQL: SQLite is one instance');
  if (!existsSync(MAIN) || !existsSync(join(ROOT, 'apps/web/dist/index.html'))) throw new Error('the cluster runs the build: run `npm run build` first');
  const binary = options.nginx ? nginxBinary() : undefined;
  const dir = mkdtempSync(join(tmpdir(), 'esdc-cluster-'));
  const dataDir = options.dataDir ?? join(dir, 'data');
  const serverUrl = new URL(options.postgresUrl ?? process.env.TEST_DATABASE_URL ?? DEFAULT_POSTGRES_URL);
  const databaseName = `esdc_cluster_${process.pid}_${Date.now().toString(36)}`;
  const databaseUrl = engine === 'postgres' ? Object.assign(new URL(serverUrl.href), { pathname: `/${databaseName}` }).href : undefined;
  const instances = [];
  let nginx;
  let nginxOutput = '';
  let stopped = false;

  const startInstance = async (port) => {
    const child = spawn(process.execPath, [...SERVER_NODE_FLAGS.split(' '), MAIN], {
      cwd: ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl ?? '',
        ...(engine === 'postgres' ? { REDIS_URL: options.redisUrl ?? process.env.REDIS_URL ?? 'redis://127.0.0.1:6379' } : {}),
        JWT_SECRET: 'cluster-secret-0123456789-abcdefghijklmnopqrstu',
        ADMIN_EMAIL: 'admin@cluster.local',
        ADMIN_PASSWORD: 'admin-pass-123',
        SEED_DEMO: 'false',
        LOG_LEVEL: 'warn',
        TRUST_PROXY: options.nginx ? 'true' : 'false',
        ...options.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const instance = { url: `http://127.0.0.1:${port}`, port, process: child, output: '' };
    const keep = (chunk) => {
      instance.output += chunk;
      if (options.echo) process.stderr.write(chunk);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    await waitReady(`${instance.url}/api/ready`, () => instance.output);
    return instance;
  };

  const stop = async () => {
    if (stopped) return;
    stopped = true;
    nginx?.kill('SIGTERM');
    for (const instance of instances) if (instance.process.exitCode === null && instance.process.signalCode === null) instance.process.kill('SIGTERM');
    await Promise.all([nginx, ...instances.map((i) => i.process)].filter(Boolean).map(exited));
    if (databaseUrl) await adminQuery(serverUrl.href, `drop database if exists ${databaseName} with (force)`).catch(() => undefined);
    if (!options.keep) rmSync(dir, { recursive: true, force: true });
  };

  try {
    if (databaseUrl) await adminQuery(serverUrl.href, `create database ${databaseName}`);
    const ports = [];
    for (let i = 0; i < count; i += 1) ports.push(await freePort());
    // The first instance migrates and creates the admin; the others start on the migrated database.
    instances.push(await startInstance(ports[0]));
    instances.push(...(await Promise.all(ports.slice(1).map(startInstance))));
    let url = instances[0].url;
    if (binary) {
      const port = await freePort();
      writeFileSync(
        join(dir, 'nginx.conf'),
        nginxConf(
          dir,
          port,
          instances.map((i) => i.url),
        ),
      );
      nginx = spawn(binary, ['-c', join(dir, 'nginx.conf'), '-p', dir, '-e', join(dir, 'nginx-error.log')], { stdio: ['ignore', 'pipe', 'pipe'] });
      nginx.stdout.on('data', (chunk) => (nginxOutput += chunk));
      nginx.stderr.on('data', (chunk) => (nginxOutput += chunk));
      url = `http://127.0.0.1:${port}`;
      await waitReady(`${url}/api/health`, () => nginxOutput);
    }
    return {
      url,
      urls: instances.map((i) => i.url),
      instances,
      engine,
      databaseUrl,
      dataDir,
      dir,
      admin: { email: options.env?.ADMIN_EMAIL ?? 'admin@cluster.local', password: options.env?.ADMIN_PASSWORD ?? 'admin-pass-123' },
      kill: async (i, signal = 'SIGTERM') => {
        const child = instances[i].process;
        child.kill(signal);
        await exited(child);
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
