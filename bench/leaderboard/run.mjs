// npm run bench:leaderboard — GET /api/leaderboard latency with a 100,000-row points ledger over 5,000 members,
// beside a 1,000-row ledger over 100 members, in one run (docs/decisions/004-leaderboard.md).
// Both SQLite databases are made by the real migrations, filled as changePoints keeps them
// (./build-database.mjs), and served by the real app (buildApp + listen, run through tsx); requests go one
// at a time over HTTP, alternating between the two servers. Results are appended to bench/RESULTS.md
// (BENCH_NO_RECORD=1: printed only; BENCH_REQUESTS: requests per route and database). Not part of npm test.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { migrateToLatest } from '../../apps/server/src/db/migrate.ts';
import { changePoints } from '../../apps/server/src/features/leaderboard/points-ledger.ts';
import { record } from '../lib.mjs';
import { buildLeaderboardDatabase } from './build-database.mjs';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 1000);
const BATCH = 50;
const WARMUP = 200;
const TARGET_RATIO = 1.5;
const dataDir = mkdtempSync(join(tmpdir(), 'esdc-bench-lb-'));
const now = new Date();

/** Makes a database, fills it, serves it, and signs a member in whose standing `me` will report. */
async function prepare(name, users, rows) {
  const file = join(dataDir, `${name}.sqlite`);
  const migrated = openDatabase({ file });
  await migrateToLatest(migrated);
  await migrated.close();
  const t0 = performance.now();
  const facts = buildLeaderboardDatabase(file, { users, rows, days: 730, now, seed: 20261122 });
  facts.buildMs = performance.now() - t0;

  const database = openDatabase({ file });
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    WEB_DIST: join(dataDir, 'no-web'),
    AUTH_RATE_LIMIT_PER_MINUTE: '10000',
    ACCOUNT_RATE_LIMIT_PER_15_MINUTES: '10000',
  });
  const app = await buildApp({ config, database, jwtSecret: `bench-secret-${'x'.repeat(40)}`, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${app.server.address().port}`;

  // The viewer: a member in the bottom tenth of the all-time board (the most members ahead to count),
  // whose points were all earned this week.
  const res = await fetch(`${url}/api/user/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Bench Viewer',
      username: 'bench_viewer',
      email: 'viewer@bench.local',
      password: 'viewer-pass-1',
      confirmPassword: 'viewer-pass-1',
    }),
  });
  if (res.status !== 201) throw new Error(`register failed: ${res.status} ${await res.text()}`);
  const { data } = await res.json();
  const points = facts.activePoints[Math.floor(facts.activePoints.length * 0.1)] ?? 10;
  await database.db.transaction().execute((trx) =>
    changePoints(trx, database.engine, {
      userId: data.user.id,
      change: { operation: 'add', amount: points },
      reason: 'Bench',
      source: 'system',
      actorId: null,
      now: new Date(),
    }),
  );
  delete facts.activePoints;
  return { name, url, app, database, token: data.token, facts };
}

const small = await prepare('small', 100, 1_000);
const large = await prepare('large', 5_000, 100_000);

const scenarios = [
  ['GET /api/leaderboard?timeframe=all', '/api/leaderboard?timeframe=all', false],
  ['GET /api/leaderboard?timeframe=monthly', '/api/leaderboard?timeframe=monthly', false],
  ['GET /api/leaderboard?timeframe=weekly', '/api/leaderboard?timeframe=weekly', false],
  ['… all, signed in (me)', '/api/leaderboard?timeframe=all', true],
  ['… monthly, signed in (me)', '/api/leaderboard?timeframe=monthly', true],
  ['… weekly, signed in (me)', '/api/leaderboard?timeframe=weekly', true],
  ['GET /api/leaderboard/history?timeframe=all', '/api/leaderboard/history?timeframe=all', false],
  ['GET /api/leaderboard/history?timeframe=monthly', '/api/leaderboard/history?timeframe=monthly', false],
  ['GET /api/leaderboard/history?timeframe=weekly', '/api/leaderboard/history?timeframe=weekly', false],
];

