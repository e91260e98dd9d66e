// npm run bench:products — autocannon against the production build on a seeded SQLite database with 10,000
// products: the catalogue list (`GET /api/products`, default page, newest first), a search, a
// price sort and a product page, each against a static-JSON ceiling the size of a list page measured in the same run
// — the same bar as the project list (bench/api: list ≥ 90% of the ceiling, p99 ≤ 50 ms). Appends to bench/RESULTS.md.
import autocannon from 'autocannon';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTestServer } from '../../scripts/start-test-server.mjs';
import { record, rssMb } from '../lib.mjs';
import { seedProducts } from './seed-products.mjs';

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 10_000);
const dataDir = mkdtempSync(join(tmpdir(), 'esdc-bench-products-'));

// 1. First start: migrate and seed (demo shop included), then add the products.
let server = await startTestServer({ dataDir, quiet: true });
await server.stop();
const maxId = seedProducts(dataDir, PRODUCTS);

// 2. Size of a list page, for the ceiling route.
server = await startTestServer({ dataDir, quiet: true });
const sample = await (await fetch(`${server.url}/api/products`)).text();
const total = JSON.parse(sample).meta.total;
await server.stop();

server = await startTestServer({ dataDir, quiet: true, env: { BENCH_STATIC_BYTES: String(sample.length), LOG_LEVEL: 'error' } });
const run = (opts) =>
  new Promise((resolve, reject) => {
    autocannon({ url: server.url, connections: CONNECTIONS, duration: DURATION, ...opts }, (err, res) => (err ? reject(err) : resolve(res)));
  });

const results = {};
try {
  // Warm up (statement cache, excerpt cache), then measure; the ceiling twice, around the list, best of the two.
  await run({ url: `${server.url}/api/products`, duration: 2 });
  const ceilingA = await run({ url: `${server.url}/api/_bench/static` });
  results.list = await run({ url: `${server.url}/api/products` });
  const ceilingB = await run({ url: `${server.url}/api/_bench/static` });
  results.static = ceilingA.requests.average >= ceilingB.requests.average ? ceilingA : ceilingB;
  results.search = await run({ url: `${server.url}/api/products?q=sensor&category=Components` });
  results.price = await run({ url: `${server.url}/api/products?sort=price_asc&offset=2400` });
  let n = 0;
  results.detail = await run({
    requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: `/api/products/${1 + ((n += 7919) % maxId)}` }) }],
  });
} finally {
  results.rss = rssMb(server.pid);
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

const ceiling = results.static.requests.average;
const row = (name, r, target) => {
  const ratio = r.requests.average / ceiling;
  return `| ${name} | ${r.requests.average.toFixed(0)} | ${r.latency.p50} | ${r.latency.p99} | ${name.startsWith('static ceiling') ? '—' : `${(ratio * 100).toFixed(0)}%`} | ${r.non2xx} | ${target} |`;
};
const listOk = results.list.requests.average / ceiling >= 0.9 && results.list.latency.p99 <= 50;
const md = [
  `SQLite, ${CONNECTIONS} connections, ${DURATION} s per route, ${total.toLocaleString('en-US')} products (${PRODUCTS.toLocaleString('en-US')} + the demo shop), list page (24) ${sample.length} bytes.`,
  '',
  '| route | req/s | p50 ms | p99 ms | of ceiling | non-2xx | target |',
  '|---|---|---|---|---|---|---|',
  row('static ceiling (best of two, around the list run)', results.static, '—'),
  row('GET /api/products (newest, first page)', results.list, `≥ 90% and p99 ≤ 50 ms (as the project list): ${listOk ? 'met' : 'NOT met'}`),
  row('GET /api/products?q=sensor&category=Components', results.search, '—'),
  row('GET /api/products?sort=price_asc&offset=2400', results.price, '—'),
  row('GET /api/products/{id}', results.detail, '—'),
  '',
  `- Server RSS after the run: ${results.rss.toFixed(0)} MB`,
].join('\n');
console.log(md);
// BENCH_RECORD=0: a trial run, printed only.
if (process.env.BENCH_RECORD !== '0') record('bench:products', md);
