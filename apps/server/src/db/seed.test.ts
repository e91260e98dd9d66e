import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { countRows, createTestDatabase, TEST_JWT_SECRET, type TestDatabase } from '../test/harness.ts';
import type { Database } from './client.ts';
import { migrateToLatest } from './migrate.ts';
import type { DB } from './schema.ts';
import { SEED_MEMBERS, SEED_PROJECTS } from './seed-data.ts';
import { seed } from './seed.ts';

const NOW = new Date('2026-05-01T10:00:00.000Z');

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

async function setup(): Promise<{ database: Database; dataDir: string }> {
  const testDb: TestDatabase = await createTestDatabase();
  cleanups.push(() => testDb.dispose());
  await migrateToLatest(testDb.database);
  const dataDir = mkdtempSync(join(tmpdir(), 'esdc-seed-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  return { database: testDb.database, dataDir };
}

const TABLES: (keyof DB)[] = ['users', 'projects', 'technologies', 'tags', 'project_technologies', 'project_tags', 'project_contributors', 'project_likes', 'app_settings'];
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
    const member = SEED_MEMBERS[0];
    expect(await loginStatus(database, member.email, 'password')).toBe(401);
    expect(await loginStatus(database, member.email, member.username)).toBe(401);
  });
});
