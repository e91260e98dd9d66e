import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_DESCRIPTION_MAX } from '@esdc/core/shop';
import { dropTestSchema, testDatabaseUrl, uniqueSuffix } from '../test/harness.ts';
import { dropTestDatabase } from '../test/template-database.ts';
import { productBody } from '../test/products.ts';
import { hostileMarkdown } from './hostile-inputs.ts';

/*
 * SPEC §7 Server behaviour: the server answers GET /api/health within 100 ms while the worst inputs are in flight — 40 KB,
 * 120 KB and 300 KB emails shaped to make a backtracking email pattern work hard, sent to register and login;
 * long invalid bodies to project create with a member's token; 10 KB searches. (120 KB stays under a 128 KiB
 * body limit, so it reaches the schemas when 300 KB is refused as too large.) The server runs in a process of its
 * own (load-test-server.ts) listening on 127.0.0.1, so a blocked event loop shows up as a slow health answer
 * here instead of freezing the test; the time is measured from sending the request to the end of the answer.
 *
 * The same holds for markdown: a dozen product listings whose descriptions are the worst markdown at the field's
 * maximum length (hostile-inputs.ts `hostileMarkdown`), each rendered for its answer, must not hold the event loop
 * (lib/markdown-off-thread.ts). That test is relative, so that a busy machine does not fail it: health must keep
 * answering throughout the renders, each probe in a small fraction of the time the renders take together.
 */

/** The bound of SPEC §7 Server behaviour for a health answer under load, in ms. */
const HEALTH_BOUND_MS = 100;
/** How long a probe may wait before it counts as unanswered (keeps a failing run short), in ms. */
const PROBE_TIMEOUT_MS = 5_000;
/** How long a hostile request may take before the test stops waiting for it, in ms. */
const HOSTILE_TIMEOUT_MS = 20_000;

const SERVER_SCRIPT = fileURLToPath(new URL('./load-test-server.ts', import.meta.url));

interface Server {
  port: number;
  token: string;
  schema: string | null;
  /** The PostgreSQL database of its own, when its database is a copy of the template. */
  database: string | null;
  dataDir: string;
  child: ChildProcess;
}

interface Answer {
  status: number;
  body: string;
  /** From the end of sending to the end of the answer, in ms. */
  ms: number;
  error?: string;
}

interface Sent {
  /** Resolves once the whole request (headers and body) has been handed to the socket. */
  written: Promise<void>;
  answer: Promise<Answer>;
}

const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });

/** Sends one request over HTTP and times it; never rejects (a timeout or error is an Answer with status 0). */
function send(port: number, method: string, path: string, options: { body?: string; token?: string; timeoutMs: number }): Sent {
  let markWritten!: () => void;
  const written = new Promise<void>((resolve) => (markWritten = resolve));
  const answer = new Promise<Answer>((resolve) => {
    const headers: Record<string, string | number> = {};
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.body !== undefined) {
      headers['content-type'] = 'application/json';
      headers['content-length'] = Buffer.byteLength(options.body);
    }
    let started = performance.now();
    const req = http.request({ host: '127.0.0.1', port, method, path, headers, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        clearTimeout(timer);
        resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8'), ms: performance.now() - started });
      });
    });
    const timer = setTimeout(() => req.destroy(new Error(`no answer within ${options.timeoutMs} ms`)), options.timeoutMs);
    req.on('error', (error) => {
      clearTimeout(timer);
      markWritten();
      resolve({ status: 0, body: '', ms: performance.now() - started, error: error.message });
    });
    req.on('finish', () => {
      started = performance.now();
      markWritten();
    });
    req.end(options.body);
  });
  return { written, answer };
}

/** Starts load-test-server.ts and reads its first line. */
function startServer(): Promise<Server> {
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER_SCRIPT], { env: process.env, stdio: ['pipe', 'pipe', 'inherit'] });
  return new Promise<Server>((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`test server did not start: ${out}`)), 60_000);
    child.on('exit', (code) => reject(new Error(`test server exited with ${code}: ${out}`)));
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString('utf8');
      const line = out.split('\n')[0];
      if (out.includes('\n') && line) {
        clearTimeout(timer);
        resolve({ ...(JSON.parse(line) as Omit<Server, 'child'>), child });
      }
    });
  });
}

