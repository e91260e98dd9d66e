import { sql } from 'kysely';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../db/migrate.ts';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  cloneTemplateDatabase,
  countRows,
  createClock,
  createTestApp,
  onPostgres,
  testDatabaseUrl,
  type TestApp,
  type TestDatabase,
} from './harness.ts';
import { clonePostgresTemplate, createPostgresTemplate, dropTemplateCopies, dropTestDatabase, sweepStaleTestDatabases } from './template-database.ts';

/*
 * The template database the harness copies for every test app (test/template-database.ts, test/global-setup.ts):
 * a copy is a fully migrated, seeded database of its own, set up as a database the app opens itself.
 */

const opened: TestDatabase[] = [];
const apps: TestApp[] = [];
afterEach(async () => {
  for (const t of apps.splice(0)) await t.close();
  for (const d of opened.splice(0)) await d.dispose();
});

async function copy(): Promise<TestDatabase> {
  const testDb = await cloneTemplateDatabase();
  if (!testDb) throw new Error('no template database (the global setup makes one)');
  opened.push(testDb);
  return testDb;
}

async function databaseExists(name: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: testDatabaseUrl() });
  await client.connect();
  try {
    return (await client.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1;
  } finally {
    await client.end();
  }
}

describe('a copy of the template', () => {
  it('is migrated to the latest migration and holds the admin and the content seeds, not the demo', async () => {
    const { database } = await copy();
    expect(await migrateToLatest(database)).toEqual([]);
    const users = await database.db.selectFrom('users').select(['email', 'role']).execute();
    expect(users).toEqual([{ email: ADMIN_EMAIL, role: 'admin' }]);
    expect(await countRows(database.db, 'challenges')).toBeGreaterThan(0);
    expect(await countRows(database.db, 'doc_articles')).toBeGreaterThan(0);
    expect(await countRows(database.db, 'resources')).toBeGreaterThan(0);
    expect(await countRows(database.db, 'projects')).toBe(0);
  });

  it('is a database of its own: a write to one copy is not in another', async () => {
    const a = await copy();
    const b = await copy();
    await a.database.db.updateTable('users').set({ name: 'Changed In A' }).where('role', '=', 'admin').execute();
    const names = async (d: TestDatabase) => (await d.database.db.selectFrom('users').select('name').execute()).map((u) => u.name);
    expect(await names(a)).toEqual(['Changed In A']);
    expect(await names(b)).toEqual(['Club Admin']);
    if (onPostgres) expect(a.schema).not.toBe(b.schema);
  });

  it.skipIf(onPostgres)('enforces foreign keys on SQLite, as a database opened from a file does', async () => {
    const { database } = await copy();
    const pragma = await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(database.db);
    expect(pragma.rows[0]?.foreign_keys).toBe(1);
    await expect(
      database.db.insertInto('project_likes').values({ project_id: 999_999, user_id: 999_999, created_at: new Date().toISOString() }).execute(),
    ).rejects.toThrow(/FOREIGN KEY/);
  });

  it.skipIf(!onPostgres)('on PostgreSQL, uses its own schema and is dropped after dispose (started, not waited for)', async () => {
    const testDb = await copy();
    const { rows } = await sql<{ s: string }>`select current_schema() as s`.execute(testDb.database.db);
    expect(rows[0]?.s).toBe(testDb.schema);
    expect(testDb.name && (await databaseExists(testDb.name))).toBe(true);
    await testDb.dispose();
    await expect.poll(() => databaseExists(testDb.name!), { timeout: 15_000 }).toBe(false);
  });

  it.skipIf(!onPostgres)('on PostgreSQL, the teardown drops the copies of its template that are left, and no other database', async () => {
    const url = testDatabaseUrl()!;
    // A template of this test's own: the run's template has copies in use by the other test files.
    const template = await createPostgresTemplate(url, { adminEmail: ADMIN_EMAIL, adminPassword: ADMIN_PASSWORD, now: createClock().now() });
    const other = await copy();
    try {
      const left = await clonePostgresTemplate(url, template, 1);
      await left.database.close();
      expect(await databaseExists(left.name)).toBe(true);
      expect(await dropTemplateCopies(url, template)).toBe(1);
      expect(await databaseExists(left.name)).toBe(false);
      expect(await databaseExists(other.name!)).toBe(true);
    } finally {
      await dropTestDatabase(url, template);
    }
  });
});

describe('createTestApp', () => {
  it('seeds a database of its own as of the clock’s start when the test sets it', async () => {
    const now = new Date('2031-05-06T07:08:09.000Z');
    const t = await createTestApp({ now });
    apps.push(t);
    const admin = await t.db.selectFrom('users').select('created_at').where('role', '=', 'admin').executeTakeFirstOrThrow();
    expect(admin.created_at).toBe(now.toISOString());
  });

  it('loads the demo on top of a copy with seedDemo, once', async () => {
    const t = await createTestApp({ seedDemo: true });
    apps.push(t);
    expect(await t.db.selectFrom('app_settings').select('key').where('key', '=', 'seed_demo_v1').executeTakeFirst()).toBeDefined();
    expect(await t.db.selectFrom('users').select('id').where('role', '=', 'admin').execute()).toHaveLength(1);
    expect(await t.count('projects')).toBeGreaterThan(0);
  });
});

describe.skipIf(!onPostgres)('sweepStaleTestDatabases', () => {
  it('drops test databases older than the age given and keeps younger ones', async () => {
    const url = testDatabaseUrl()!;
    const seconds = Math.floor(Date.now() / 1000);
    const old = `esdc_test_${(seconds - 7 * 3600).toString(36)}_sweep_${randomBytes(4).toString('hex')}`;
    const young = `esdc_test_${seconds.toString(36)}_sweep_${randomBytes(4).toString('hex')}`;
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(`create database "${old}"`);
      await client.query(`create database "${young}"`);
      const dropped = await sweepStaleTestDatabases(url, 6 * 3600 * 1000);
      expect(dropped).toContain(old);
      expect(dropped).not.toContain(young);
      expect(await databaseExists(old)).toBe(false);
      expect(await databaseExists(young)).toBe(true);
    } finally {
      await client.query(`drop database if exists "${old}"`);
      await client.query(`drop database if exists "${young}"`);
      await client.end();
    }
  });
});
