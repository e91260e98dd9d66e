// npm run bench:planning — a planning board of 1,000 tasks in Chromium against the production build on SQLite
// (SPEC §2 Planning: it renders and becomes interactive within 1 s). Seeds, through the API, a board of 1,000 tasks
// and one of 100 (spread over the four columns, with priorities, labels, an assignee and due dates), then opens
// /planning?board=ID in headless Chromium BENCH_RUNS times (default 5) each and measures, in the page:
//   - rendered: from the navigation's start to the four columns drawn with their first cards (a column draws 25 cards
//     at once and the rest as they scroll near);
//   - render after data: from the tasks' answer (`GET /api/boards/{id}/tasks`, resource timing) to the same moment;
//   - pick-up: a keyboard pick-up (Space on the first card) until dnd-kit reports the drag under way (aria-pressed);
//   - ready: rendered + pick-up, the time until a member can move a card.
// BENCH_SEED=sqlite writes the boards straight into the database file instead (seed-board.mjs).
// Medians are printed, appended to bench/RESULTS.md (BENCH_RECORD=0: print only) and compared with the 1 s target.
import { chromium } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_ARGS, findChromium } from '../../scripts/find-chromium.mjs';
import { startTestServer } from '../../scripts/start-test-server.mjs';
import { record } from '../lib.mjs';
import { seedPlanningBoard } from './seed-board.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
/** 'api' (default): the tasks are written through `POST /api/boards/{id}/tasks`; 'sqlite': straight into the file (seed-board.mjs), faster for large boards. */
const SEED = process.env.BENCH_SEED ?? 'api';
const SIZES = (process.env.BENCH_SIZES ?? '100,1000').split(',').map(Number);
const TARGET_MS = 1_000;
/** Cards a column draws at once (components/kanban-board.tsx `CARDS_AT_ONCE`); the rest as they scroll near. */
const CARDS_AT_ONCE = 25;
const dataDir = mkdtempSync(join(tmpdir(), 'esdc-bench-planning-'));
const limits = { AUTH_RATE_LIMIT_PER_MINUTE: '1000000', MEMBER_WRITES_PER_MINUTE: '1000000', ADMIN_WRITES_PER_MINUTE: '1000000', LOG_LEVEL: 'error' };
const server = await startTestServer({ dataDir, quiet: true, env: limits });
const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

