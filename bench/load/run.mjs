// npm run bench:load — a realistic mix of members' requests (docs/requirements.md §7 Operations) against the
// production build, for BENCH_DURATION seconds (default 300) on each of two setups: one instance on SQLite, then three
// instances on PostgreSQL (a fresh database; Redis) behind nginx round-robin (scripts/cluster.mjs); then, for reference,
// one PostgreSQL instance without nginx for BENCH_REFERENCE_DURATION seconds (default 60). BENCH_SETUPS picks some. Each setup is seeded
// through the API: BENCH_MEMBERS members (default 20) each signed in with two projects, an event with room for all of
// them, five products with plenty of stock, a chat room. Then each member is a virtual user sending one request after
// another (no think time: fixed concurrency, so throughput is the servers' capacity on this machine):
//   browse 44% (project list, a project, events, products, the home page's HTML), search 12%, like/unlike 10%,
//   register for/unregister from the event 8%, add to cart then check out 10% (two requests), ask the assistant 8%,
//   post in the chat room 8% (at most 15 a minute per member, the chatroom's limit being 20: past it the member browses).
// The instances' per-member and per-address limits are raised (MEMBER_WRITES_PER_MINUTE, CHATBOT_ASKS_PER_MINUTE,
// AUTH_RATE_LIMIT_PER_MINUTE…): every virtual member comes from 127.0.0.1 at a far higher rate than a person, so any
// 429 would be the bench's own doing. Reports per setup and kind: requests, req/s, p50/p99 ms, non-2xx by status,
// 5xx; and the three-to-one ratio of throughput. Appends to bench/RESULTS.md. Needs `npm run build`, nginx,
// PostgreSQL (TEST_DATABASE_URL, default postgres://postgres:postgres@127.0.0.1:5432/test) and Redis (REDIS_URL).
import { startCluster } from '../../scripts/cluster.mjs';
import { apiRequest as request, record } from '../lib.mjs';

const DURATION = Number(process.env.BENCH_DURATION ?? 300);
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 20);
// postgres1 (one PostgreSQL instance, no nginx, BENCH_REFERENCE_DURATION s, default 60) tells the engine's share of
// the difference from the instances' share.
const SETUPS = (process.env.BENCH_SETUPS ?? 'sqlite,postgres,postgres1').split(',');
const REFERENCE_DURATION = Number(process.env.BENCH_REFERENCE_DURATION ?? 60);
const NAMES = { sqlite: 'SQLite, 1 instance', postgres: 'PostgreSQL, 3 instances + nginx', postgres1: 'PostgreSQL, 1 instance (reference)' };
const CHAT_PER_MINUTE = 15;
const LIMITS = {
  AUTH_RATE_LIMIT_PER_MINUTE: '1000000',
  ACCOUNT_RATE_LIMIT_PER_15_MINUTES: '1000000',
  MEMBER_WRITES_PER_MINUTE: '1000000',
  ADMIN_WRITES_PER_MINUTE: '1000000',
  CHATBOT_ASKS_PER_MINUTE: '1000000',
  LOG_LEVEL: 'error',
};

/** The data of a request that must succeed. @throws naming the request otherwise */
async function must(base, method, path, token, body) {
  const res = await request(base, method, path, token, body);
  if (res.status >= 300 || res.status === 0) throw new Error(`${method} ${path}: ${res.status} ${res.json?.message ?? ''}`);
  return res.json.data;
}

/** Seeds a setup through its API; the members' tokens and the ids the mix uses. */
async function seed(base, admin) {
  const adminToken = (await must(base, 'POST', '/api/user/login', null, admin)).token;
  const members = [];
  const projects = [];
  for (let i = 0; i < MEMBERS; i += 1) {
    const password = `load-pass-${i}-xxxxxxxx`;
    const data = await must(base, 'POST', '/api/user/register', null, {
      name: `Load member ${i}`,
      username: `load_member_${i}`,
      email: `load-member-${i}@bench.local`,
      password,
      confirmPassword: password,
    });
    members.push(data.token);
    for (const topic of ['ESP32 weather station', 'STM32 motor driver']) {
      const project = await must(base, 'POST', '/api/projects', data.token, {
        title: `${topic} ${i}`,
        description: `A ${topic.toLowerCase()} built for the load bench, with firmware, a schematic and notes.`,
        category: 'IoT',
      });
      projects.push(project.id);
    }
  }
  const start = new Date(Date.now() + 7 * 86_400_000);
  const event = await must(base, 'POST', '/api/events', adminToken, {
    title: 'Load bench workshop',
    description: 'Members register and unregister all through the run.',
    category: 'Workshop',
    start_date: start.toISOString(),
    end_date: new Date(start.getTime() + 3_600_000).toISOString(),
    max_participants: MEMBERS * 2,
    status: 'published',
  });
  const products = [];
  for (let i = 0; i < 5; i += 1) {
    const product = await must(base, 'POST', '/api/products', adminToken, {
      name: `Load bench kit ${i}`,
      description: 'A kit members keep buying through the run.',
      category: 'Hardware',
      price_cents: 1999 + i * 100,
      stock: 1_000_000,
    });
    products.push(product.id);
  }
  const room = await must(base, 'POST', '/api/chat/rooms', adminToken, { name: 'Load bench', description: 'Members chat through the run.' });
  return { members, projects, event: event.id, products, room: room.id };
}

