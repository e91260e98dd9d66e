import { CHALLENGE_CATEGORIES } from '@esdc/core/challenge';
import { challengeCreateSchema } from '@esdc/core/challenge-schemas';
import { timeframeStart } from '@esdc/core/leaderboard';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { DB } from '../db/schema.ts';
import { isCorrectAnswer } from '../features/challenges/answer-check.ts';
import { countRows, createTestDatabase, migrateTestDatabase, TEST_JWT_SECRET, type TestDatabase } from '../test/harness.ts';
import { CHALLENGES_FLAG, DEMO_SOLVES_FLAG, SEED_CHALLENGES } from '../features/challenges/seed.ts';
import { SEED_MEMBERS, SEED_PROJECTS } from './seed-data.ts';
import { DEMO_EVENTS_FLAG, SEED_EVENTS } from '../features/events/seed.ts';
import { DEMO_PRODUCTS_FLAG, SEED_COUPONS, SEED_PRODUCTS } from '../features/products/seed.ts';
import { seed } from './seed.ts';

const NOW = new Date('2026-05-01T10:00:00.000Z');

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

async function setup(): Promise<{ database: Database; dataDir: string }> {
  const testDb: TestDatabase = await createTestDatabase();
  cleanups.push(() => testDb.dispose());
  await migrateTestDatabase(testDb.database);
  const dataDir = mkdtempSync(join(tmpdir(), 'esdc-seed-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  return { database: testDb.database, dataDir };
}

const TABLES: (keyof DB)[] = [
  'users',
  'projects',
  'technologies',
  'tags',
  'project_technologies',
  'project_tags',
  'project_contributors',
  'project_likes',
  'app_settings',
  'events',
  'event_registrations',
  'event_organizers',
  'event_tags',
  'products',
  'product_images',
  'product_reviews',
  'coupons',
  'orders',
];
const counts = async (database: Database) => Object.fromEntries(await Promise.all(TABLES.map(async (t) => [t, await countRows(database.db, t)] as const)));

/** Signs in through the app built on `database`; returns the status code. */
async function loginStatus(database: Database, email: string, password: string): Promise<number> {
  const app = await buildApp({ config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }), database, jwtSecret: TEST_JWT_SECRET });
  try {
    const res = await app.inject({ method: 'POST', url: '/api/user/login', payload: { email, password } });
    return res.statusCode;
  } finally {
    await app.close();
  }
}

