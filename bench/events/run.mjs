// npm run bench:events — registration under contention against the production build on SQLite: 100 members
// register for one 20-place event at the same moment (docs/decisions/011-event-capacity-and-waitlist.md), ROUNDS
// times (a fresh event each round). Reports registrations per second, latency percentiles over every request, and
// checks every round held the rule: exactly 20 seats, 80 waitlisted with places 1…80. Appends to bench/RESULTS.md.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTestServer } from '../../scripts/start-test-server.mjs';
import { record, rssMb } from '../lib.mjs';

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 100);
const PLACES = Number(process.env.BENCH_PLACES ?? 20);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20);
const dataDir = mkdtempSync(join(tmpdir(), 'esdc-bench-events-'));
const limits = {
  AUTH_RATE_LIMIT_PER_MINUTE: '1000000',
  ACCOUNT_RATE_LIMIT_PER_15_MINUTES: '1000000',
  MEMBER_WRITES_PER_MINUTE: '1000000',
  ADMIN_WRITES_PER_MINUTE: '1000000',
  LOG_LEVEL: 'error',
};
const server = await startTestServer({ dataDir, quiet: true, env: limits });

async function api(method, path, token, body) {
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await res.json();
  if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${json.message}`);
  return json.data;
}

try {
  const admin = (await api('POST', '/api/user/login', null, { email: 'admin@esdc.local', password: 'admin-pass-123' })).token;
  const tokens = [];
  for (let i = 0; i < MEMBERS; i++) {
    const password = `bench-pass-${i}-xxxxxxxx`;
    const data = await api('POST', '/api/user/register', null, {
      name: `Bench member ${i}`,
      username: `bench_ev_${i}`,
      email: `bench-ev-${i}@esdc.local`,
      password,
      confirmPassword: password,
    });
    tokens.push(data.token);
  }

  const latencies = [];
  let registrations = 0;
  let busyMs = 0;
  let violations = 0;
  for (let round = 0; round < ROUNDS; round++) {
    const start = new Date(Date.now() + 7 * 86_400_000);
    const event = await api('POST', '/api/events', admin, {
      title: `Bench event ${round}`,
      description: 'One event, many members registering at the same moment.',
      category: 'Workshop',
      start_date: start.toISOString(),
      end_date: new Date(start.getTime() + 3_600_000).toISOString(),
      max_participants: PLACES,
      status: 'published',
    });
    const t0 = performance.now();
    const answers = await Promise.all(
      tokens.map(async (token) => {
        const s = performance.now();
        const data = await api('POST', `/api/events/${event.id}/registration`, token);
        latencies.push(performance.now() - s);
        return data;
      }),
    );
    busyMs += performance.now() - t0;
    registrations += answers.length;
    const seats = answers.filter((a) => a.status === 'registered').length;
    const places = answers
      .filter((a) => a.status === 'waitlisted')
      .map((a) => a.waitlist_position)
      .sort((a, b) => a - b);
    const expected = Array.from({ length: MEMBERS - PLACES }, (_, i) => i + 1);
    const detail = await api('GET', `/api/events/${event.id}`, admin);
    if (seats !== PLACES || detail.registered_participants !== PLACES || places.join() !== expected.join()) violations++;
  }
  // Reference: the same bursts of signed-in reads of the event (what a request costs without the locked write).
  const readLatencies = [];
  let readBusyMs = 0;
  const events = await api('GET', '/api/events?limit=1', admin);
  for (let round = 0; round < ROUNDS; round++) {
    const t0 = performance.now();
    await Promise.all(
      tokens.map(async (token) => {
        const s = performance.now();
        await api('GET', `/api/events/${events[0].id}`, token);
        readLatencies.push(performance.now() - s);
      }),
    );
    readBusyMs += performance.now() - t0;
  }
  readLatencies.sort((a, b) => a - b);
  latencies.sort((a, b) => a - b);
  const at = (list, p) => list[Math.min(list.length - 1, Math.floor((p / 100) * list.length))].toFixed(1);
  const pct = (p) => at(latencies, p);
  const rps = registrations / (busyMs / 1000);
  const rss = rssMb(server.pid);
  const md = [
    `SQLite, ${MEMBERS} members registering at once for ${PLACES} places, ${ROUNDS} rounds (a fresh event each), through HTTP on one machine.`,
    '',
    '| measure | value |',
    '|---|---|',
    `| registrations per second (while a burst is in flight) | ${rps.toFixed(0)} |`,
    `| latency p50 / p90 / p99 / max (ms, every registration) | ${pct(50)} / ${pct(90)} / ${pct(99)} / ${latencies.at(-1).toFixed(1)} |`,
    `| reference, the same bursts of GET /api/events/{id} (signed in): req/s, p50 / p99 ms | ${(readLatencies.length / (readBusyMs / 1000)).toFixed(0)}, ${at(readLatencies, 50)} / ${at(readLatencies, 99)} |`,
    `| rounds where the rule broke (≠ ${PLACES} seats, or waitlist places not 1…${MEMBERS - PLACES}) | ${violations} |`,
    `| server RSS after the run | ${rss.toFixed(0)} MB |`,
  ].join('\n');
  console.log(md);
  record('bench:events', md);
  if (violations > 0) process.exitCode = 1;
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
