// npm run bench:mentorship — a mentor's free slots against the production build on SQLite (issue "every remaining
// page a real tool", SPEC §2 Mentorship: "the slot query for a mentor with a year of bookings p99 ≤ 50 ms"). Two
// approved mentors with the same weekly availability (every day 08:00–20:00 UTC, 60-minute sessions: 12 slots a day):
// one has no bookings, the other a year of them (every other slot booked from 351 days ago to 14 days ahead, and one
// cancelled session a day: about 6,200 rows), bulk-inserted into the file after a first start had migrated and
// seeded it. Each case is measured with autocannon, signed out (the slots are public): the default span (the next 14
// days) and the longest (31 days). Appends to bench/RESULTS.md. Not part of npm test. BENCH_DURATION (s per case),
// BENCH_CONNECTIONS, BENCH_KEEP (keep the data).
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTestServer } from '../../scripts/start-test-server.mjs';
import { memberCopier, record, rssMb } from '../lib.mjs';

const DURATION = Number(process.env.BENCH_DURATION ?? 6);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const DAY = 86_400_000;
const HOUR = 3_600_000;
const limits = { AUTH_RATE_LIMIT_PER_MINUTE: '1000000', MEMBER_WRITES_PER_MINUTE: '1000000', ADMIN_WRITES_PER_MINUTE: '1000000', LOG_LEVEL: 'error' };

const dataDir = mkdtempSync(join(tmpdir(), 'esdc-bench-mentorship-'));
const first = await startTestServer({ dataDir, quiet: true, env: limits });
await first.stop();

const db = new Database(join(dataDir, 'esdc-hub.sqlite'));
db.pragma('journal_mode = WAL');
db.pragma('foreign_keys = ON');
// Two mentors and a mentee: copies of a seeded member's row.
const addMember = memberCopier(db);
const user = (name) => addMember({ email: `${name}@bench.local`, username: name, name });
const now = new Date().toISOString();
const addMentor = db.prepare(
  `insert into mentors (user_id, bio, time_zone, session_minutes, status, decided_by, decided_at, created_at, updated_at) values (?, 'A bench mentor.', 'UTC', 60, 'approved', null, ?, ?, ?) returning id`,
);
const addWindow = db.prepare(`insert into mentor_availability (mentor_id, weekday, start_time, end_time) values (?, ?, '08:00', '20:00')`);
const addSession = db.prepare(
  `insert into mentorship_sessions (mentor_id, mentee_id, starts_at, ends_at, agenda, status, cancelled_at, created_at, updated_at) values (?, ?, ?, ?, 'Bench agenda', ?, ?, ?, ?)`,
);
let sessions = 0;
const started = performance.now();
const [idle, busy] = db.transaction(() => {
  const mentee = user('bench_mentee');
  const ids = ['bench_mentor_idle', 'bench_mentor_busy'].map((name) => {
    const id = addMentor.get(user(name), now, now, now).id;
    for (let weekday = 0; weekday < 7; weekday++) addWindow.run(id, weekday);
    return id;
  });
  // A year of bookings: every other slot of each day, and the first free one of the day booked then cancelled.
  const today = Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate());
  for (let day = -351; day <= 14; day++) {
    for (let hour = 8; hour < 20; hour++) {
      const start = today + day * DAY + hour * HOUR;
      const at = new Date(start - 7 * DAY).toISOString();
      const starts = new Date(start).toISOString();
      const ends = new Date(start + HOUR).toISOString();
      if (hour % 2 === 0) addSession.run(ids[1], mentee, starts, ends, 'booked', null, at, at);
      else if (hour === 9) addSession.run(ids[1], mentee, starts, ends, 'cancelled', at, at, at);
      else continue;
      sessions++;
    }
  }
  return ids;
})();
const insertS = (performance.now() - started) / 1000;
db.pragma('wal_checkpoint(TRUNCATE)');
db.close();

const server = await startTestServer({ dataDir, quiet: true, env: limits });
const run = (path, duration = DURATION) =>
  new Promise((resolve, reject) => {
    autocannon({ url: `${server.url}${path}`, connections: CONNECTIONS, duration }, (err, res) => (err ? reject(err) : resolve(res)));
  });
const in31 = new Date(Date.now() + 31 * DAY - HOUR).toISOString();
const CASES = [
  ['next 14 days (default)', (id) => `/api/mentors/${id}/slots`],
  ['next 31 days (longest)', (id) => `/api/mentors/${id}/slots?from=${encodeURIComponent(new Date().toISOString())}&to=${encodeURIComponent(in31)}`],
];
const rows = [];
let met = true;
try {
  for (const [name, path] of CASES) {
    const counts = [];
    for (const id of [idle, busy]) {
      const res = await fetch(`${server.url}${path(id)}`);
      if (res.status !== 200) throw new Error(`${path(id)}: ${res.status} ${await res.text()}`);
      counts.push((await res.json()).data.length);
    }
    // A short warm-up of each, so the first case does not pay for the JIT.
    await run(path(idle), 2);
    await run(path(busy), 2);
    const s = await run(path(idle));
    const l = await run(path(busy));
    const ratio = l.latency.p50 / Math.max(s.latency.p50, 1);
    const ok = l.latency.p99 <= 50 && l.non2xx === 0 && s.non2xx === 0;
    met &&= ok;
    rows.push(
      `| ${name} | ${counts[0]} / ${counts[1]} | ${s.requests.average.toFixed(0)} | ${s.latency.p50} / ${s.latency.p99} | ${l.requests.average.toFixed(0)} | ${l.latency.p50} / ${l.latency.p99} | ${ratio.toFixed(2)}× | ${ok ? 'met' : 'NOT met'} |`,
    );
    console.log(rows.at(-1));
  }
  const markdown = [
    `SQLite, ${CONNECTIONS} connections, ${DURATION} s per case, signed out. The busy mentor has ${sessions.toLocaleString('en')} sessions over a year (bulk insert ${insertS.toFixed(1)} s); the idle one none.`,
    '',
    '| span | free slots idle / busy | idle req/s | idle p50 / p99 ms | busy req/s | busy p50 / p99 ms | p50 busy / idle | target (busy p99 ≤ 50 ms) |',
    '|---|---|---|---|---|---|---|---|',
    ...rows,
    '',
    `- Server RSS after the run: ${rssMb(server.pid).toFixed(0)} MB. Targets ${met ? 'met' : 'NOT met'}.`,
  ].join('\n');
  record('bench:mentorship', markdown);
  console.log(markdown);
} finally {
  await server.stop();
  if (process.env.BENCH_KEEP) console.log(`kept ${dataDir}`);
  else rmSync(dataDir, { recursive: true, force: true });
}