const bodyBytes = {};
/** One request's latency in ms (the body is read in full; its size is noted). */
async function timed(target, path, signedIn) {
  const t0 = performance.now();
  const res = await fetch(target.url + path, { headers: signedIn ? { authorization: `Bearer ${target.token}` } : {} });
  const body = await res.text();
  const ms = performance.now() - t0;
  if (res.status !== 200) throw new Error(`${path}: ${res.status} ${body}`);
  bodyBytes[`${target.name} ${path} ${signedIn}`] = body.length;
  return ms;
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const results = [];
for (const [label, path, signedIn] of scenarios) {
  for (const target of [small, large]) for (let i = 0; i < WARMUP; i++) await timed(target, path, signedIn);
  const samples = { small: [], large: [] };
  // Alternate batches between the two servers, so drift on this shared machine hits both alike.
  for (let done = 0; done < REQUESTS; done += BATCH) {
    for (const target of [small, large]) for (let i = 0; i < BATCH; i++) samples[target.name].push(await timed(target, path, signedIn));
  }
  const stats = Object.fromEntries(
    Object.entries(samples).map(([name, xs]) => {
      const sorted = xs.sort((a, b) => a - b);
      return [name, { p50: percentile(sorted, 50), p99: percentile(sorted, 99) }];
    }),
  );
  const bytes = (name) => bodyBytes[`${name} ${path} ${signedIn}`];
  results.push({
    label,
    ...stats,
    r50: stats.large.p50 / stats.small.p50,
    r99: stats.large.p99 / stats.small.p99,
    bytes: `${bytes('small')} / ${bytes('large')}`,
  });
  console.log(label, stats);
}

// What the viewer's `me` said, for the record.
const standing = async (target, timeframe) =>
  (await (await fetch(`${target.url}/api/leaderboard?timeframe=${timeframe}`, { headers: { authorization: `Bearer ${target.token}` } })).json()).data;
const meOf = async (target) => {
  const parts = [];
  for (const tf of ['all', 'monthly', 'weekly']) {
    const page = await standing(target, tf);
    parts.push(`${tf} #${page.me.rank} of ${page.total}`);
  }
  return parts.join(', ');
};
const viewerSmall = await meOf(small);
const viewerLarge = await meOf(large);

for (const target of [small, large]) {
  await target.app.close();
  await target.database.close();
}
rmSync(dataDir, { recursive: true, force: true });

const f = (ms) => ms.toFixed(2);
const met = (r) => (r <= TARGET_RATIO ? 'met' : 'NOT met');
const allMet = results.every((r) => r.r50 <= TARGET_RATIO && r.r99 <= TARGET_RATIO);
const facts = (x) =>
  `${x.facts.users.toLocaleString('en-US')} members, ${x.facts.ledgerRows.toLocaleString('en-US')} ledger rows (${x.facts.negatives.toLocaleString('en-US')} deductions) over 730 days, ${x.facts.periodRows.toLocaleString('en-US')} period totals; on the board: all ${x.facts.boardAll}, this month ${x.facts.boardMonthly}, this week ${x.facts.boardWeekly}; built in ${(x.facts.buildMs / 1000).toFixed(1)} s`;
const md = [
  `SQLite, the app in-process (buildApp + listen, through tsx), one request at a time over HTTP; ${REQUESTS} requests per route and database after ${WARMUP} warm-up requests, alternating batches of ${BATCH} between the two servers. Default page (top 10), history of the top 5.`,
  '',
  `- small: ${facts(small)}`,
  `- large: ${facts(large)}`,
  `- viewer (\`me\`): small ${viewerSmall}; large ${viewerLarge}`,
  '',
  '| request | small p50 ms | small p99 ms | large p50 ms | large p99 ms | large/small p50 | large/small p99 | body bytes small / large | target ≤ 1.5× |',
  '|---|---|---|---|---|---|---|---|---|',
  ...results.map(
    (r) =>
      `| ${r.label} | ${f(r.small.p50)} | ${f(r.small.p99)} | ${f(r.large.p50)} | ${f(r.large.p99)} | ${r.r50.toFixed(2)}× | ${r.r99.toFixed(2)}× | ${r.bytes} | p50 ${met(r.r50)}, p99 ${met(r.r99)} |`,
  ),
  '',
  `- Target (large within ${TARGET_RATIO}× of small, p50 and p99, every request): ${allMet ? 'met' : 'NOT met'}.`,
].join('\n');
console.log(md);
if (!process.env.BENCH_NO_RECORD) record('bench:leaderboard', md);
