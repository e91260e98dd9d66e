// npm run bench:notifications — live notification fan-out (SPEC §2 Notifications; docs/decisions/012): one admin
// announcement to CLIENTS members each holding an open Server-Sent Events stream on one instance (SQLite, the
// in-process bus). Measures, per announcement, the time from sending POST /api/admin/announcements to each
// client's receipt of its `notification` event (p50, p99, max over every client and round), and the server's
// memory per connected client (RSS with the clients connected minus RSS before, ÷ clients). The server runs in its
// own process (./server.mjs through tsx) so its RSS is its own. Results are appended to bench/RESULTS.md
// (BENCH_NO_RECORD=1: printed only). Not part of npm test.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os, { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { record, rssMb } from '../lib.mjs';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 1000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const TARGET_P99_MS = 1000;
const dataDir = mkdtempSync(join(tmpdir(), 'esdc-bench-notif-'));

const child = spawn(process.execPath, ['--import', 'tsx', 'bench/notifications/server.mjs', dataDir, String(CLIENTS)], {
  stdio: ['ignore', 'pipe', 'inherit'],
});
const info = await new Promise((resolve, reject) => {
  child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  createInterface({ input: child.stdout }).once('line', (line) => resolve(JSON.parse(line)));
});
// Whatever happens, the server goes with us.
process.on('exit', () => child.kill('SIGKILL'));
process.on('unhandledRejection', (error) => {
  console.error(error);
  process.exit(1);
});
const { hostname: host, port } = new URL(info.url);
const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });

/** Opens one stream; resolves once its first `unread` event arrived. `onEvent(name, data)` gets every later event. */
function openStream(token, onEvent) {
  return new Promise((resolve, reject) => {
    const req = http.get({ host, port, path: '/api/notifications/stream', agent, headers: { authorization: `Bearer ${token}` } }, (res) => {
      if (res.statusCode !== 200) return reject(new Error(`stream answered ${res.statusCode}`));
      res.setEncoding('utf8');
      let buffer = '';
      let opened = false;
      res.on('data', (chunk) => {
        buffer += chunk;
        let at;
        while ((at = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, at);
          buffer = buffer.slice(at + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (!event || !data) continue;
          if (!opened && event === 'unread') {
            opened = true;
            resolve(req);
          } else onEvent(event, JSON.parse(data));
        }
      });
    });
    req.on('error', reject);
  });
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
await new Promise((r) => setTimeout(r, 1000));
const rssBefore = rssMb(info.pid);

let round = null;
const requests = [];
const t0 = performance.now();
for (let i = 0; i < info.tokens.length; i += 100) {
  requests.push(
    ...(await Promise.all(
      info.tokens.slice(i, i + 100).map((token) =>
        openStream(token, (event, data) => {
          if (event === 'notification' && round && data.title === round.title) {
            round.latencies.push(performance.now() - round.sentAt);
            if (round.latencies.length === CLIENTS) round.done();
          }
        }),
      ),
    )),
  );
}
const connectMs = performance.now() - t0;
await new Promise((r) => setTimeout(r, 2000));
const rssConnected = rssMb(info.pid);

const all = [];
const perRound = [];
let warmup;
// Round 0 warms the server up (first query plans, JIT) and is not counted.
for (let r = 0; r <= ROUNDS; r++) {
  const title = `Bench announcement ${r}`;
  const latencies = [];
  const finished = new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`round ${r}: ${latencies.length}/${CLIENTS} received after 30 s`)), 30_000);
    round = { title, latencies, sentAt: performance.now(), done: () => (clearTimeout(timer), resolve()) };
  });
  const res = await fetch(`${info.url}/api/admin/announcements`, {
    method: 'POST',
    headers: { authorization: `Bearer ${info.adminToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ title, message: 'Fan-out benchmark', audience: 'user' }),
  });
  const sentMs = performance.now() - round.sentAt;
  if (res.status !== 201) throw new Error(`announcement answered ${res.status}: ${await res.text()}`);
  await finished;
  const sorted = [...latencies].sort((a, b) => a - b);
  if (r === 0) {
    warmup = { sentMs, p99: percentile(sorted, 99) };
    continue;
  }
  perRound.push({ sentMs, p50: percentile(sorted, 50), p99: percentile(sorted, 99), max: sorted.at(-1) });
  all.push(...latencies);
  await new Promise((r2) => setTimeout(r2, 500));
}
const rssAfter = rssMb(info.pid);
for (const req of requests) req.destroy();
child.kill('SIGTERM');
await new Promise((r) => child.once('exit', r));
rmSync(dataDir, { recursive: true, force: true });

const sorted = all.sort((a, b) => a - b);
const p50 = percentile(sorted, 50);
const p99 = percentile(sorted, 99);
const perClientKb = ((rssConnected - rssBefore) * 1024) / CLIENTS;
const f = (ms) => `${ms.toFixed(0)} ms`;
const lines = [
  `| measure | value | target |`,
  `|---|---|---|`,
  `| warm-up round (not counted): POST answered / p99 | ${f(warmup.sentMs)} / ${f(warmup.p99)} | — |`,
  `| announcement → ${CLIENTS} open streams, every receipt of ${ROUNDS} rounds | p50 ${f(p50)}, p99 ${f(p99)}, max ${f(sorted.at(-1))} | p99 ≤ ${TARGET_P99_MS} ms: ${p99 <= TARGET_P99_MS ? 'met' : 'NOT met'} |`,
  ...perRound.map((r, i) => `| round ${i + 1}: POST answered / p50 / p99 / last receipt | ${f(r.sentMs)} / ${f(r.p50)} / ${f(r.p99)} / ${f(r.max)} | — |`),
  `| server RSS: before / ${CLIENTS} streams open / after the rounds | ${rssBefore.toFixed(0)} / ${rssConnected.toFixed(0)} / ${rssAfter.toFixed(0)} MB | — |`,
  `| memory per connected client (RSS delta ÷ clients) | ${perClientKb.toFixed(1)} KB | — |`,
  `| opening the ${CLIENTS} streams (100 at a time) | ${f(connectMs)} | — |`,
];
const load = os.loadavg()[0].toFixed(1);
const markdown = `SQLite, one instance, in-process bus; clients in the benchmark process over loopback HTTP/1.1; load average at the end ${load} on ${os.cpus().length} cores.\n\n${lines.join('\n')}`;
console.log(markdown);
if (!process.env.BENCH_NO_RECORD) record('bench:notifications (SSE fan-out)', markdown);