const SEARCHES = ['esp32', 'motor', 'weather station', 'kit', 'stm32 driver', 'workshop'];
const QUESTIONS = ['Which events are coming up?', 'How do I join a project?', 'Which challenges are open?', 'Where is the shop?'];
const pick = (list) => list[Math.floor(Math.random() * list.length)];

/** Runs the mix for DURATION seconds; per kind: latencies and statuses. */
async function runMix(base, seeded, duration) {
  const kinds = new Map();
  const note = (kind, res) => {
    let k = kinds.get(kind);
    if (!k) kinds.set(kind, (k = { ms: [], statuses: new Map() }));
    k.ms.push(res.ms);
    k.statuses.set(res.status, (k.statuses.get(res.status) ?? 0) + 1);
    return res;
  };
  const deadline = performance.now() + duration * 1000;
  const member = async (i) => {
    const token = seeded.members[i];
    let liked = null;
    let registered = false;
    const chatTimes = [];
    let n = 0;
    while (performance.now() < deadline) {
      n += 1;
      const roll = Math.random() * 100;
      if (roll < 44) {
        const page = n % 5;
        if (page === 0) note('browse: project list', await request(base, 'GET', '/api/projects?limit=12', token));
        else if (page === 1) note('browse: a project', await request(base, 'GET', `/api/projects/${pick(seeded.projects)}`, token));
        else if (page === 2) note('browse: events', await request(base, 'GET', '/api/events', token));
        else if (page === 3) note('browse: products', await request(base, 'GET', '/api/products', token));
        else note('browse: home page (HTML)', await request(base, 'GET', '/'));
      } else if (roll < 56) {
        note('search', await request(base, 'GET', `/api/search?q=${encodeURIComponent(pick(SEARCHES))}`, token));
      } else if (roll < 66) {
        if (liked === null) {
          liked = pick(seeded.projects);
          note('like', await request(base, 'POST', `/api/projects/${liked}/like`, token));
        } else {
          note('unlike', await request(base, 'DELETE', `/api/projects/${liked}/like`, token));
          liked = null;
        }
      } else if (roll < 74) {
        note(
          registered ? 'event: unregister' : 'event: register',
          await request(base, registered ? 'DELETE' : 'POST', `/api/events/${seeded.event}/registration`, token),
        );
        registered = !registered;
      } else if (roll < 84) {
        note('cart: add item', await request(base, 'POST', '/api/cart/items', token, { product_id: pick(seeded.products), quantity: 1 }));
        note('checkout', await request(base, 'POST', '/api/orders', token, {}));
      } else if (roll < 92) {
        note('assistant', await request(base, 'POST', '/api/chatbot/ask', token, { query_message: pick(QUESTIONS) }));
      } else {
        const now = performance.now();
        while (chatTimes.length && chatTimes[0] < now - 60_000) chatTimes.shift();
        if (chatTimes.length < CHAT_PER_MINUTE) {
          chatTimes.push(now);
          note('chat: post', await request(base, 'POST', `/api/chat/rooms/${seeded.room}/messages`, token, { text: `Hello from member ${i}, message ${n}` }));
        } else {
          note('browse: project list', await request(base, 'GET', '/api/projects?limit=12', token));
        }
      }
    }
  };
  const started = performance.now();
  await Promise.all(seeded.members.map((_, i) => member(i)));
  return { kinds, seconds: (performance.now() - started) / 1000 };
}

const percentile = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN);

/** Table rows of one setup, and its totals. */
function summarise(name, { kinds, seconds }) {
  const rows = [];
  const all = [];
  const allStatuses = new Map();
  for (const [kind, k] of [...kinds].sort(([a], [b]) => a.localeCompare(b))) {
    const sorted = k.ms.slice().sort((a, b) => a - b);
    all.push(...k.ms);
    for (const [s, c] of k.statuses) allStatuses.set(s, (allStatuses.get(s) ?? 0) + c);
    rows.push(line(name, kind, sorted, k.statuses, seconds));
  }
  const sorted = all.sort((a, b) => a - b);
  rows.push(line(name, '**all**', sorted, allStatuses, seconds));
  const fivexx = [...allStatuses].filter(([s]) => s >= 500 || s === 0).reduce((n, [, c]) => n + c, 0);
  return { rows, rps: sorted.length / seconds, total: sorted.length, fivexx, p50: percentile(sorted, 50), p99: percentile(sorted, 99) };
}

