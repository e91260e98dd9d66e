// npm run bench:courses — the course catalogue's reads against the production build on SQLite: the eight seeded
// courses plus BENCH_COURSES more written through the API (3 modules of 3 markdown lessons
// and an exam each), then autocannon on a static-JSON ceiling the size of a course page, GET /api/courses (the /lms
// page), a filtered search, and GET /api/courses/{id} (a course page: the shared part cached by data version, the
// viewer's part and the once-an-hour view count read fresh). Appends to bench/RESULTS.md (BENCH_RECORD=0: print only).
// Not part of npm test.
import autocannon from 'autocannon';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTestServer } from '../../scripts/start-test-server.mjs';
import { record, rssMb } from '../lib.mjs';

const DURATION = Number(process.env.BENCH_DURATION ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const COURSES = Number(process.env.BENCH_COURSES ?? 100);
const dataDir = mkdtempSync(join(tmpdir(), 'esdc-bench-courses-'));
const limits = { AUTH_RATE_LIMIT_PER_MINUTE: '1000000', MEMBER_WRITES_PER_MINUTE: '1000000', ADMIN_WRITES_PER_MINUTE: '1000000', LOG_LEVEL: 'error' };
const levels = ['Beginner', 'Intermediate', 'Advanced'];
const categories = ['Embedded C', 'Arduino', 'IoT', 'RTOS', 'PCB Design', 'Raspberry Pi', 'Sensors', 'Machine Learning'];

// 1. First start: migrate and seed (the demo courses included), then write the courses through the API.
let server = await startTestServer({ dataDir, quiet: true, env: limits });
const login = await (
  await fetch(`${server.url}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@esdc.local', password: 'admin-pass-123' }),
  })
).json();
const token = login.data.token;
const lesson = (m, l) => ({
  title: `Lesson ${m}.${l}: timers and interrupts`,
  content_md: `## Part ${m}.${l}\n\n${'Timers count, interrupts interrupt and DMA moves bytes while the core sleeps. '.repeat(20)}\n\n\`\`\`c\nTIMSK0 |= (1 << OCIE0A);\n\`\`\`\n`,
  duration_minutes: 20,
  preview: l === 0,
});
for (let i = 0; i < COURSES; i++) {
  const res = await fetch(`${server.url}/api/courses`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      title: `Bench course ${i}: timers, interrupts and DMA`,
      description: 'A course written by the benchmark: three modules of three lessons and an exam.',
      duration: '4 weeks',
      level: levels[i % 3],
      category: categories[i % 8],
      price_paise: i % 2 ? 49_900 : 0,
      published: true,
      outcomes: ['Configure a timer', 'Write an ISR', 'Move data with DMA'],
      resources: [{ title: 'AVR Libc', url: 'https://avrdudes.github.io/avr-libc/' }],
      modules: [0, 1, 2].map((m) => ({ title: `Module ${m}`, lessons: [0, 1, 2].map((l) => lesson(m, l)) })),
      exams: [
        {
          kind: 'exam',
          title: 'Final exam',
          questions: [
            {
              kind: 'single',
              prompt: 'Which register enables the compare interrupt?',
              options: [
                { text: 'TIMSK0', correct: true },
                { text: 'PORTB', correct: false },
              ],
            },
          ],
        },
      ],
    }),
  });
  if (res.status !== 201) throw new Error(`create course: ${res.status} ${await res.text()}`);
}
const list = await (await fetch(`${server.url}/api/courses`)).json();
const ids = [];
for (let offset = 0; offset < list.meta.total; offset += 50)
  ids.push(...(await (await fetch(`${server.url}/api/courses?limit=50&offset=${offset}`)).json()).data.map((c) => c.id));
const sample = await (await fetch(`${server.url}/api/courses/${ids[ids.length - 1]}`)).text();
await server.stop();

// 2. The measured server, with a static route of a course page's size as the ceiling.
server = await startTestServer({ dataDir, quiet: true, env: { ...limits, BENCH_STATIC_BYTES: String(sample.length) } });
const run = (opts) =>
  new Promise((resolve, reject) => {
    autocannon({ url: server.url, connections: CONNECTIONS, duration: DURATION, ...opts }, (err, res) => (err ? reject(err) : resolve(res)));
  });
try {
  const results = {};
  let n = 0;
  const detail = { url: server.url, requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: `/api/courses/${ids[n++ % ids.length]}` }) }] };
  // Warm up (statement cache, page cache, each course's first counted view), then measure.
  await run({ ...detail, duration: 2 });
  await run({ url: `${server.url}/api/courses`, duration: 2 });
  results.static = await run({ url: `${server.url}/api/_bench/static` });
  results.detail = await run(detail);
  results.list = await run({ url: `${server.url}/api/courses` });
  results.search = await run({ url: `${server.url}/api/courses?q=interrupts&level=Beginner&category=Arduino` });
  const rss = rssMb(server.pid);
  const ceiling = results.static.requests.average;
  const row = (name, r) =>
    `| ${name} | ${r.requests.average.toFixed(0)} | ${r.latency.p50} | ${r.latency.p99} | ${name === 'static ceiling' ? '—' : `${((r.requests.average / ceiling) * 100).toFixed(0)}%`} | ${r.non2xx} |`;
  const markdown = [
    `SQLite, ${CONNECTIONS} connections, ${DURATION} s per route, ${ids.length} courses (${COURSES} + 8 seeded), course page body ${sample.length} bytes.`,
    '',
    '| route | req/s | p50 ms | p99 ms | of ceiling | non-2xx |',
    '|---|---|---|---|---|---|',
    row('static ceiling', results.static),
    row('GET /api/courses/{id}', results.detail),
    row('GET /api/courses', results.list),
    row('GET /api/courses?q=interrupts&level=Beginner&category=Arduino', results.search),
    '',
    `- Server RSS after the run: ${rss.toFixed(0)} MB`,
  ].join('\n');
  console.log(markdown);
  if (process.env.BENCH_RECORD !== '0') record('bench:courses', markdown);
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