try {
  const login = await (
    await fetch(`${server.url}/api/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@esdc.local', password: 'admin-pass-123' }),
    })
  ).json();
  const { token, user } = login.data;
  const api = async (path, body) => {
    const res = await fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
    if (res.status !== 201) throw new Error(`POST ${path}: ${res.status} ${await res.text()}`);
    return (await res.json()).data;
  };
  const statuses = ['todo', 'in-progress', 'review', 'done'];
  const priorities = ['low', 'medium', 'high', 'urgent'];
  const labels = [['firmware'], ['pcb', 'hardware'], [], ['docs']];

  /** A board of `size` tasks, written through the API. */
  async function seedBoard(size) {
    if (SEED === 'sqlite') return seedPlanningBoard(dataDir, { count: size, name: `Bench board of ${size}` }).boardId;
    const board = await api('/api/boards', { name: `Bench board of ${size}`, description: 'Written by bench/planning/run.mjs' });
    for (let i = 0; i < size; i++) {
      await api(`/api/boards/${board.id}/tasks`, {
        title: `Task ${i}: calibrate the humidity sensor of station ${i % 17}`,
        description: 'Measure against the reference hygrometer and write the offsets into the firmware.',
        status: statuses[i % 4],
        priority: priorities[(i * 7) % 4],
        labels: labels[i % 4],
        assignee_ids: i % 3 === 0 ? [user.id] : [],
        due_at: i % 2 === 0 ? new Date(Date.UTC(2030, 0, 1 + (i % 28), 9)).toISOString() : null,
      });
    }
    return board.id;
  }

  /** One cold load of the board in a fresh page: the timings in ms. */
  async function measure(boardId, size) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addInitScript(
      (u) => {
        localStorage.setItem('esdc:auth-token', u.token);
        localStorage.setItem('esdc:user', JSON.stringify({ id: u.id, email: u.email, username: u.username, role: u.role, name: u.name }));
      },
      { token, ...user },
    );
    const page = await context.newPage();
    await page.goto(`${server.url}/planning?board=${boardId}`);
    // Every column drawn with its first cards: the seed spreads the tasks evenly, and a column draws its first 25 at once.
    const expected = Math.min(size, 4 * CARDS_AT_ONCE);
    const rendered = await page.waitForFunction((n) => document.querySelectorAll('[data-column] [data-task-id]').length >= n && performance.now(), expected, {
      polling: 'raf',
      timeout: 30_000,
    });
    const renderedAt = await rendered.jsonValue();
    const answeredAt = await page.evaluate(
      (id) => performance.getEntriesByType('resource').find((e) => e.name.endsWith(`/api/boards/${id}/tasks`))?.responseEnd ?? NaN,
      boardId,
    );
    // A keyboard pick-up of the first card: Space, then frames until dnd-kit marks the drag under way.
    const pickUp = await page.evaluate(
      () =>
        new Promise((resolve) => {
          const card = document.querySelector('[data-column] [data-task-id]');
          card.focus();
          const start = performance.now();
          card.dispatchEvent(new KeyboardEvent('keydown', { key: ' ', code: 'Space', bubbles: true, cancelable: true }));
          const check = () => (card.getAttribute('aria-pressed') === 'true' ? resolve(performance.now() - start) : requestAnimationFrame(check));
          check();
        }),
    );
    await page.keyboard.press('Escape');
    await context.close();
    return { rendered: renderedAt, afterData: renderedAt - answeredAt, pickUp, ready: renderedAt + pickUp };
  }

  /** Whether scrolling to the bottom draws every card of the board (the columns draw the rest as they come near). */
  async function allDrawnOnScroll(boardId, size) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addInitScript(
      (u) => {
        localStorage.setItem('esdc:auth-token', u.token);
        localStorage.setItem('esdc:user', JSON.stringify({ id: u.id, email: u.email, username: u.username, role: u.role, name: u.name }));
      },
      { token, ...user },
    );
    const page = await context.newPage();
    await page.goto(`${server.url}/planning?board=${boardId}`);
    await page.waitForSelector('[data-column] [data-task-id]');
    let drawn = 0;
    for (let i = 0; i < 200 && drawn < size; i++) {
      await page.mouse.wheel(0, 3000);
      await page.waitForTimeout(50);
      drawn = await page.evaluate(() => document.querySelectorAll('[data-column] [data-task-id]').length);
    }
    await context.close();
    return drawn === size;
  }

  const rows = [];
  const scrolled = [];
  const results = {};
  for (const size of SIZES) {
    const boardId = await seedBoard(size);
    await measure(boardId, size); // warm-up: the server's statement cache and the browser's HTTP cache
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await measure(boardId, size));
    const m = Object.fromEntries(['rendered', 'afterData', 'pickUp', 'ready'].map((k) => [k, median(runs.map((r) => r[k]))]));
    results[size] = m;
    scrolled.push(`${size}: ${(await allDrawnOnScroll(boardId, size)) ? 'every card drawn' : 'NOT every card drawn'}`);
    rows.push(
      `| ${size} | ${m.rendered.toFixed(0)} | ${m.afterData.toFixed(0)} | ${m.pickUp.toFixed(0)} | ${m.ready.toFixed(0)} | ${m.ready <= TARGET_MS ? 'met' : 'NOT met'} |`,
    );
  }
  const [small, large] = SIZES;
  const ratio = results[large] && results[small] ? (results[large].afterData / results[small].afterData).toFixed(1) : '—';
  const md = [
    `Headless Chromium, 1280×900, production build on SQLite, boards seeded through ${SEED === 'api' ? 'the API' : 'the database file'}, ${RUNS} cold page loads per board (median, ms; a warm-up load first).`,
    '',
    '| tasks | navigation → columns rendered | tasks answer → columns rendered | keyboard pick-up | ready (rendered + pick-up) | target ≤ 1,000 ms |',
    '|---|---|---|---|---|---|',
    ...rows,
    '',
    `- Render after the data, ${large} tasks against ${small}: ×${ratio}.`,
    `- Scrolling to the bottom of the board: ${scrolled.join('; ')}.`,
    `- Load average at the end (1/5/15 min): ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' / ')} (the machine's other work slows every number here).`,
  ].join('\n');
  console.log(md);
  if (process.env.BENCH_RECORD !== '0') record('bench:planning', md);
} finally {
  await browser.close();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
