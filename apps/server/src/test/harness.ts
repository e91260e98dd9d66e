import type { PublicUser } from '@esdc/core/user';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { useTestPasswordHashing } from '../platform/password.ts';
import type { DB } from '../db/schema.ts';
import { seed } from '../seed/seed.ts';
import { buildSqliteTemplate, clonePostgresTemplate, dropTestDatabase, POSTGRES_TEMPLATE_ENV, runOn, SQLITE_TEMPLATE_ENV } from './template-database.ts';

/* Every test that builds an app hashes passwords at the cheap test parameters (platform/password.ts). */
useTestPasswordHashing();

/** The server's JWT secret in tests: fixed, 48 characters, so tests can sign their own tokens. */
export const TEST_JWT_SECRET = 'test-secret-0123456789-abcdefghijklmnopqrstuvwxy';
/** The seeded admin. */
export const ADMIN_EMAIL = 'admin@test.local';
export const ADMIN_PASSWORD = 'admin-pass-123';
/** The password every user made by `register()` gets unless told otherwise. */
const DEFAULT_PASSWORD = 'member-pass-1';

/** The engine the server suite runs on: PostgreSQL when TEST_DATABASE_URL is set, else SQLite. */
export const testDatabaseUrl = (): string | undefined => process.env.TEST_DATABASE_URL || undefined;
/** Whether this run is on PostgreSQL. */
export const onPostgres = Boolean(testDatabaseUrl());

/** A clock the test controls; the app reads it for every "now". */
export interface TestClock {
  now(): Date;
  set(date: Date | string): void;
  advance(ms: number): void;
}

/** Creates a clock starting at `start` (defaults to the real now, whole seconds). */
export function createClock(start?: Date): TestClock {
  let current = start ? start.getTime() : Math.floor(Date.now() / 1000) * 1000;
  return {
    now: () => new Date(current),
    set: (date) => {
      current = new Date(date).getTime();
    },
    advance: (ms) => {
      current += ms;
    },
  };
}

/** A test's database and how to dispose of it. */
export interface TestDatabase {
  database: Database;
  /** The PostgreSQL schema, when on PostgreSQL. */
  schema?: string;
  /** The PostgreSQL database of its own, when the test database is a copy of the template (else a schema of the shared one). */
  name?: string;
  /** Closes the database (if still open) and drops its schema (or its database). */
  dispose(): Promise<void>;
}

/** Makes `close()` idempotent, so a test may close the database early (to break it) and dispose still works. */
function closeOnce(database: Database): Database {
  let closed: Promise<void> | undefined;
  const close = database.close.bind(database);
  database.close = () => (closed ??= close());
  return database;
}

/**
 * Opens a fresh database: SQLite ':memory:' by default; with TEST_DATABASE_URL, a unique PostgreSQL schema.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const url = testDatabaseUrl();
  if (!url) {
    const database = closeOnce(openDatabase({ file: ':memory:' }));
    return { database, dispose: () => database.close() };
  }
  const schema = `t_${randomBytes(8).toString('hex')}`;
  await runOn(url, `create schema "${schema}"`);
  const database = closeOnce(openDatabase({ url, schema, poolSize: 6 }));
  return {
    database,
    schema,
    dispose: async () => {
      await database.close();
      await dropTestSchema(url, schema);
    },
  };
}

let sqliteTemplate: Promise<Buffer> | undefined;

/**
 * The SQLite template image (migrated, admin and content seeded): read once per process from the file
 * test/global-setup.ts wrote, or, without it (a harness used outside the server suite), built once in this process.
 */
function sqliteTemplateImage(): Promise<Buffer> {
  const file = process.env[SQLITE_TEMPLATE_ENV];
  return (sqliteTemplate ??= file
    ? Promise.resolve(readFileSync(file))
    : buildSqliteTemplate({ adminEmail: ADMIN_EMAIL, adminPassword: ADMIN_PASSWORD, now: createClock().now() }));
}

/**
 * Opens a copy of the template database: migrated, with the admin and the content seeds (challenges, docs,
 * resources) as of the template's creation. SQLite: an in-memory copy of the template image. PostgreSQL: a database
 * of its own cloned from the template test/global-setup.ts made, or, when there is none (a harness used outside the
 * server suite), `undefined`.
 * @returns the copy and how to dispose of it, or undefined when there is no PostgreSQL template
 * @throws the SQL error when cloning fails
 */