describe('seed', () => {
  it('without demo content creates only the admin, from ADMIN_EMAIL and ADMIN_PASSWORD', async () => {
    const { database, dataDir } = await setup();
    const result = await seed(database.db, { demo: false, adminEmail: '  Boss@Club.Example ', adminPassword: 'boss-pass-123', dataDir, now: NOW });
    expect(result).toEqual({ admin: { email: 'boss@club.example' }, demoLoaded: false });
    const users = await database.db.selectFrom('users').select(['email', 'role', 'status', 'username', 'created_at']).execute();
    expect(users).toEqual([{ email: 'boss@club.example', role: 'admin', status: 'active', username: 'admin', created_at: NOW.toISOString() }]);
    expect(await countRows(database.db, 'projects')).toBe(0);
    expect(existsSync(join(dataDir, 'admin-password.txt'))).toBe(false);
    expect(await loginStatus(database, 'boss@club.example', 'boss-pass-123')).toBe(200);
  });

  it("defaults the admin email to 'admin@esdc.local'", async () => {
    const { database, dataDir } = await setup();
    const result = await seed(database.db, { demo: false, adminPassword: 'boss-pass-123', dataDir, now: NOW });
    expect(result.admin?.email).toBe('admin@esdc.local');
  });

  it('generates an admin password when none is given and writes it once to a 0600 file', async () => {
    const { database, dataDir } = await setup();
    const result = await seed(database.db, { demo: false, adminEmail: 'admin@club.example', dataDir, now: NOW });
    const file = join(dataDir, 'admin-password.txt');
    expect(result.admin?.passwordFile).toBe(file);
    const password = result.admin?.password ?? '';
    expect(password.length).toBeGreaterThanOrEqual(16);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8')).toBe(`admin@club.example\n${password}\n`);
    expect(await loginStatus(database, 'admin@club.example', password)).toBe(200);

    const again = await seed(database.db, { demo: false, adminEmail: 'admin@club.example', dataDir, now: NOW });
    expect(again.admin).toBeUndefined();
    expect(readFileSync(file, 'utf8')).toBe(`admin@club.example\n${password}\n`);
  });

  // BUG (db/seed.ts): writeFileSync's mode applies only when it creates the file; a leftover
  // admin-password.txt (say 0644, from an earlier install) keeps its permissions and the new password is world-readable.
  it('makes the password file 0600 even when an older file is already there', async () => {
    const { database, dataDir } = await setup();
    const file = join(dataDir, 'admin-password.txt');
    writeFileSync(file, 'old\n');
    chmodSync(file, 0o644);
    await seed(database.db, { demo: false, dataDir, now: NOW });
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it('loads the demo members and projects', async () => {
    const { database, dataDir } = await setup();
    const result = await seed(database.db, { demo: true, adminPassword: 'boss-pass-123', dataDir, now: NOW });
    expect(result.demoLoaded).toBe(true);
    const c = await counts(database);
    expect(c.users).toBe(1 + SEED_MEMBERS.length);
    expect(c.projects).toBe(SEED_PROJECTS.length);
    expect(c.project_likes).toBe(SEED_PROJECTS.reduce((n, p) => n + p.likedBy.length, 0));
    const rows = await database.db.selectFrom('projects').select(['id', 'created_at', 'likes', 'status', 'completed_at']).orderBy('id').execute();
    // Oldest first, so ids follow creation order.
    expect(rows.map((r) => r.created_at)).toEqual([...rows.map((r) => r.created_at)].sort());
    expect(rows.every((r) => (r.status === 'completed') === (r.completed_at !== null))).toBe(true);
    const likeSum = rows.reduce((n, r) => n + r.likes, 0);
    expect(likeSum).toBe(c.project_likes);
  });

  it('gives every seeded event, project, course, product and blog post its own picture, shipped with the web app', async () => {
    const { database, dataDir } = await setup();
    await seed(database.db, { demo: true, adminPassword: 'boss-pass-123', dataDir, now: NOW });
    const db = database.db;
    const pictures: Record<string, (string | null)[]> = {
      events: (await db.selectFrom('events').select('image_url as url').execute()).map((r) => r.url),
      projects: (await db.selectFrom('projects').select('image as url').execute()).map((r) => r.url),
      courses: (await db.selectFrom('courses').select('image_url as url').execute()).map((r) => r.url),
      products: (await db.selectFrom('product_images').select('url').where('position', '=', 0).execute()).map((r) => r.url),
      blog: (await db.selectFrom('blog_posts').select('cover_url as url').execute()).map((r) => r.url),
    };
    const publicDir = fileURLToPath(new URL('../../../web/public', import.meta.url));
    const all = Object.values(pictures).flat();
    for (const [kind, urls] of Object.entries(pictures)) {
      expect(urls.length, kind).toBeGreaterThan(0);
      expect(
        urls.every((u) => u !== null && existsSync(join(publicDir, u))),
        `${kind}: ${JSON.stringify(urls)}`,
      ).toBe(true);
      expect(new Set(urls).size, `${kind} share a picture: ${JSON.stringify(urls)}`).toBe(urls.length);
    }
    // No picture stands for two kinds of thing either (a course cover that is a product photo).
    expect(new Set(all).size).toBe(all.length);
    // The drawn ones stay light.
    for (const url of [...pictures.events!, ...pictures.courses!]) expect(statSync(join(publicDir, url!)).size, url!).toBeLessThan(4096);
  });

  it('is idempotent: seeding twice gives the same counts', async () => {
    const { database, dataDir } = await setup();
    await seed(database.db, { demo: true, adminPassword: 'boss-pass-123', dataDir, now: NOW });
    const first = await counts(database);
    const again = await seed(database.db, { demo: true, adminPassword: 'boss-pass-123', dataDir, now: new Date(NOW.getTime() + 86_400_000) });
    expect(again).toEqual({ demoLoaded: false });
    expect(await counts(database)).toEqual(first);
  });

  it('loads the demo later when it was off on the first run, once', async () => {
    const { database, dataDir } = await setup();
    await seed(database.db, { demo: false, adminPassword: 'boss-pass-123', dataDir, now: NOW });
    expect(await countRows(database.db, 'users')).toBe(1);
    expect((await seed(database.db, { demo: true, adminPassword: 'boss-pass-123', dataDir, now: NOW })).demoLoaded).toBe(true);
    const loaded = await counts(database);
    expect(loaded.users).toBe(1 + SEED_MEMBERS.length);
    expect((await seed(database.db, { demo: true, dataDir, now: NOW })).demoLoaded).toBe(false);
    expect(await counts(database)).toEqual(loaded);
  });

  it('demo members cannot sign in until an admin sets a password', async () => {
    const { database, dataDir } = await setup();
    await seed(database.db, { demo: true, adminPassword: 'boss-pass-123', dataDir, now: NOW });
    const member = SEED_MEMBERS[0]!;
    expect(await loginStatus(database, member.email, 'password')).toBe(401);
    expect(await loginStatus(database, member.email, member.username)).toBe(401);
  });
});

describe('seeded challenges (SPEC §2 Challenges)', () => {
  const day = 86_400_000;
  const challengeCounts = async (database: Database) => ({
    challenges: await countRows(database.db, 'challenges'),
    solves: await countRows(database.db, 'challenge_solves'),
    submissions: await countRows(database.db, 'challenge_submissions'),
    ledger: await countRows(database.db, 'points_ledger'),
    periods: await countRows(database.db, 'points_periods'),
    app_settings: await countRows(database.db, 'app_settings'),
  });

  it('loads twelve real challenges once per database, without demo content too, covering every category', async () => {
    const { database, dataDir } = await setup();
    await seed(database.db, { demo: false, adminPassword: 'boss-pass-123', dataDir, now: NOW });
    const rows = await database.db.selectFrom('challenges').selectAll().orderBy('id').execute();
    expect(rows.map((r) => r.title)).toEqual(SEED_CHALLENGES.map((c) => c.title));
    expect(new Set(rows.map((r) => r.category))).toEqual(new Set(CHALLENGE_CATEGORIES));
    expect(rows.filter((r) => r.visibility === 'members')).toHaveLength(1);
    expect(rows.filter((r) => r.visibility === 'hidden')).toHaveLength(0);
    const range = { Easy: [50, 100], Medium: [150, 250], Hard: [300, 500] } as const;
    for (const [i, row] of rows.entries()) {
      const source = SEED_CHALLENGES[i]!;
      expect(challengeCreateSchema.safeParse(source).success, row.title).toBe(true);
      expect(row.points, row.title).toBeGreaterThanOrEqual(range[row.difficulty][0]);
      expect(row.points, row.title).toBeLessThanOrEqual(range[row.difficulty][1]);
      const hints = JSON.parse(row.hints) as string[];
      expect(hints.length, row.title).toBeGreaterThanOrEqual(1);
      expect(hints.length, row.title).toBeLessThanOrEqual(3);
      // Only the salted hash is stored, and it checks out.
      expect(JSON.stringify(row)).not.toContain(JSON.stringify(source.answer));
      expect(isCorrectAnswer(row, source.answer), row.title).toBe(true);
      expect(isCorrectAnswer(row, `${source.answer}x`), row.title).toBe(false);
      expect(Date.parse(row.created_at)).toBeLessThan(NOW.getTime() - 70 * day);
    }
    expect(await countRows(database.db, 'challenge_solves')).toBe(0);
    const flag = await database.db.selectFrom('app_settings').select('value').where('key', '=', CHALLENGES_FLAG).executeTakeFirst();
    expect(flag?.value).toBe(NOW.toISOString());

    // Once per database: a second run adds nothing, and a deleted seeded challenge stays deleted.
    await seed(database.db, { demo: false, dataDir, now: NOW });
    expect(await countRows(database.db, 'challenges')).toBe(SEED_CHALLENGES.length);
    await database.db.deleteFrom('challenges').where('id', '=', rows[0]!.id).execute();
    await seed(database.db, { demo: false, dataDir, now: NOW });
    expect(await countRows(database.db, 'challenges')).toBe(SEED_CHALLENGES.length - 1);
  });

  /** Checks that the demo solves went through the ledger and that every leaderboard timeframe has entries. */
  async function expectConsistentDemoSolves(database: Database, now: Date) {
    const solves = await database.db.selectFrom('challenge_solves').selectAll().orderBy('solved_at').execute();
    expect(solves.length).toBeGreaterThanOrEqual(30);
    const solvers = new Set(solves.map((s) => s.user_id));
    expect(solvers.size).toBe(SEED_MEMBERS.length);
    for (const s of solves) {
      expect(Date.parse(s.solved_at)).toBeGreaterThanOrEqual(now.getTime() - 10 * 7 * day);
      expect(Date.parse(s.solved_at)).toBeLessThanOrEqual(now.getTime());
    }
    const weekStart = timeframeStart('weekly', now)!.toISOString();
    const monthStart = timeframeStart('monthly', now)!.toISOString();
    expect(solves.filter((s) => s.solved_at >= weekStart).length).toBeGreaterThanOrEqual(3);
    expect(solves.filter((s) => s.solved_at >= monthStart).length).toBeGreaterThanOrEqual(3);
    expect(solves.filter((s) => s.solved_at < monthStart).length).toBeGreaterThan(20);

    const users = await database.db
      .selectFrom('users')
      .select(['id', 'points', 'completed_challenges', 'points_reached_at'])
      .where('role', '!=', 'admin')
      .execute();
    const ledger = await database.db.selectFrom('points_ledger').selectAll().orderBy('id').execute();
    const periods = await database.db.selectFrom('points_periods').selectAll().execute();
    for (const u of users) {
      const mine = solves.filter((s) => s.user_id === u.id);
      const rows = ledger.filter((l) => l.user_id === u.id);
      expect(u.completed_challenges).toBe(mine.length);
      expect(u.points).toBe(mine.reduce((n, s) => n + s.points, 0));
      // One ledger row per solve, written in chronological order with running balances.
      expect(rows.map((r) => [r.delta, r.source, r.created_at])).toEqual(mine.map((s) => [s.points, 'challenge', s.solved_at]));
      expect(rows.map((r) => r.balance)).toEqual(mine.map((_, i) => mine.slice(0, i + 1).reduce((n, s) => n + s.points, 0)));
      expect(u.points_reached_at).toBe(mine.at(-1)?.solved_at ?? null);
      // The leaderboard's period totals agree with the solves.
      const week = periods.find((p) => p.user_id === u.id && p.period === `week:${weekStart.slice(0, 10)}`)?.points ?? 0;
      expect(week).toBe(mine.filter((s) => s.solved_at >= weekStart).reduce((n, s) => n + s.points, 0));
      const month = periods.find((p) => p.user_id === u.id && p.period === `month:${monthStart.slice(0, 7)}`)?.points ?? 0;
      expect(month).toBe(mine.filter((s) => s.solved_at >= monthStart).reduce((n, s) => n + s.points, 0));
    }
    // Every solve has its correct submission; some wrong tries came first.
    const submissions = await database.db.selectFrom('challenge_submissions').selectAll().execute();
    expect(submissions.filter((s) => s.correct === 1)).toHaveLength(solves.length);
    expect(submissions.filter((s) => s.correct === 0 && s.answer).length).toBeGreaterThan(0);
  }

  it('with demo content, demo members solve a spread of them through the ledger, idempotently', async () => {
    const { database, dataDir } = await setup();
    await seed(database.db, { demo: true, adminPassword: 'boss-pass-123', dataDir, now: NOW });
    await expectConsistentDemoSolves(database, NOW);
    const first = await challengeCounts(database);
    await seed(database.db, { demo: true, dataDir, now: new Date(NOW.getTime() + day) });
    expect(await challengeCounts(database)).toEqual(first);
  });

  it('works on a Monday at midnight too (the current week and month have just begun)', async () => {
    const { database, dataDir } = await setup();
    const monday = new Date('2026-06-01T00:00:00.000Z');
    await seed(database.db, { demo: true, adminPassword: 'boss-pass-123', dataDir, now: monday });
    await expectConsistentDemoSolves(database, monday);
  });

  it('loads the solves once the demo is turned on later', async () => {
    const { database, dataDir } = await setup();
    await seed(database.db, { demo: false, adminPassword: 'boss-pass-123', dataDir, now: NOW });
    expect(await countRows(database.db, 'challenge_solves')).toBe(0);
    await seed(database.db, { demo: true, dataDir, now: NOW });
    await expectConsistentDemoSolves(database, NOW);
  });

  it('a database that had the demo content before challenges existed gets the challenges and solves, once', async () => {
    const { database, dataDir } = await setup();
    await seed(database.db, { demo: true, adminPassword: 'boss-pass-123', dataDir, now: NOW });
    // Back to the state before migration 003's content: demo loaded, no challenges, no points.
    await database.db.deleteFrom('challenges').execute();
    await database.db.deleteFrom('points_ledger').execute();
    await database.db.deleteFrom('points_periods').execute();
    await database.db.updateTable('users').set({ points: 0, completed_challenges: 0, points_reached_at: null }).execute();
    await database.db.deleteFrom('app_settings').where('key', 'in', [CHALLENGES_FLAG, DEMO_SOLVES_FLAG]).execute();
    const later = new Date(NOW.getTime() + 3 * day);
    const result = await seed(database.db, { demo: true, dataDir, now: later });
    expect(result.demoLoaded).toBe(false);
    expect(await countRows(database.db, 'challenges')).toBe(SEED_CHALLENGES.length);
    await expectConsistentDemoSolves(database, later);
    const first = await challengeCounts(database);
    await seed(database.db, { demo: true, dataDir, now: later });
    expect(await challengeCounts(database)).toEqual(first);
  });

  it('with demo content, loads past, upcoming and cancelled events with registrations and check-ins, once, within capacity', async () => {
    const { database, dataDir } = await setup();
    await seed(database.db, { demo: false, dataDir, now: NOW });
    expect(await countRows(database.db, 'events')).toBe(0);
    await seed(database.db, { demo: true, dataDir, now: NOW });
    const events = await database.db.selectFrom('events').selectAll().orderBy('id').execute();
    expect(events.map((e) => e.title)).toEqual(SEED_EVENTS.map((e) => e.title));
    const nowIso = NOW.toISOString();
    expect(events.filter((e) => e.status === 'completed').every((e) => e.end_date < nowIso)).toBe(true);
    const upcoming = events.filter((e) => e.status === 'published');
    expect(upcoming.every((e) => e.start_date > nowIso)).toBe(true);
    expect(upcoming.map((e) => e.title).join(' ')).toMatch(/Arduino.*RTOS.*ESP32.*PCB.*hackathon/is);
    expect(events.filter((e) => e.status === 'cancelled').map((e) => e.cancellation_reason)).toEqual([expect.any(String)]);
    for (const e of events) {
      const regs = await database.db.selectFrom('event_registrations').selectAll().where('event_id', '=', e.id).execute();
      const seats = regs.filter((r) => r.status === 'registered').length;
      expect(e.registered_participants, e.title).toBe(seats);
      if (e.max_participants !== null) expect(seats).toBeLessThanOrEqual(e.max_participants);
      if (e.status !== 'completed') expect(regs.every((r) => r.checked_in_at === null)).toBe(true);
    }
    expect(await database.db.selectFrom('event_registrations').select('id').where('status', '=', 'waitlisted').execute()).not.toHaveLength(0);
    expect(await database.db.selectFrom('event_registrations').select('id').where('checked_in_at', 'is not', null).execute()).not.toHaveLength(0);
    expect(await database.db.selectFrom('app_settings').select('key').where('key', '=', DEMO_EVENTS_FLAG).execute()).toHaveLength(1);
    const first = await counts(database);
    await seed(database.db, { demo: true, dataDir, now: new Date(NOW.getTime() + 86_400_000) });
    expect(await counts(database)).toEqual(first);
  });

  it('with demo content, loads the eight shop products with images, coupons and verified reviews, once', async () => {
    const { database, dataDir } = await setup();
    await seed(database.db, { demo: false, dataDir, now: NOW });
    expect(await countRows(database.db, 'products')).toBe(0);
    await seed(database.db, { demo: true, dataDir, now: NOW });
    const products = await database.db.selectFrom('products').selectAll().orderBy('id').execute();
    expect(products.map((p) => p.name)).toEqual(SEED_PRODUCTS.map((p) => p.name));
    expect(new Set(products.map((p) => p.category))).toEqual(new Set(['Hardware', 'Components', 'Tools']));
    expect(products.filter((p) => p.stock === 0)).toHaveLength(1);
    expect(products.filter((p) => p.seller_id !== null)).toHaveLength(2);
    expect(products.every((p) => Number.isInteger(p.price_cents) && p.price_cents > 0)).toBe(true);
    // Every product has a shipped cover image that exists in the web app.
    const covers = await database.db.selectFrom('product_images').select(['product_id', 'url']).where('position', '=', 0).execute();
    expect(covers).toHaveLength(products.length);
    const publicDir = fileURLToPath(new URL('../../../web/public', import.meta.url));
    const urls = await database.db.selectFrom('product_images').select('url').execute();
    for (const { url } of urls) expect(existsSync(join(publicDir, url!)), url!).toBe(true);
    // Coupons of both kinds, listing products; reviews only by members with a fulfilled order of the product.
    const coupons = await database.db.selectFrom('coupons').select(['code', 'type']).execute();
    expect(coupons.map((c) => c.code).sort()).toEqual(SEED_COUPONS.map((c) => c.code).sort());
    expect(new Set(coupons.map((c) => c.type))).toEqual(new Set(['percentage', 'fixed']));
    expect(await countRows(database.db, 'coupon_products')).toBeGreaterThan(0);
    const reviews = await database.db.selectFrom('product_reviews').selectAll().execute();
    expect(reviews.length).toBeGreaterThan(0);
    for (const r of reviews) {
      const bought = await database.db
        .selectFrom('order_lines as l')
        .innerJoin('orders as o', 'o.id', 'l.order_id')
        .select('o.id')
        .where('o.user_id', '=', r.user_id)
        .where('l.product_id', '=', r.product_id)
        .where('o.status', '<>', 'cancelled')
        .executeTakeFirst();
      expect(bought, `review ${r.id}`).toBeDefined();
    }
    for (const p of products) {
      const mine = reviews.filter((r) => r.product_id === p.id);
      expect(p.review_count).toBe(mine.length);
      expect(p.rating_sum).toBe(mine.reduce((n, r) => n + r.rating, 0));
    }
    expect(await database.db.selectFrom('app_settings').select('key').where('key', '=', DEMO_PRODUCTS_FLAG).execute()).toHaveLength(1);
    const first = await counts(database);
    await seed(database.db, { demo: true, dataDir, now: new Date(NOW.getTime() + 86_400_000) });
    expect(await counts(database)).toEqual(first);
  });
});
