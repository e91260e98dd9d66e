// npm run bench:web — the production build's initial JS for "/" (gzip), and for every public page
// Lighthouse (mobile, system Chromium, median of 3) and the bytes the page transferred against their uncompressed
// size. Results are appended to bench/RESULTS.md.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { execFileSync } from 'node:child_process';
import { CHROMIUM_ARGS, findChromium } from '../../scripts/find-chromium.mjs';
import { startTestServer } from '../../scripts/start-test-server.mjs';
import { record } from '../lib.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
/** The budget lines, also when one is over (check-bundle exits 1 then; the measurement is what matters here). */
function bundleReport() {
  try {
    return execFileSync(process.execPath, ['scripts/check-bundle.mjs'], { encoding: 'utf8' }).trim();
  } catch (error) {
    return String(error.stdout ?? '').trim();
  }
}
const bundle = bundleReport();

const chromePath = findChromium();
const server = await startTestServer({ quiet: true, env: { LOG_LEVEL: 'error' } });
const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ['--headless=new', ...CHROMIUM_ARGS] });
const categories = ['performance', 'accessibility', 'best-practices', 'seo'];
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`;
const rows = [];
// The Lighthouse targets: performance ≥ 98 and accessibility 100 on every public page; best practices and SEO as before.
const targets = { performance: 98, accessibility: 100, 'best-practices': 100, seo: 95 };
// The public pages, the courses, blog, documentation and resources pages, a detail page for the
// first seeded project, event, product and course, the newest blog post and the first documentation article.
const firstPost = (await (await fetch(`${server.url}/api/blog/posts?limit=1`)).json()).data[0].slug;
const PAGES = (
  process.env.BENCH_PAGES ??
  `/,/projects,/projects/1,/leaderboard,/challenges,/games,/events,/events/1,/products,/product/1,/lms,/lms/1,/blog,/blog/${firstPost},/docs,/docs/installation,/resources`
).split(',');
let allMet = true;
try {
  for (const path of PAGES) {
    const scores = Object.fromEntries(categories.map((c) => [c, []]));
    const metrics = { lcp: [], tbt: [], cls: [], transferred: [], uncompressed: [] };
    const failing = new Set();
    for (let i = 0; i < RUNS; i++) {
      const result = await lighthouse(`${server.url}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: categories,
        formFactor: 'mobile',
      });
      const lhr = result.lhr;
      for (const c of categories) scores[c].push(Math.round((lhr.categories[c].score ?? 0) * 100));
      metrics.lcp.push(lhr.audits['largest-contentful-paint'].numericValue);
      metrics.tbt.push(lhr.audits['total-blocking-time'].numericValue);
      metrics.cls.push(lhr.audits['cumulative-layout-shift'].numericValue);
      // Every request of the page load: what travelled (compressed) and what it was once decoded.
      const requests = lhr.audits['network-requests'].details?.items ?? [];
      metrics.transferred.push(requests.reduce((sum, r) => sum + (r.transferSize ?? 0), 0));
      metrics.uncompressed.push(requests.reduce((sum, r) => sum + (r.resourceSize ?? 0), 0));
      for (const c of ['accessibility', 'best-practices', 'seo']) {
        for (const ref of lhr.categories[c].auditRefs) {
          const a = lhr.audits[ref.id];
          if (ref.weight > 0 && a.score !== null && a.score < 1) failing.add(`${c}: ${a.id}`);
        }
      }
    }
    const med = Object.fromEntries(categories.map((c) => [c, median(scores[c])]));
    const met = categories.every((c) => med[c] >= targets[c]);
    allMet &&= met;
    rows.push(
      `| ${path} | ${med.performance} | ${med.accessibility} | ${med['best-practices']} | ${med.seo} | ${median(metrics.lcp).toFixed(0)} | ${median(metrics.tbt).toFixed(0)} | ${median(metrics.cls).toFixed(3)} | ${kb(median(metrics.transferred))} / ${kb(median(metrics.uncompressed))} | ${met ? 'met' : 'NOT met'}${failing.size ? ` (failing: ${[...failing].join(', ')})` : ''} |`,
    );
  }
} finally {
  await chrome.kill();
  await server.stop();
}
const md = [
  `Bundle: ${bundle.replace(/\n/g, '; ')}`,
  '',
  `Lighthouse ${RUNS} runs each (median), mobile emulation with simulated throttling, system Chromium, production build on SQLite.`,
  '',
  '| page | performance | accessibility | best practices | SEO | LCP ms | TBT ms | CLS | transferred / uncompressed | targets (≥98/100/100/≥95) |',
  '|---|---|---|---|---|---|---|---|---|---|',
  ...rows,
].join('\n');
console.log(md);
record('bench:web', md);
if (!allMet) console.log('\nSome Lighthouse targets were not met (see above).');
