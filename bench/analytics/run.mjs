// npm run bench:analytics — the analytics summary and series against the production build on SQLite (issue "every
// remaining page a real tool", SPEC §2 Analytics: "summary and series over 100,000 activity rows, within 3× of 1,000
// rows, p99 ≤ 200 ms"). One database holds two ranges of 30 UTC days: a small one with 1,000 activity rows and a large
// one with 100,000 (sign-ins and projects of the existing members, bulk-inserted into the file after a first start had
// migrated and seeded it). Each case is measured with autocannon as the admin: the summary, a daily series and the
// weekly active members. Appends to bench/RESULTS.md. Not part of npm test. BENCH_DURATION (s per case),
// BENCH_CONNECTIONS, BENCH_MEMBERS (accounts added to the seed's, 500), BENCH_KEEP (keep the data).
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTestServer } from '../../scripts/start-test-server.mjs';
import { memberCopier, record, rssMb } from '../lib.mjs';

const DURATION = Number(process.env.BENCH_DURATION ?? 6);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const SMALL = 1_000;
const LARGE = 100_000;
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 500);
const DAY = 86_400_000;
const limits = { AUTH_RATE_LIMIT_PER_MINUTE: '1000000', MEMBER_WRITES_PER_MINUTE: '1000000', ADMIN_WRITES_PER_MINUTE: '1000000', LOG_LEVEL: 'error' };
const RANGES = { small: { from: '2024-03-01', to: '2024-03-30' }, large: { from: '2025-03-01', to: '2025-03-30' } };

const dataDir = mkdtempSync(join(tmpdir(), 'esdc-bench-analytics-'));
const first = await startTestServer({ dataDir, quiet: true, env: limits });
await first.stop();

// Bulk insert: two in five rows a project, the rest sign-ins, spread evenly over the range's 30 days and the members.
const db = new Database(join(dataDir, 'esdc-hub.sqlite'));
db.pragma('journal_mode = WAL');
db.pragma('foreign_keys = ON');
// A club of MEMBERS accounts (copies of a seeded member's row, registered long before both ranges), so the active
// members of the large range are a club's, not the handful the seed has.
const addMember = memberCopier(db);
db.transaction(() => {
  for (let i = 0; i < MEMBERS; i++) addMember({ email: `bench-${i}@bench.local`, username: `bench_${i}`, created_at: '2020-01-01T00:00:00.000Z' });
})();
const users = db
  .prepare(`select id from users`)
  .all()
  .map((u) => u.id);
const session = db.prepare(`insert into sessions (id, user_id, created_at, expires_at, revoked_at, ip, user_agent) values (?, ?, ?, ?, null, null, null)`);
const project = db.prepare(
  `insert into projects (user_id, title, description, category, status, image, github_link, live_url, created_at, updated_at, completed_at) values (?, ?, 'A bench project.', 'IoT', 'in_progress', null, null, null, ?, ?, null)`,
);
const started = performance.now();
db.transaction(() => {
  for (const [name, n] of [
    ['small', SMALL],
    ['large', LARGE],
  ]) {
    const start = Date.parse(`${RANGES[name].from}T00:00:00.000Z`);
    for (let i = 0; i < n; i++) {
      const at = new Date(start + Math.floor((i / n) * 30 * DAY)).toISOString();
      const user = users[i % users.length];
      if (i % 5 < 2) project.run(user, `Bench project ${name} ${i}`, at, at);
      else session.run(`bench-${name}-${i}`, user, at, at);
    }
  }
})();
const insertS = (performance.now() - started) / 1000;
db.pragma('wal_checkpoint(TRUNCATE)');
db.close();

const server = await startTestServer({ dataDir, quiet: true, env: limits });
const login = await fetch(`${server.url}/api/user/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: 'admin@esdc.local', password: 'admin-pass-123' }),
});
const token = (await login.json()).data.token;
const headers = { authorization: `Bearer ${token}` };
const run = (path) =>
  new Promise((resolve, reject) => {
    autocannon({ url: `${server.url}${path}`, connections: CONNECTIONS, duration: DURATION, headers }, (err, res) => (err ? reject(err) : resolve(res)));
  });
const q = (r) => `from=${r.from}&to=${r.to}`;
const CASES = [
  ['summary', (r) => `/api/analytics/summary?${q(r)}`],
  ['projects per day', (r) => `/api/analytics/series?metric=projects&interval=day&${q(r)}`],
  ['active members per week', (r) => `/api/analytics/series?metric=active-members&interval=week&${q(r)}`],
];
const rows = [];
let met = true;
try {
  for (const [name, path] of CASES) {
    const smallPath = path(RANGES.small);
    const largePath = path(RANGES.large);
    for (const p of [smallPath, largePath]) {
      const res = await fetch(`${server.url}${p}`, { headers });
      if (res.status !== 200) throw new Error(`${p}: ${res.status} ${await res.text()}`);
    }
    const s = await run(smallPath);
    const l = await run(largePath);
    const ratio = l.latency.p50 / Math.max(s.latency.p50, 1);
    const ok = ratio <= 3 && l.latency.p99 <= 200 && l.non2xx === 0 && s.non2xx === 0;
    met &&= ok;
    rows.push(
      `| ${name} | ${s.requests.average.toFixed(0)} | ${s.latency.p50} / ${s.latency.p99} | ${l.requests.average.toFixed(0)} | ${l.latency.p50} / ${l.latency.p99} | ${ratio.toFixed(2)}× | ${ok ? 'met' : 'NOT met'} |`,
    );
    console.log(rows.at(-1));
  }
  const markdown = [
    `SQLite, ${CONNECTIONS} connections, ${DURATION} s per case. Small: ${SMALL.toLocaleString('en')} activity rows in 30 days; large: ${LARGE.toLocaleString('en')} (bulk insert ${insertS.toFixed(1)} s), over ${users.length} members.`,
    '',
    '| case | small req/s | small p50 / p99 ms | large req/s | large p50 / p99 ms | p50 large / small | target (≤ 3×, p99 ≤ 200 ms) |',
    '|---|---|---|---|---|---|---|',
    ...rows,
    '',
    `- Server RSS after the run: ${rssMb(server.pid).toFixed(0)} MB. Targets ${met ? 'met' : 'NOT met'}.`,
  ].join('\n');
  record('bench:analytics', markdown);
  console.log(markdown);
} finally {
  await server.stop();
  if (process.env.BENCH_KEEP) console.log(`kept ${dataDir}`);
  else rmSync(dataDir, { recursive: true, force: true });
}
