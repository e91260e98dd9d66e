// npm run bench:chatbot — the club assistant's evaluation set against the production build on a freshly seeded
// SQLite database (the content and the demo members, events, products, courses and orders). Each question of
// questions.json is asked as a visitor, or as the demo member arjun ("as": "member"); a reply is right when it holds
// the expected fact and cites a page under the expected path, or, for a question the data cannot answer, when it is
// the fallback. An invented fact is a cited page that does not exist (its page answers 404), or a product, event or
// course fact whose price or title is not that record's. Then 20 concurrent askers (no model) for BENCH_DURATION
// seconds: p50 and p99. Printed only (results are recorded by hand in bench/chatbot/README.md). Not part of npm test.
import autocannon from 'autocannon';
import { readFileSync } from 'node:fs';
import { startTestServer } from '../../scripts/start-test-server.mjs';
import { commit, machine } from '../lib.mjs';

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const QUESTIONS = JSON.parse(readFileSync(new URL('./questions.json', import.meta.url), 'utf8'));
const env = {
  AUTH_RATE_LIMIT_PER_MINUTE: '1000000',
  MEMBER_WRITES_PER_MINUTE: '1000000',
  ADMIN_WRITES_PER_MINUTE: '1000000',
  CHATBOT_ASKS_PER_MINUTE: '1000000',
  SEED_DEMO: 'true',
  LOG_LEVEL: 'error',
};
const server = await startTestServer({ quiet: true, env });

async function api(method, path, token, body) {
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await res.json();
  if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${json.message}`);
  return json;
}

/** Money as the shop writes it (core formatMoney). */
const money = (minor, symbol) => `${symbol}${Math.floor(minor / 100).toLocaleString('en-US')}.${String(minor % 100).padStart(2, '0')}`;

/** Why a cited source is invented, or null when it checks out against the data. */
async function inventedIn(reply, source) {
  const page = await fetch(`${server.url}${source.path}`, { headers: { accept: 'text/html' } });
  await page.arrayBuffer();
  if (page.status === 404) return `${source.path} does not exist`;
  const id = /^\/(product|events|lms)\/(\d+)$/.exec(source.path);
  if (!id) return null;
  const [, kind, n] = id;
  if (kind === 'product') {
    const { data } = await api('GET', `/api/products/${n}`);
    if (!reply.response.includes(data.name)) return `${source.path}: name not in the reply`;
    if (!reply.response.includes(money(data.price_cents, '$'))) return `${source.path}: price ${money(data.price_cents, '$')} not in the reply`;
  } else if (kind === 'events') {
    const { data } = await api('GET', `/api/events/${n}`);
    if (!reply.response.includes(data.title)) return `${source.path}: title not in the reply`;
  } else {
    const { data } = await api('GET', `/api/courses/${n}`);
    if (!reply.response.includes(data.title)) return `${source.path}: title not in the reply`;
    if (!reply.response.includes(data.level)) return `${source.path}: level not in the reply`;
  }
  return null;
}

try {
  const admin = (await api('POST', '/api/user/login', null, { email: 'admin@esdc.local', password: 'admin-pass-123' })).data.token;
  const users = (await api('GET', '/api/admin/users?username=arjun', admin)).data;
  const arjun = users.find((u) => u.username === 'arjun');
  await api('PUT', `/api/admin/users/${arjun.id}`, admin, { password: 'bench-pass-123' });
  const member = (await api('POST', '/api/user/login', null, { email: arjun.email, password: 'bench-pass-123' })).data.token;

  let right = 0;
  let invented = 0;
  let fallbackRight = 0;
  let fallbackAsked = 0;
  let falseFallbacks = 0;
  const wrong = [];
  const times = [];
  for (const q of QUESTIONS) {
    const t0 = performance.now();
    const reply = (await api('POST', '/api/chatbot/ask', q.as === 'member' ? member : null, { query_message: q.question })).data;
    times.push(performance.now() - t0);
    for (const source of reply.sources) {
      const why = await inventedIn(reply, source);
      if (why) {
        invented += 1;
        wrong.push(`INVENTED ${q.question}: ${why}`);
      }
    }
    let ok;
    if (q.fallback) {
      fallbackAsked += 1;
      ok = !reply.answered;
      if (ok) fallbackRight += 1;
    } else {
      if (!reply.answered) falseFallbacks += 1;
      ok = reply.answered && reply.response.includes(q.fact) && reply.sources.some((s) => s.path.startsWith(q.path));
    }
    if (ok) right += 1;
    else
      wrong.push(
        `WRONG ${q.as === 'member' ? '(member) ' : ''}${q.question}\n    expected ${q.fallback ? 'the fallback' : `'${q.fact}' citing ${q.path}`}\n    got ${JSON.stringify(reply.response)} ${JSON.stringify(reply.sources.map((s) => s.path))}`,
      );
  }

  // 20 concurrent askers, visitors' questions in turn.
  const bodies = QUESTIONS.filter((q) => q.as !== 'member').map((q) => JSON.stringify({ query_message: q.question }));
  let n = 0;
  const load = await new Promise((resolve, reject) => {
    autocannon(
      {
        url: server.url,
        connections: CONNECTIONS,
        duration: DURATION,
        requests: [
          {
            method: 'POST',
            path: '/api/chatbot/ask',
            headers: { 'content-type': 'application/json' },
            setupRequest: (req) => ({ ...req, body: bodies[n++ % bodies.length] }),
          },
        ],
      },
      (err, res) => (err ? reject(err) : resolve(res)),
    );
  });

  const sorted = times.sort((a, b) => a - b);
  const pct = (p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))].toFixed(1);
  for (const line of wrong) console.log(line);
  console.log(`\nbench:chatbot — ${machine()}, commit ${commit()}`);
  console.log(`questions: ${QUESTIONS.length} (${fallbackAsked} the data cannot answer)`);
  console.log(`answered right: ${right}/${QUESTIONS.length} = ${((100 * right) / QUESTIONS.length).toFixed(1)} % (target ≥ 90 %)`);
  console.log(`invented facts: ${invented} (target 0)`);
  console.log(
    `fallback correctness: ${fallbackRight}/${fallbackAsked} unanswerable questions got the fallback; ${falseFallbacks} answerable ones got it wrongly`,
  );
  console.log(`one asker, sequential: p50 ${pct(50)} ms, p99 ${pct(99)} ms`);
  console.log(
    `${CONNECTIONS} concurrent askers, ${DURATION} s: ${load.requests.total} questions (${load.requests.average.toFixed(0)}/s), p50 ${load.latency.p50} ms, p99 ${load.latency.p99} ms, non-2xx ${load.non2xx}`,
  );
} finally {
  await server.stop();
}