function line(name, kind, sorted, statuses, seconds) {
  const non2xx = [...statuses].filter(([s]) => s < 200 || s >= 300).sort(([a], [b]) => a - b);
  const fivexx = non2xx.filter(([s]) => s >= 500 || s === 0).reduce((n, [, c]) => n + c, 0);
  const text = non2xx.length ? non2xx.map(([s, c]) => `${s === 0 ? 'no answer' : s}: ${c}`).join(', ') : '—';
  return `| ${name} | ${kind} | ${sorted.length.toLocaleString('en')} | ${(sorted.length / seconds).toFixed(1)} | ${percentile(sorted, 50).toFixed(1)} / ${percentile(sorted, 99).toFixed(1)} | ${text} | ${fivexx} |`;
}

const results = {};
for (const [index, setup] of SETUPS.entries()) {
  // A pause between setups: the load never runs more than one setup's duration at a time on the shared machine.
  if (index > 0) await new Promise((r) => setTimeout(r, 20_000));
  const cluster =
    setup === 'sqlite'
      ? await startCluster({ engine: 'sqlite', env: LIMITS })
      : await startCluster({ engine: 'postgres', instances: setup === 'postgres' ? 3 : 1, nginx: setup === 'postgres', env: LIMITS });
  try {
    const duration = setup === 'postgres1' ? Math.min(DURATION, REFERENCE_DURATION) : DURATION;
    console.log(`${setup}: seeding through ${cluster.url}`);
    const seeded = await seed(cluster.url, cluster.admin);
    console.log(`${setup}: ${MEMBERS} members for ${duration} s`);
    const run = await runMix(cluster.url, seeded, duration);
    results[setup] = summarise(`${NAMES[setup]}, ${duration} s`, run);
    const crashed = cluster.instances.filter((i) => i.process.exitCode !== null || i.process.signalCode !== null).length;
    results[setup].crashed = crashed;
    console.log(results[setup].rows.join('\n'));
  } finally {
    await cluster.stop();
  }
}

const one = results.sqlite;
const three = results.postgres;
const reference = results.postgres1;
const ratio = one && three ? three.rps / one.rps : NaN;
const met = Object.values(results).every((r) => r.fivexx === 0 && r.crashed === 0);
const markdown = [
  `${MEMBERS} virtual members, each signed in and sending one request after another (no think time) for ${DURATION} s per setup; the mix: browse 44% (project list, a project, events, products, the home page's HTML), search 12%, like/unlike 10%, event register/unregister 8%, add to cart + check out 10%, ask the assistant 8%, post in the chat room 8% (≤ ${CHAT_PER_MINUTE}/min per member, else browse). Per-member and per-address limits raised on the instances (all members come from 127.0.0.1 at machine speed), so no 429 is expected. The load generator (Node fetch) runs on the same 2 cores as the servers, PostgreSQL, Redis and nginx.`,
  '',
  '| setup | request | requests | req/s | p50 / p99 ms | non-2xx by status | 5xx |',
  '|---|---|---|---|---|---|---|',
  ...Object.values(results).flatMap((r) => r.rows),
  '',
  ...(one && three
    ? [
        `- Throughput: one SQLite instance ${one.rps.toFixed(0)} req/s (p50 ${one.p50.toFixed(1)} ms, p99 ${one.p99.toFixed(1)} ms); three PostgreSQL instances behind nginx ${three.rps.toFixed(0)} req/s (p50 ${three.p50.toFixed(1)} ms, p99 ${three.p99.toFixed(1)} ms). Ratio three / one: ${ratio.toFixed(2)}×.`,
      ]
    : []),
  ...(reference && three
    ? [
        `- Reference, one PostgreSQL instance without nginx: ${reference.rps.toFixed(0)} req/s (p50 ${reference.p50.toFixed(1)} ms, p99 ${reference.p99.toFixed(1)} ms); three instances / one on PostgreSQL: ${(three.rps / reference.rps).toFixed(2)}×.`,
      ]
    : []),
  `- 5xx: ${Object.entries(results)
    .map(([k, r]) => `${k} ${r.fivexx}`)
    .join(', ')}; instances that died: ${Object.entries(results)
    .map(([k, r]) => `${k} ${r.crashed}`)
    .join(', ')}. Target (0 5xx, no crash) ${met ? 'met' : 'NOT met'}.`,
].join('\n');
record('bench:load', markdown);
console.log(markdown);
