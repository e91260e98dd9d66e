// npm run bench:checkout — checkout under contention against the production build on SQLite
// (docs/decisions/013-checkout-and-stock.md): 50 members each holding one unit in their cart check out at the same
// moment, ROUNDS times. Two scenarios per round: "plenty" (stock for everyone: every checkout succeeds — throughput
// of the full transaction) and "last units" (stock 10: exactly 10 orders, 40 OUT_OF_STOCK, stock 0). Reports checkouts
// per second and latency percentiles over every request, and the rounds where the rule broke. Appends to bench/RESULTS.md.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTestServer } from '../../scripts/start-test-server.mjs';
import { record, rssMb } from '../lib.mjs';

const BUYERS = Number(process.env.BENCH_BUYERS ?? 50);
const LAST_UNITS = Number(process.env.BENCH_LAST_UNITS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 10);
const dataDir = mkdtempSync(join(tmpdir(), 'esdc-bench-checkout-'));
const limits = {
  AUTH_RATE_LIMIT_PER_MINUTE: '1000000',
  ACCOUNT_RATE_LIMIT_PER_15_MINUTES: '1000000',
  MEMBER_WRITES_PER_MINUTE: '1000000',
  ADMIN_WRITES_PER_MINUTE: '1000000',
  LOG_LEVEL: 'error',
};
const server = await startTestServer({ dataDir, quiet: true, env: limits });

async function request(method, path, token, body) {
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, json: await res.json() };
}
async function api(method, path, token, body) {
  const { status, json } = await request(method, path, token, body);
  if (status >= 300) throw new Error(`${method} ${path}: ${status} ${json.message}`);
  return json.data;
}

try {
  const admin = (await api('POST', '/api/user/login', null, { email: 'admin@esdc.local', password: 'admin-pass-123' })).token;
  const tokens = [];
  for (let i = 0; i < BUYERS; i++) {
    const password = `bench-pass-${i}-xxxxxxxx`;
    const data = await api('POST', '/api/user/register', null, {
      name: `Bench buyer ${i}`,
      username: `bench_co_${i}`,
      email: `bench-co-${i}@esdc.local`,
      password,
      confirmPassword: password,
    });
    tokens.push(data.token);
  }

  const runs = { plenty: { latencies: [], ok: 0, busyMs: 0 }, last: { latencies: [], ok: 0, busyMs: 0 } };
  let violations = 0;
  for (let round = 0; round < ROUNDS; round++) {
    for (const scenario of ['plenty', 'last']) {
      const product = await api('POST', '/api/products', admin, {
        name: `Bench kit ${scenario} ${round}`,
        description: 'One product, many members checking out at the same moment.',
        category: 'Hardware',
        price_cents: 1999,
        stock: BUYERS,
      });
      for (const token of tokens) await api('POST', '/api/cart/items', token, { product_id: product.id, quantity: 1 });
      const stock = scenario === 'plenty' ? BUYERS : LAST_UNITS;
      if (stock !== BUYERS) await api('PUT', `/api/products/${product.id}`, admin, { stock });
      const run = runs[scenario];
      const t0 = performance.now();
      const answers = await Promise.all(
        tokens.map(async (token) => {
          const s = performance.now();
          const res = await request('POST', '/api/orders', token, {});
          run.latencies.push(performance.now() - s);
          return res;
        }),
      );
      run.busyMs += performance.now() - t0;
      const placed = answers.filter((a) => a.status === 201).length;
      const refused = answers.filter((a) => a.status === 409 && a.json.error?.code === 'OUT_OF_STOCK').length;
      run.ok += placed;
      const after = await api('GET', `/api/products/${product.id}`, admin);
      if (placed !== stock || refused !== BUYERS - stock || after.stock !== 0 || after.sales_count !== stock) violations++;
      // Empty the carts the refused buyers still hold.
      await Promise.all(tokens.map((token) => api('DELETE', '/api/cart', token)));
    }
  }
  const at = (list, p) => list[Math.min(list.length - 1, Math.floor((p / 100) * list.length))].toFixed(1);
  const line = (name, run) => {
    run.latencies.sort((a, b) => a - b);
    const perSecond = run.latencies.length / (run.busyMs / 1000);
    return `| ${name}: requests/s, orders placed/s, latency p50 / p90 / p99 / max (ms) | ${perSecond.toFixed(0)}, ${(run.ok / (run.busyMs / 1000)).toFixed(0)}, ${at(run.latencies, 50)} / ${at(run.latencies, 90)} / ${at(run.latencies, 99)} / ${run.latencies.at(-1).toFixed(1)} |`;
  };
  const rss = rssMb(server.pid);
  const md = [
    `SQLite, ${BUYERS} members checking out one unit each at the same moment, ${ROUNDS} rounds of each scenario (a fresh product each), through HTTP on one machine.`,
    '',
    '| measure | value |',
    '|---|---|',
    line(`stock for everyone (${BUYERS} orders a round)`, runs.plenty),
    line(`last ${LAST_UNITS} units (${LAST_UNITS} orders, ${BUYERS - LAST_UNITS} OUT_OF_STOCK a round)`, runs.last),
    `| rounds where the rule broke (orders ≠ stock, stock ≠ 0 after, or sales ≠ units sold) | ${violations} |`,
    `| server RSS after the run | ${rss.toFixed(0)} MB |`,
  ].join('\n');
  console.log(md);
  record('bench:checkout', md);
  if (violations > 0) process.exitCode = 1;
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