/** Stops the server: SIGTERM (it drops its own database or schema), then SIGKILL if its event loop is stuck, and cleans up after it. */
async function stopServer(server: Server): Promise<void> {
  const exited = new Promise<boolean>((resolve) => {
    if (server.child.exitCode !== null) resolve(true);
    server.child.once('exit', () => resolve(true));
    setTimeout(() => resolve(false), 5_000);
  });
  server.child.kill('SIGTERM');
  if (await exited) return;
  server.child.kill('SIGKILL');
  // Killed mid-request: drop what it would have dropped itself.
  rmSync(server.dataDir, { recursive: true, force: true });
  const url = testDatabaseUrl();
  if (server.database && url) await dropTestDatabase(url, server.database);
  else if (server.schema && url) await dropTestSchema(url, server.schema);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** An email of `bytes` characters shaped so /^[^\s@]+@[^\s@]+\.[^\s@]+$/ backtracks quadratically on it. */
const backtrackingEmail = (bytes: number) => `a@${'a.'.repeat(Math.floor((bytes - 3) / 2))}@`;
const tenKb = 'z'.repeat(10_000);

let server: Server;
beforeAll(async () => {
  server = await startServer();
}, 90_000);
afterAll(async () => {
  if (server) await stopServer(server);
}, 30_000);

describe('health under hostile load', () => {
  it(`answers GET /api/health within ${HEALTH_BOUND_MS} ms while the worst inputs are in flight`, async () => {
    const { port, token } = server;

    const email40k = backtrackingEmail(40_000);
    const email300k = backtrackingEmail(300_000);
    const registration = (email: string) =>
      JSON.stringify({ name: 'Load Test', username: 'load_test', email, password: 'load-pass-1', confirmPassword: 'load-pass-1' });
    const login = (email: string) => JSON.stringify({ email, password: 'load-pass-1' });
    const hostile: [string, string, string, string | undefined, string?][] = [
      ['register, 40 KB email', 'POST', '/api/user/register', registration(email40k)],
      ['register, 300 KB email', 'POST', '/api/user/register', registration(email300k)],
      // Just under a 128 KiB body limit, so it reaches the schema even where 300 KB is refused as too large.
      ['register (alias), 120 KB email', 'POST', '/api/auth/register', registration(backtrackingEmail(120_000))],
      ['login, 40 KB email', 'POST', '/api/user/login', login(email40k)],
      ['login, 300 KB email', 'POST', '/api/user/login', login(email300k)],
      [
        'project create, long invalid body',
        'POST',
        '/api/projects',
        JSON.stringify({
          title: 'x'.repeat(300_000),
          description: '\u200B'.repeat(200_000),
          category: '\u0000'.repeat(1000),
          tags: Array.from({ length: 2000 }, () => 'tag'),
        }),
        token,
      ],
      [
        'project create, 120 KB invalid body',
        'POST',
        '/api/projects',
        JSON.stringify({ title: 'x'.repeat(60_000), description: '\u200B'.repeat(20_000), category: '\u0000'.repeat(100) }),
        token,
      ],
      ['projects, 10 KB q', 'GET', `/api/projects?q=${tenKb}`, undefined],
      ['members, 10 KB q', 'GET', `/api/users?q=${tenKb}`, undefined],
      ['challenges, 10 KB q', 'GET', `/api/challenges?q=${tenKb}`, undefined],
    ];
    const sendAll = () =>
      hostile.map(([label, method, path, body, auth]) => ({ label, sent: send(port, method, path, { body, token: auth, timeoutMs: HOSTILE_TIMEOUT_MS }) }));

    // Warm up, as a server that has been running is: the first answers of a fresh process include compiling the
    // code of the routes and schemas involved, once.
    for (let i = 0; i < 5; i++) {
      const warm = await send(port, 'GET', '/api/health', { timeoutMs: PROBE_TIMEOUT_MS }).answer;
      expect(warm.status, warm.error ?? warm.body).toBe(200);
    }
    await Promise.all(sendAll().map((h) => h.sent.answer));

    const inFlight = sendAll();
    await Promise.all(inFlight.map((h) => h.sent.written));

    // Probe while they are being handled: each probe is sent after the previous one answered.
    const probes: Answer[] = [];
    for (let i = 0; i < 5; i++) {
      probes.push(await send(port, 'GET', '/api/health', { timeoutMs: PROBE_TIMEOUT_MS }).answer);
      await sleep(10);
    }
    const hostileAnswers = await Promise.all(inFlight.map(async (h) => ({ label: h.label, ...(await h.sent.answer) })));

    const summary = [
      `health probes (ms): ${probes.map((p) => (p.status === 200 ? Math.round(p.ms) : `${p.status || p.error}`)).join(', ')}`,
      ...hostileAnswers.map((h) => `${h.label}: ${h.status || h.error} after ${Math.round(h.ms)} ms`),
    ].join('\n');
    if (process.env.FUZZ_REPORT === '1') console.warn(summary);
    for (const probe of probes) {
      expect(probe.status, summary).toBe(200);
      expect(probe.ms, summary).toBeLessThanOrEqual(HEALTH_BOUND_MS);
    }
    // The hostile requests themselves are refused, not failed.
    for (const h of hostileAnswers)
      expect(h.status === 0 || h.status >= 500 ? `${h.label}: ${h.status || h.error}` : 'answered below 500', summary).toBe('answered below 500');
  }, 150_000);

  it('keeps answering while a dozen worst-case markdown descriptions are being rendered', async () => {
    const { port, token } = server;
    /** A product listing whose description is `markdown`, made unique so that no cache has rendered it yet. */
    const listing = (markdown: string) =>
      JSON.stringify({ ...productBody(), description: `${markdown.slice(0, PRODUCT_DESCRIPTION_MAX - 20)}\n\n${uniqueSuffix()}` });
    const inputs = hostileMarkdown(PRODUCT_DESCRIPTION_MAX);
    const sendListings = () =>
      inputs.map(({ kind, value }) => ({
        label: kind,
        sent: send(port, 'POST', '/api/products', { body: listing(value), token, timeoutMs: HOSTILE_TIMEOUT_MS }),
      }));
    const probe = () => send(port, 'GET', '/api/health', { timeoutMs: PROBE_TIMEOUT_MS }).answer;

    // Warm up (compiling the route, starting the renderer threads), then the idle baseline, for the report.
    await Promise.all(sendListings().map((l) => l.sent.answer));
    const idle: Answer[] = [];
    for (let i = 0; i < 5; i++) idle.push(await probe());

    const started = performance.now();
    const inFlight = sendListings();
    await Promise.all(inFlight.map((l) => l.sent.written));
    let rendering = true;
    const answers = Promise.all(inFlight.map(async (l) => ({ label: l.label, ...(await l.sent.answer) }))).finally(() => (rendering = false));
    // Probe for as long as the listings are being rendered: each probe is sent after the previous one answered.
    const probes: Answer[] = [];
    while (rendering) {
      probes.push(await probe());
      await sleep(5);
    }
    const listings = await answers;
    const renderMs = performance.now() - started;

    const ms = (answers: Answer[]) => answers.map((p) => (p.status === 200 ? Math.round(p.ms) : `${p.status || p.error}`)).join(', ');
    const summary = [
      `idle health probes (ms): ${ms(idle)}`,
      `health probes while rendering for ${Math.round(renderMs)} ms: ${ms(probes)}`,
      ...listings.map((l) => `${l.label}: ${l.status || l.error} after ${Math.round(l.ms)} ms`),
    ].join('\n');
    if (process.env.FUZZ_REPORT === '1') console.warn(summary);
    for (const l of listings) expect(l.status, summary).toBe(201);
    for (const p of probes) expect(p.status, summary).toBe(200);
    // A blocked event loop answers one probe, late (about the whole render time), once the renders are done; a free one
    // keeps answering while they run. The bounds leave room for a busy machine, where the renders themselves are short.
    expect(probes.length, summary).toBeGreaterThanOrEqual(3);
    expect(Math.max(...probes.map((p) => p.ms)), summary).toBeLessThanOrEqual(renderMs / 2);
  }, 150_000);
});
