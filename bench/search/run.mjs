// npm run bench:search — GET /api/search against the production build on SQLite: two databases,
// one with 1,000 and one with 100,000 indexed documents (projects, products and blog posts; bulk-inserted in one
// transaction, indexed by the migration's triggers), then the same fixed query mix on each with autocannon, and the
// ratio of their latencies (target: 100k within 2× of 1k). Printed only (the integrator records results on a quiet
// machine). Not part of npm test. BENCH_DURATION (s per size), BENCH_CONNECTIONS, BENCH_SIZES ("1000,100000").
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTestServer } from '../../scripts/start-test-server.mjs';
import { commit, machine, rssMb } from '../lib.mjs';

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const SIZES = (process.env.BENCH_SIZES ?? '1000,100000').split(',').map(Number);
const limits = { AUTH_RATE_LIMIT_PER_MINUTE: '1000000', MEMBER_WRITES_PER_MINUTE: '1000000', ADMIN_WRITES_PER_MINUTE: '1000000', LOG_LEVEL: 'error' };

// A deterministic pseudo-random sequence, so both sizes hold the same kind of text.
let seed = 42;
const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
const pick = (list) => list[Math.floor(random() * list.length)];

// Filler words (a large vocabulary, each rare) and domain words (each in about 1 in 200 documents), as real posts and
// listings mix a few topic words into ordinary prose.
const FILLER = Array.from({ length: 20_000 }, (_, i) => `w${i.toString(36)}x`);
const DOMAIN = [
  ...['arduino', 'esp32', 'stm32', 'raspberry', 'sensor', 'robot', 'lora', 'zigbee', 'firmware', 'bootloader', 'oscilloscope', 'soldering'],
  ...['kicad', 'freertos', 'zephyr', 'micropython', 'servo', 'stepper', 'battery', 'solar', 'bluetooth', 'mqtt', 'telemetry', 'gyroscope'],
  ...Array.from({ length: 176 }, (_, i) => `topic${i}`),
];
const words = (n) => Array.from({ length: n }, () => pick(FILLER)).join(' ');
const doc = () => ({ title: `${pick(DOMAIN)} ${words(3)}`, body: `${words(15)} ${pick(DOMAIN)} ${words(15)}` });
const CATEGORIES = ['Robotics', 'IoT', 'Audio', 'Tools', 'Energy', 'Wearables', 'Education', 'Automation'];

// The query mix: single words, a prefix being typed, two words, a word in a category, and a word found nowhere.
const QUERIES = [
  '/api/search?q=arduino',
  '/api/search?q=ardu',
  '/api/search?q=esp32%20sensor',
  '/api/search?q=servo&category=projects',
  '/api/search?q=firmware&category=blogs',
  '/api/search?q=soldering&category=products',
  '/api/search?q=topic42',
  '/api/search?q=stm',
  '/api/search?q=kicad%20zephyr',
  '/api/search?q=nothingmatchesthis',
];

/**
 * Builds a database of `size` documents: migrated and seeded by a first start, then bulk-inserted straight into the
 * file (the triggers index every row in the same transaction).
 * @returns the data folder and how long the insert took (ms)
 */
async function build(size) {
  const dataDir = mkdtempSync(join(tmpdir(), `esdc-bench-search-${size}-`));
  const first = await startTestServer({ dataDir, quiet: true, env: limits });
  await first.stop();
  const db = new Database(join(dataDir, 'esdc-hub.sqlite'));
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  const admin = db.prepare(`select id from users where role = 'admin' limit 1`).get().id;
  const now = new Date().toISOString();
  const project = db.prepare(
    `insert into projects (user_id, title, description, category, status, created_at, updated_at) values (?, ?, ?, ?, 'completed', ?, ?)`,
  );
  const product = db.prepare(
    `insert into products (name, description, category, price_cents, stock, seller_id, created_by, created_at, updated_at) values (?, ?, 'Hardware', 999, 5, null, ?, ?, ?)`,
  );
  const post = db.prepare(
    `insert into blog_posts (slug, title, excerpt, content, content_html, category, status, author_id, published_at, created_at, updated_at)
     values (?, ?, null, ?, '', 'Tutorial', 'published', ?, ?, ?, ?)`,
  );
  const started = performance.now();
  db.transaction(() => {
    for (let i = 0; i < size; i++) {
      const d = doc();
      if (i % 4 < 2) project.run(admin, d.title, d.body, CATEGORIES[i % CATEGORIES.length], now, now);
      else if (i % 4 === 2) product.run(`${d.title} ${i}`, d.body, admin, now, now);
      else post.run(`bench-${i}`, d.title, d.body, admin, now, now, now);
    }
  })();
  // Merge the index's segments into one, as a bulk import would finish (one transaction leaves many small segments
  // that every lookup probes until FTS5's incremental merging catches up).
  db.exec(`insert into search_index (search_index) values ('optimize')`);
  const insertMs = performance.now() - started;
  const documents = db.prepare('select count(*) as n from search_index').get().n;
  db.pragma('wal_checkpoint(TRUNCATE)');
  db.close();
  return { dataDir, insertMs, documents };
}

