// npm run bench:ssr — the server-rendered /projects against the JSON read it is built from,
// on the production build with a seeded SQLite database, all in one run:
//   1. throughput of GET /api/projects?limit=12&offset=0 (the page's own first data request) and of GET /projects,
//      at the same concurrency (target: /projects at ≥ 50% of the JSON read), both asked for as a browser does
//      (Accept-Encoding: gzip, deflate, br, zstd; the server compresses the page, not the JSON), and /projects
//      without Accept-Encoding too (the whole 86 KB each time);
//   2. GET /api/health latency from one client while 20 clients hammer /projects (the event loop stays free),
//      and the same while 20 clients hammer /projects?tag=<random> (every request a new page: no cache helps);
//   3. /api/health alone, for reference.
// The load runs in a child process (autocannon in a worker thread does not summarise its results), so the health
// client's own event loop does not add to its latency, and the route throughputs are measured the same way.
// Results are appended to bench/RESULTS.md. Not part of npm test.
import autocannon from 'autocannon';
import { mkdtempSync, rmSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** @param {import('autocannon').Options} opts @returns {Promise<import('autocannon').Result>} */
const cannon = (opts) => new Promise((resolve, reject) => autocannon(opts, (err, res) => (err ? reject(err) : resolve(res))));

if (process.argv[2] === '--load') {
  // Child: one autocannon run, described by argv[3] (JSON); random tags when asked (each one a page of its own).
  const { randomTags, ...opts } = JSON.parse(process.argv[3]);
  const requests = randomTags
    ? [{ method: 'GET', setupRequest: (req) => ({ ...req, path: `/projects?tag=t${Math.random().toString(36).slice(2, 10)}` }) }]
    : undefined;
  const res = await cannon({ ...opts, ...(requests ? { requests } : {}) });
  process.stdout.write(JSON.stringify({ requests: res.requests, latency: res.latency, non2xx: res.non2xx, errors: res.errors, timeouts: res.timeouts }));
} else {
  const { startTestServer } = await import('../../scripts/start-test-server.mjs');
  const { record, rssMb } = await import('../lib.mjs');
  const { seedProjects } = await import('../api/seed-projects.mjs');

  const DURATION = Number(process.env.BENCH_DURATION ?? 10);
  const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
  const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
  /** What Chromium sends: the server compresses the rendered page for it. */
  const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd' };
  const PROJECTS = 10_000;
  const dataDir = mkdtempSync(join(tmpdir(), 'esdc-bench-ssr-'));

  // First start: migrate and seed; then add the projects, as bench:api does.
  let server = await startTestServer({ dataDir, quiet: true });
  await server.stop();
  seedProjects(dataDir, PROJECTS);
  server = await startTestServer({ dataDir, quiet: true, env: { LOG_LEVEL: 'error' } });

  const apiUrl = `${server.url}/api/projects?limit=12&offset=0`;
  const pageUrl = `${server.url}/projects`;
  const healthUrl = `${server.url}/api/health`;
  // The page must really be the server's render with its data, not the build-time copy.
  const page = await (await fetch(pageUrl)).text();
  if (!page.includes('id="ssr-state"')) throw new Error('/projects was not rendered with its data: is the build current (npm run build)?');
  const pageBytes = Buffer.byteLength(page);
  // Bytes on the wire (fetch would decompress).
  const brBytes = await new Promise((resolve, reject) => {
    get(pageUrl, { headers: BROWSER }, (res) => {
      let n = 0;
      res.on('data', (chunk) => (n += chunk.length)).on('end', () => resolve(n));
    }).on('error', reject);
  });
  const apiBytes = Buffer.byteLength(await (await fetch(apiUrl)).text());

  /** Runs autocannon in a child process. */
  const inChild = (opts) =>
    new Promise((resolve, reject) => {
      execFile(process.execPath, [fileURLToPath(import.meta.url), '--load', JSON.stringify(opts)], { maxBuffer: 1 << 20 }, (err, stdout) =>
        err ? reject(err) : resolve(JSON.parse(stdout)),
      );
    });

  const results = {};
  const rssAfter = { start: rssMb(server.pid) };
  // The two routes take turns (ROUNDS times each), so a burst of other work on this shared machine does not land on
  // one of them only; each route's median round is reported.
  const rounds = { api: [], page: [], plain: [] };
  const browser = { connections: CONNECTIONS, headers: BROWSER };
  // Warm-up (not counted): JIT and caches.
  await inChild({ ...browser, url: apiUrl, duration: 2 });
  await inChild({ ...browser, url: pageUrl, duration: 2 });
  for (let i = 0; i < ROUNDS; i += 1) {
    rounds.api.push(await inChild({ ...browser, url: apiUrl, duration: DURATION }));
    rounds.page.push(await inChild({ ...browser, url: pageUrl, duration: DURATION }));
    rounds.plain.push(await inChild({ url: pageUrl, connections: CONNECTIONS, duration: DURATION }));
  }
  const median = (runs) => [...runs].sort((a, b) => a.requests.average - b.requests.average)[Math.floor(runs.length / 2)];
  results.api = median(rounds.api);
  results.page = median(rounds.page);
  results.plain = median(rounds.plain);
  rssAfter.routes = rssMb(server.pid);
  results.healthAlone = await cannon({ url: healthUrl, connections: 1, duration: DURATION });
  // One client asks for /api/health back to back while 20 clients hammer the page (same duration, started together).
  const healthWhile = async (hammer) => {
    const [health, load] = await Promise.all([
      cannon({ url: healthUrl, connections: 1, duration: DURATION }),
      inChild({ connections: 20, duration: DURATION, headers: BROWSER, ...hammer }),
    ]);
    return { health, load };
  };
  results.underPage = await healthWhile({ url: pageUrl });
  rssAfter.underPage = rssMb(server.pid);
  results.underRandom = await healthWhile({ url: pageUrl, randomTags: true });
  const rss = rssMb(server.pid);
  rssAfter.underRandom = rss;
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });

  const ratio = results.page.requests.average / results.api.requests.average;
  const plainRatio = results.plain.requests.average / results.api.requests.average;
  const ratioOk = ratio >= 0.5;
  const healthOk = (r) => r.latency.p99 <= 50;
  const rps = (r) => r.requests.average.toFixed(0);
  const md = [
    `SQLite, ${PROJECTS.toLocaleString('en')} projects (+ seed), ${DURATION} s per phase; the two routes alternate, ${ROUNDS} rounds each, median round shown (req/s of every round: /api/projects ${rounds.api.map(rps).join(', ')}; /projects ${rounds.page.map(rps).join(', ')}; /projects uncompressed ${rounds.plain.map(rps).join(', ')}). /projects body ${pageBytes} bytes (${brBytes} with brotli), its JSON read ${apiBytes} bytes (not compressed).`,
    '',
    `| route (${CONNECTIONS} connections) | req/s | p50 ms | p99 ms | non-2xx | of /api/projects | target |`,
    '|---|---|---|---|---|---|---|',
    `| GET /api/projects?limit=12&offset=0 | ${rps(results.api)} | ${results.api.latency.p50} | ${results.api.latency.p99} | ${results.api.non2xx} | — | — |`,
    `| GET /projects (server-rendered) | ${rps(results.page)} | ${results.page.latency.p50} | ${results.page.latency.p99} | ${results.page.non2xx} | ${(ratio * 100).toFixed(0)}% | ≥ 50%: ${ratioOk ? 'met' : 'NOT met'} |`,
    `| GET /projects, no Accept-Encoding | ${rps(results.plain)} | ${results.plain.latency.p50} | ${results.plain.latency.p99} | ${results.plain.non2xx} | ${(plainRatio * 100).toFixed(0)}% | for reference |`,
    '',
    '| GET /api/health from 1 client, while … | health req/s | p50 ms | p99 ms | max ms | load req/s | load non-2xx | target |',
    '|---|---|---|---|---|---|---|---|',
    `| nothing else runs | ${rps(results.healthAlone)} | ${results.healthAlone.latency.p50} | ${results.healthAlone.latency.p99} | ${results.healthAlone.latency.max} | — | — | for reference |`,
    ...[
      ['20 clients hammer /projects', results.underPage],
      ['20 clients hammer /projects?tag=<random> (a new page each time)', results.underRandom],
    ].map(
      ([what, r]) =>
        `| ${what} | ${rps(r.health)} | ${r.health.latency.p50} | ${r.health.latency.p99} | ${r.health.latency.max} | ${rps(r.load)} | ${r.load.non2xx} | p99 ≤ 50 ms: ${healthOk(r.health) ? 'met' : 'NOT met'} |`,
    ),
    '',
    `- Server RSS after the run: ${rss.toFixed(0)} MB; after each phase: ${Object.entries(rssAfter)
      .map(([k, v]) => `${k} ${v.toFixed(0)} MB`)
      .join(', ')}`,
  ].join('\n');
  console.log(md);
  record('bench:ssr', md);
}
