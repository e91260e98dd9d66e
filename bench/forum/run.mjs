// npm run bench:forum — the forum's two long lists against the production build on SQLite (issue "Forum, teams and
// planning boards": "a thread page with 2,000 replies (paged) and the thread list of a category with 20,000 threads,
// each within 2× of the 100-row case and p99 ≤ 50 ms at 20 clients"). One database holds a category of 100 threads
// and one of 20,000, a thread of 100 replies and one of 2,000 (bulk-inserted into the file after a first start had
// migrated and seeded it; the search triggers index them as writes would). Each case is measured with autocannon at
// 20 connections: the list's first page, its last page, the thread's page, and its replies' first and last pages.
// Appends to bench/RESULTS.md. Not part of npm test. BENCH_DURATION (s per case), BENCH_CONNECTIONS, BENCH_KEEP (keep the data).
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTestServer } from '../../scripts/start-test-server.mjs';
import { record, rssMb } from '../lib.mjs';

const DURATION = Number(process.env.BENCH_DURATION ?? 6);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const SMALL = 100;
const LARGE_THREADS = 20_000;
const LARGE_REPLIES = 2_000;
const PAGE = 20;
const limits = { AUTH_RATE_LIMIT_PER_MINUTE: '1000000', MEMBER_WRITES_PER_MINUTE: '1000000', ADMIN_WRITES_PER_MINUTE: '1000000', LOG_LEVEL: 'error' };

const dataDir = mkdtempSync(join(tmpdir(), 'esdc-bench-forum-'));
const first = await startTestServer({ dataDir, quiet: true, env: limits });
await first.stop();

// Bulk insert, as the services would store them: counts and last activity kept on the thread and the category, html
// rendered.
const db = new Database(join(dataDir, 'esdc-hub.sqlite'));
db.pragma('journal_mode = WAL');
db.pragma('foreign_keys = ON');
const author = db.prepare(`select id from users where role = 'admin' limit 1`).get().id;
const start = Date.parse('2026-01-01T00:00:00Z');
const iso = (i) => new Date(start + i * 60_000).toISOString();
const category = db.prepare(`insert into forum_categories (name, description, position, qa, archived, created_at) values (?, '', 99, 0, 0, ?) returning id`);
const thread = db.prepare(
  `insert into forum_threads (category_id, author_id, title, reply_count, like_count, last_activity_at, created_at) values (?, ?, ?, ?, 0, ?, ?) returning id`,
);
const post = db.prepare(`insert into forum_posts (thread_id, author_id, body, html, excerpt, opening, created_at) values (?, ?, ?, ?, ?, ?, ?) returning id`);
const lastPost = db.prepare(`update forum_threads set last_post_id = ? where id = ?`);
const body = (i) => `Reply ${i}: the ADC reads noise when the motor runs; a 100 nF capacitor at the input helps.`;
const started = performance.now();
const ids = db.transaction(() => {
  const makeThreads = (categoryId, n) => {
    let threadId = 0;
    for (let i = 0; i < n; i++) {
      threadId = thread.get(categoryId, author, `Thread ${i} about timers and interrupts`, 0, iso(i), iso(i)).id;
      const opening = post.get(threadId, author, 'Why does my timer drift?', '<p>Why does my timer drift?</p>', 'Why does my timer drift?', 1, iso(i)).id;
      lastPost.run(opening, threadId);
    }
    return threadId;
  };
  const makeReplies = (categoryId, n) => {
    const threadId = thread.get(categoryId, author, `A thread with ${n} replies`, n, iso(n), iso(0)).id;
    post.get(threadId, author, 'The question', '<p>The question</p>', 'The question', 1, iso(0));
    let last = 0;
    for (let i = 1; i <= n; i++) last = post.get(threadId, author, body(i), `<p>${body(i)}</p>`, body(i), 0, iso(i)).id;
    lastPost.run(last, threadId);
    return threadId;
  };
  const small = category.get('Bench small', iso(0)).id;
  const large = category.get('Bench large', iso(0)).id;
  makeThreads(small, SMALL);
  makeThreads(large, LARGE_THREADS);
  return { small, large, shortThread: makeReplies(small, SMALL), longThread: makeReplies(large, LARGE_REPLIES) };
})();
// The categories' kept counts, as features/forum/category-stats.ts keeps them after each change.
db.prepare(
  `update forum_categories set
     thread_count = (select count(*) from forum_threads t where t.category_id = forum_categories.id and t.hidden = 0),
     post_count = (select coalesce(sum(t.reply_count + 1), 0) from forum_threads t where t.category_id = forum_categories.id and t.hidden = 0),
     last_activity_at = (select max(t.last_activity_at) from forum_threads t where t.category_id = forum_categories.id and t.hidden = 0)`,
).run();
const insertS = (performance.now() - started) / 1000;
db.pragma('wal_checkpoint(TRUNCATE)');
db.close();

