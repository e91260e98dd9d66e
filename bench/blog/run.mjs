// npm run bench:blog — the blog's reads against the production build on SQLite (the blog list is measured against
// the static ceiling): 200 published posts with tags (plus the five seeded ones), then autocannon on a static-JSON
// ceiling of the list page's size, GET /api/blog/posts?limit=9 (the /blog page), a search over title and excerpt,
// and GET /api/blog/posts/{slug} (a post page). Results are appended to bench/RESULTS.md. Not part of npm test.
import autocannon from 'autocannon';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTestServer } from '../../scripts/start-test-server.mjs';
import { record, rssMb } from '../lib.mjs';

const DURATION = Number(process.env.BENCH_DURATION ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const POSTS = Number(process.env.BENCH_POSTS ?? 200);
const dataDir = mkdtempSync(join(tmpdir(), 'esdc-bench-blog-'));
const limits = { AUTH_RATE_LIMIT_PER_MINUTE: '1000000', MEMBER_WRITES_PER_MINUTE: '1000000', ADMIN_WRITES_PER_MINUTE: '1000000', LOG_LEVEL: 'error' };

// 1. First start: migrate and seed, then write the posts through the API (each rendered and sanitised at save).
let server = await startTestServer({ dataDir, quiet: true, env: limits });
const login = await (
  await fetch(`${server.url}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@esdc.local', password: 'admin-pass-123' }),
  })
).json();
const token = login.data.token;
const slugs = [];
for (let i = 0; i < POSTS; i++) {
  const res = await fetch(`${server.url}/api/blog/posts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      title: `Bench post ${i}: timers, interrupts and DMA`,
      content: `## Part ${i}\n\n${'Timers count, interrupts interrupt and DMA moves bytes while the core sleeps. '.repeat(40)}\n\n\`\`\`c\nHAL_TIM_Base_Start_IT(&htim2);\n\`\`\`\n`,
      category: ['Tutorial', 'News', 'Project', 'Event'][i % 4],
      tags: ['STM32', `tag${i % 10}`],
      status: 'published',
    }),
  });
  if (res.status !== 201) throw new Error(`create post: ${res.status} ${await res.text()}`);
  slugs.push((await res.json()).data.slug);
}
const sample = await (await fetch(`${server.url}/api/blog/posts?limit=9`)).text();
await server.stop();

// 2. The measured server, with a static route of the list page's size as the ceiling.
server = await startTestServer({ dataDir, quiet: true, env: { ...limits, BENCH_STATIC_BYTES: String(sample.length) } });
const run = (opts) =>
  new Promise((resolve, reject) => {
    autocannon({ url: server.url, connections: CONNECTIONS, duration: DURATION, ...opts }, (err, res) => (err ? reject(err) : resolve(res)));
  });
try {
  const results = {};
  results.static = await run({ url: `${server.url}/api/_bench/static` });
  results.list = await run({ url: `${server.url}/api/blog/posts?limit=9` });
  results.search = await run({ url: `${server.url}/api/blog/posts?limit=9&q=interrupts&category=Tutorial` });
  let n = 0;
  results.post = await run({
    url: server.url,
    requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: `/api/blog/posts/${slugs[n++ % slugs.length]}` }) }],
  });
  const rss = rssMb(server.pid);
  const ceiling = results.static.requests.average;
  const row = (name, r) =>
    `| ${name} | ${r.requests.average.toFixed(0)} | ${r.latency.p50} | ${r.latency.p99} | ${name === 'static ceiling' ? '—' : `${((r.requests.average / ceiling) * 100).toFixed(0)}%`} | ${r.non2xx} |`;
  const markdown = [
    `SQLite, ${CONNECTIONS} connections, ${DURATION} s per route, ${POSTS} posts (+ 5 seeded), list page body ${sample.length} bytes.`,
    '',
    '| route | req/s | p50 ms | p99 ms | of ceiling | non-2xx |',
    '|---|---|---|---|---|---|',
    row('static ceiling', results.static),
    row('GET /api/blog/posts?limit=9', results.list),
    row('GET /api/blog/posts?limit=9&q=interrupts&category=Tutorial', results.search),
    row('GET /api/blog/posts/{slug}', results.post),
    '',
    `- Server RSS after the run: ${rss.toFixed(0)} MB`,
  ].join('\n');
  record('bench:blog', markdown);
  console.log(markdown);
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
