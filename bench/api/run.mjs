// npm run bench:api — autocannon against the production build on a seeded SQLite database with 10,000
// projects: list, detail, login and a static-JSON ceiling of the list's size, all in one run.
// Results are appended to bench/RESULTS.md. Not part of npm test.
import autocannon from 'autocannon';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTestServer } from '../../scripts/start-test-server.mjs';
import { record, rssMb } from '../lib.mjs';
import { seedProjects } from './seed-projects.mjs';

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const dataDir = mkdtempSync(join(tmpdir(), 'esdc-bench-'));

// 1. First start: migrate and seed, then add 10,000 projects.
let server = await startTestServer({ dataDir, quiet: true });
await server.stop();
const maxId = seedProjects(dataDir, 10_000);

// 2. Size of a list page, for the ceiling route.
server = await startTestServer({ dataDir, quiet: true });
const sample = await (await fetch(`${server.url}/api/projects?limit=20`)).text();
await server.stop();

// 3. Cold start to listening on an existing data folder.
const t0 = performance.now();
server = await startTestServer({ dataDir, quiet: true, env: { BENCH_STATIC_BYTES: String(sample.length), LOG_LEVEL: 'error' } });
const coldStartMs = performance.now() - t0;

const run = (opts) =>
  new Promise((resolve, reject) => {
    autocannon({ url: server.url, connections: CONNECTIONS, duration: DURATION, ...opts }, (err, res) => (err ? reject(err) : resolve(res)));
  });

const results = {};
const rssAfter = { start: rssMb(server.pid) };
results.static = await run({ url: `${server.url}/api/_bench/static` });
rssAfter.static = rssMb(server.pid);
results.list = await run({ url: `${server.url}/api/projects?limit=20` });
rssAfter.list = rssMb(server.pid);
let n = 0;
results.detail = await run({
  requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: `/api/projects/${1 + (n++ % maxId)}` }) }],
});
const login = {
  method: 'POST',
  path: '/api/user/login',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: 'admin@esdc.local', password: 'admin-pass-123' }),
};
rssAfter.detail = rssMb(server.pid);
results.login = await run({ requests: [login] });
// The same at 10 connections: argon2id's own cost with less queueing in front of 2 cores.
results.login10 = await run({ requests: [login], connections: 10 });
const rss = rssMb(server.pid);
rssAfter.login = rss;
await server.stop();
rmSync(dataDir, { recursive: true, force: true });

const ceiling = results.static.requests.average;
const row = (name, r, target) => {
  const ratio = r.requests.average / ceiling;
  return `| ${name} | ${r.requests.average.toFixed(0)} | ${r.latency.p50} | ${r.latency.p99} | ${name === 'static ceiling' ? '—' : `${(ratio * 100).toFixed(0)}%`} | ${r.non2xx} | ${target} |`;
};
const listOk = results.list.requests.average / ceiling >= 0.3 && results.list.latency.p99 <= 50;
const detailOk = results.detail.requests.average / ceiling >= 0.3 && results.detail.latency.p99 <= 50;
const loginOk = results.login.latency.p99 <= 250;
const md = [
  `SQLite, ${CONNECTIONS} connections, ${DURATION} s per route, 10,000 projects (+ seed), list body ${sample.length} bytes.`,
  '',
  '| route | req/s | p50 ms | p99 ms | of ceiling | non-2xx | target |',
  '|---|---|---|---|---|---|---|',
  row('static ceiling', results.static, '—'),
  row('GET /api/projects?limit=20', results.list, `≥ 30% and p99 ≤ 50 ms: ${listOk ? 'met' : 'NOT met'}`),
  row('GET /api/projects/{id}', results.detail, `≥ 30% and p99 ≤ 50 ms: ${detailOk ? 'met' : 'NOT met'}`),
  row('POST /api/user/login', results.login, `p99 ≤ 250 ms: ${loginOk ? 'met' : 'NOT met'}`),
  row('POST /api/user/login (10 connections)', results.login10, 'for reference'),
  '',
  `- Server RSS after the run: ${rss.toFixed(0)} MB (target ≤ 200 MB: ${rss <= 200 ? 'met' : 'NOT met'}); after each phase: ${Object.entries(rssAfter)
    .map(([k, v]) => `${k} ${v.toFixed(0)} MB`)
    .join(', ')}`,
  `- Cold start to healthy on the existing data folder: ${coldStartMs.toFixed(0)} ms (target ≤ 2000 ms: ${coldStartMs <= 2000 ? 'met' : 'NOT met'})`,
].join('\n');
console.log(md);
record('bench:api', md);