const server = await startTestServer({ dataDir, quiet: true, env: limits });
const run = (path) =>
  new Promise((resolve, reject) => {
    autocannon({ url: `${server.url}${path}`, connections: CONNECTIONS, duration: DURATION }, (err, res) => (err ? reject(err) : resolve(res)));
  });
const lastOffset = (n) => Math.floor((n - 1) / PAGE) * PAGE;
const CASES = [
  ['category list, first page', `/api/forum/threads?category_id=${ids.small}&limit=${PAGE}`, `/api/forum/threads?category_id=${ids.large}&limit=${PAGE}`],
  [
    'category list, last page',
    `/api/forum/threads?category_id=${ids.small}&limit=${PAGE}&offset=${lastOffset(SMALL + 1)}`,
    `/api/forum/threads?category_id=${ids.large}&limit=${PAGE}&offset=${lastOffset(LARGE_THREADS + 1)}`,
  ],
  ['thread page', `/api/forum/threads/${ids.shortThread}`, `/api/forum/threads/${ids.longThread}`],
  ['replies, first page', `/api/forum/threads/${ids.shortThread}/posts?limit=${PAGE}`, `/api/forum/threads/${ids.longThread}/posts?limit=${PAGE}`],
  [
    'replies, last page',
    `/api/forum/threads/${ids.shortThread}/posts?limit=${PAGE}&offset=${lastOffset(SMALL)}`,
    `/api/forum/threads/${ids.longThread}/posts?limit=${PAGE}&offset=${lastOffset(LARGE_REPLIES)}`,
  ],
];
const rows = [];
let met = true;
try {
  for (const [name, smallPath, largePath] of CASES) {
    for (const path of [smallPath, largePath]) {
      const res = await fetch(`${server.url}${path}`);
      if (res.status !== 200) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    }
    const s = await run(smallPath);
    const l = await run(largePath);
    const ratio = l.latency.p50 / Math.max(s.latency.p50, 1);
    const ok = ratio <= 2 && l.latency.p99 <= 50 && l.non2xx === 0 && s.non2xx === 0;
    met &&= ok;
    rows.push(
      `| ${name} | ${s.requests.average.toFixed(0)} | ${s.latency.p50} / ${s.latency.p99} | ${l.requests.average.toFixed(0)} | ${l.latency.p50} / ${l.latency.p99} | ${ratio.toFixed(2)}× | ${ok ? 'met' : 'NOT met'} |`,
    );
    console.log(rows.at(-1));
  }
  const markdown = [
    `SQLite, ${CONNECTIONS} connections, ${DURATION} s per case. Small: a category of ${SMALL} threads and a thread of ${SMALL} replies; large: a category of ${LARGE_THREADS.toLocaleString('en')} threads and a thread of ${LARGE_REPLIES.toLocaleString('en')} replies (bulk insert ${insertS.toFixed(1)} s), pages of ${PAGE}.`,
    '',
    '| case | small req/s | small p50 / p99 ms | large req/s | large p50 / p99 ms | p50 large / small | target (≤ 2×, p99 ≤ 50 ms) |',
    '|---|---|---|---|---|---|---|',
    ...rows,
    '',
    `- Server RSS after the run: ${rssMb(server.pid).toFixed(0)} MB. Targets ${met ? 'met' : 'NOT met'}.`,
  ].join('\n');
  record('bench:forum', markdown);
  console.log(markdown);
} finally {
  await server.stop();
  if (process.env.BENCH_KEEP) console.log(`kept ${dataDir}`);
  else rmSync(dataDir, { recursive: true, force: true });
}