export async function cloneTemplateDatabase(): Promise<TestDatabase | undefined> {
  const url = testDatabaseUrl();
  if (!url) {
    const database = closeOnce(openDatabase({ image: await sqliteTemplateImage() }));
    return { database, dispose: () => database.close() };
  }
  const template = process.env[POSTGRES_TEMPLATE_ENV];
  if (!template) return undefined;
  const clone = await clonePostgresTemplate(url, template, 6);
  const database = closeOnce(clone.database);
  return {
    database,
    schema: clone.schema,
    name: clone.name,
    // The drop is started, not waited for: PostgreSQL checkpoints on DROP DATABASE (about 0.3 s quiet, over 1 s on a
    // busy machine), which the next test need not wait for. The suite's teardown drops any copy still there.
    dispose: async () => {
      await database.close();
      void dropTestDatabase(url, clone.name).catch(() => undefined);
    },
  };
}

/** Drops a test's PostgreSQL schema and everything in it (nothing when it is already gone). */
export async function dropTestSchema(url: string, schema: string): Promise<void> {
  await runOn(url, `drop schema if exists "${schema}" cascade`);
}

/**
 * Runs `run`, and again (up to `attempts` times in all) when it failed on PostgreSQL's catalog race: kysely's
 * introspection (the migrator's first step, the fuzz suite's fingerprint) lists the tables of every schema of the
 * database, and a test in a parallel worker dropping its own schema meanwhile makes that query fail ("schema … does
 * not exist", "column … of relation … does not exist", "cache lookup failed"). Nothing was applied when that happens.
 * @returns what `run` returns
 * @throws what `run` threw, when it is not that race or the attempts are spent
 */
export async function retryCatalogRace<T>(database: Database, run: () => Promise<T>, attempts = 5): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await run();
    } catch (error) {
      const raced = database.engine === 'postgres' && /does not exist|cache lookup failed/.test(String(error));
      if (!raced || attempt >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
    }
  }
}

/** Migrates a fresh test database to the latest migration, past the catalog race ({@link retryCatalogRace}). */
export async function migrateTestDatabase(database: Database): Promise<string[]> {
  return retryCatalogRace(database, () => migrateToLatest(database));
}