/** Runs the query mix for DURATION seconds against a server on `dataDir`. */
async function measure(dataDir) {
  const server = await startTestServer({ dataDir, quiet: true, env: limits });
  try {
    // Each query alone, sequentially (median of 5 after 3 warm-up requests): which ones cost what.
    const single = {};
    for (const path of QUERIES) {
      const times = [];
      for (let i = 0; i < 8; i++) {
        const t0 = performance.now();
        const res = await fetch(`${server.url}${path}`);
        if (res.status !== 200) throw new Error(`${path}: ${res.status} ${await res.text()}`);
        await res.arrayBuffer();
        if (i >= 3) times.push(performance.now() - t0);
      }
      single[path] = times.sort((a, b) => a - b)[2];
    }
    let n = 0;
    const result = await new Promise((resolve, reject) => {
      autocannon(
        {
          url: server.url,
          connections: CONNECTIONS,
          duration: DURATION,
          requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: QUERIES[n++ % QUERIES.length] }) }],
        },
        (err, res) => (err ? reject(err) : resolve(res)),
      );
    });
    return { result, single, rss: rssMb(server.pid) };
  } finally {
    await server.stop();
  }
}

const rows = [];
for (const size of SIZES) {
  const built = await build(size);
  try {
    const { result, single, rss } = await measure(built.dataDir);
    rows.push({ size, ...built, result, single, rss });
    console.log(`${size} documents: built in ${(built.insertMs / 1000).toFixed(1)} s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`);
  } finally {
    if (process.env.BENCH_KEEP) console.log(`kept ${built.dataDir}`);
    else rmSync(built.dataDir, { recursive: true, force: true });
  }
}

const lines = [
  `bench:search — ${machine()}, commit ${commit()}`,
  `SQLite, ${CONNECTIONS} connections, ${DURATION} s per size, a mix of ${QUERIES.length} queries (GET /api/search); the index optimised after the bulk insert.`,
  '',
  '| documents | indexed | bulk insert s | req/s | p50 ms | p99 ms | non-2xx | server RSS MB |',
  '|---|---|---|---|---|---|---|---|',
  ...rows.map(
    (r) =>
      `| ${r.size} | ${r.documents} | ${(r.insertMs / 1000).toFixed(1)} | ${r.result.requests.average.toFixed(0)} | ${r.result.latency.p50} | ${r.result.latency.p99} | ${r.result.non2xx} | ${r.rss.toFixed(0)} |`,
  ),
];
lines.push('', `| query (alone, median of 5, ms) | ${rows.map((r) => r.size).join(' | ')} |`, `|---|${rows.map(() => '---').join('|')}|`);
for (const path of QUERIES) lines.push(`| ${path} | ${rows.map((r) => r.single[path].toFixed(1)).join(' | ')} |`);
if (rows.length >= 2) {
  const [small, large] = [rows[0], rows.at(-1)];
  const p50 = large.result.latency.p50 / Math.max(small.result.latency.p50, 1);
  const p99 = large.result.latency.p99 / Math.max(small.result.latency.p99, 1);
  lines.push(
    '',
    `Ratio ${large.size} / ${small.size}: p50 ${p50.toFixed(2)}×, p99 ${p99.toFixed(2)}× (target: within 2×) — ${p50 <= 2 && p99 <= 2 ? 'met' : 'NOT met'}.`,
  );
}
console.log(lines.join('\n'));