/** Counts the rows of a table. */
export async function countRows(db: Kysely<DB>, table: keyof DB): Promise<number> {
  const result = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(table)}`.execute(db);
  return Number(result.rows[0]?.n ?? 0);
}

/** The success or failure envelope as the tests read it (DESIGN API conventions). */
export interface Envelope<T> {
  success: boolean;
  data: T;
  message?: string;
  meta?: { total: number; limit: number; offset: number };
  error?: { code: string; details?: { path: string; message: string }[] };
}

/** Parses a response body as the API envelope. */
export function envelope<T = unknown>(res: LightMyRequestResponse): Envelope<T> {
  return JSON.parse(res.body) as Envelope<T>;
}

/** Registration body fields a test may override. */
interface RegisterFields {
  name?: string;
  username?: string;
  email?: string;
  password?: string;
  confirmPassword?: string;
  github_username?: string;
}

/** A registered member. */
export interface Member {
  token: string;
  user: PublicUser;
  email: string;
  password: string;
}

export interface TestAppOptions {
  /** Environment overrides for loadConfig. */
  env?: Record<string, string>;
  /** Load the demo members and projects (default false: only the admin). */
  seedDemo?: boolean;
  /** The clock's start. */
  now?: Date;
  /** Called after buildApp and before ready: add routes or hooks for a test. */
  beforeReady?: (app: FastifyInstance) => void | Promise<void>;
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  /** The PostgreSQL database of its own, when the app's database is a copy of the template (dropped by `close`). */
  databaseName?: string;
  db: Kysely<DB>;
  config: Config;
  clock: TestClock;
  dataDir: string;
  /** Registers a new member with a unique email and username. */
  register(fields?: RegisterFields): Promise<Member>;
  /** Signs in and returns the token; throws unless the login succeeds. */
  login(email: string, password: string): Promise<string>;
  /** `{ authorization: 'Bearer <token>' }`. */
  authHeader(token: string): { authorization: string };
  /** A token of the seeded admin (signed in once, then reused). */
  adminToken(): Promise<string>;
  /** Shorthand for app.inject. */
  inject(options: InjectOptions): Promise<LightMyRequestResponse>;
  /** Row count of a table. */
  count(table: keyof DB): Promise<number>;
  close(): Promise<void>;
}

let sequence = 0;

/** A unique suffix for emails and usernames (unique across workers too). */
export function uniqueSuffix(): string {
  sequence += 1;
  return `${process.pid.toString(36)}${sequence.toString(36)}${randomBytes(2).toString('hex')}`;
}

/**
 * Builds the app on a fresh, migrated and seeded database (the admin and the content seeds; the demo too with
 * `seedDemo`). The database is a copy of the template (see {@link cloneTemplateDatabase}), unless the test sets the
 * clock's start (`now`): the seed stamps its rows with the clock, so then a fresh database is migrated and seeded
 * as of `now`. The demo is seeded on top of the copy, as of the clock's start.
 * Rate limits are high unless `env` lowers them; logging is silent.
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'esdc-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    ACCOUNT_RATE_LIMIT_PER_15_MINUTES: '100000',
    MEMBER_WRITES_PER_MINUTE: '100000',
    ADMIN_WRITES_PER_MINUTE: '100000',
    DATA_DIR: dataDir,
    WEB_DIST: join(dataDir, 'no-web'),
    ...options.env,
  });
  const clock = createClock(options.now);
  const cloned = options.now === undefined ? await cloneTemplateDatabase() : undefined;
  const testDb = cloned ?? (await createTestDatabase());
  const { database } = testDb;
  let app: FastifyInstance | undefined;
  try {
    if (!cloned) await migrateTestDatabase(database);
    // On a copy of the template the admin and the content are there already: seed adds only the demo, if asked.
    if (!cloned || options.seedDemo) {
      await seed(database.db, {
        demo: options.seedDemo ?? false,
        adminEmail: ADMIN_EMAIL,
        adminPassword: ADMIN_PASSWORD,
        dataDir,
        now: clock.now(),
      });
    }
    app = await buildApp({ config, database, jwtSecret: TEST_JWT_SECRET, clock: () => clock.now(), logger: { level: 'silent' } });
    await options.beforeReady?.(app);
    await app.ready();
  } catch (error) {
    await app?.close();
    await testDb.dispose();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  const ready = app;

  const inject = (opts: InjectOptions) => ready.inject(opts);
  const authHeader = (token: string) => ({ authorization: `Bearer ${token}` });

  const login = async (email: string, password: string): Promise<string> => {
    const res = await inject({ method: 'POST', url: '/api/user/login', payload: { email, password } });
    if (res.statusCode !== 200) throw new Error(`login of ${email} failed: ${res.statusCode} ${res.body}`);
    return envelope<{ token: string }>(res).data.token;
  };

  const register = async (fields: RegisterFields = {}): Promise<Member> => {
    const suffix = uniqueSuffix();
    const password = fields.password ?? DEFAULT_PASSWORD;
    const body = {
      name: fields.name ?? `Member ${suffix}`,
      username: fields.username ?? `m_${suffix}`,
      email: fields.email ?? `member.${suffix}@test.local`,
      password,
      confirmPassword: fields.confirmPassword ?? password,
      ...(fields.github_username !== undefined ? { github_username: fields.github_username } : {}),
    };
    const res = await inject({ method: 'POST', url: '/api/user/register', payload: body });
    if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
    const data = envelope<{ token: string; user: PublicUser }>(res).data;
    return { token: data.token, user: data.user, email: data.user.email, password };
  };

  let adminTokenCache: string | undefined;
  const adminToken = async () => (adminTokenCache ??= await login(ADMIN_EMAIL, ADMIN_PASSWORD));

  let closed = false;
  return {
    app: ready,
    database,
    databaseName: testDb.name,
    db: database.db,
    config,
    clock,
    dataDir,
    register,
    login,
    authHeader,
    adminToken,
    inject,
    count: (table) => countRows(database.db, table),
    close: async () => {
      if (closed) return;
      closed = true;
      await ready.close();
      await testDb.dispose();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Runs `run` with an app of its own (see `createTestApp`) and closes the app afterwards, whether `run` succeeds or throws.
 * @returns what `run` returns
 */
export async function withTestApp<T>(run: (app: TestApp) => Promise<T>, options?: TestAppOptions): Promise<T> {
  const app = await createTestApp(options);
  try {
    return await run(app);
  } finally {
    await app.close();
  }
}
