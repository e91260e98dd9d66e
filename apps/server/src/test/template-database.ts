import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase, type Database } from '../db/client.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { useTestPasswordHashing } from '../platform/password.ts';
import { seed } from '../seed/seed.ts';

/*
 * Template databases for the server tests: the schema migrated and the seed content loaded (the admin, challenges,
 * docs and resources; not the demo) once per run, then copied for every test app instead of migrating and seeding
 * each one. On SQLite the template is a serialized in-memory database, opened again per app; on PostgreSQL it is a
 * database of its own, cloned per app with `CREATE DATABASE … TEMPLATE`. test/global-setup.ts makes both before
 * the server suite and drops them after; the harness (test/harness.ts) clones them.
 */

/* The template's admin hashes its password at the cheap test parameters, as every test app does. */
useTestPasswordHashing();

/** The environment variable naming the file that holds the SQLite template image (set by test/global-setup.ts). */
export const SQLITE_TEMPLATE_ENV = 'ESDC_TEST_SQLITE_TEMPLATE';
/** The environment variable naming the PostgreSQL template database (set by test/global-setup.ts). */
export const POSTGRES_TEMPLATE_ENV = 'ESDC_TEST_POSTGRES_TEMPLATE';

/** What the template's seed gets: the admin's sign-in and the time its rows are stamped with. */
export interface TemplateSeed {
  adminEmail: string;
  adminPassword: string;
  now: Date;
}

/** The schema the PostgreSQL template keeps its tables in; each clone renames it to a schema name of its own. */
const TEMPLATE_SCHEMA = 'esdc_template';
/** Every PostgreSQL database the tests create starts so: `esdc_test_<creation time, base 36 seconds>_…`. */
const DATABASE_PREFIX = 'esdc_test_';

/** A name for a new test database: the prefix, the creation time (so a sweep can tell its age) and `kind`. */
function databaseName(kind: string): string {
  return `${DATABASE_PREFIX}${Math.floor(Date.now() / 1000).toString(36)}_${kind}`;
}

/**
 * The connection string of another database on the same server.
 * @param url a postgres:// connection string
 * @param name the database to connect to instead of the one in `url`
 * @returns `url` with its database replaced by `name` (user, host, port and parameters kept)
 */
function databaseUrl(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${encodeURIComponent(name)}`;
  return parsed.toString();
}

/**
 * Runs SQL statements one after another on one connection to `url`, then closes it.
 * @throws the first statement's SQL error (the connection is closed either way)
 */
export async function runOn(url: string, ...statements: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Migrates `database` to the latest migration and loads the template's seed into it. */
async function migrateAndSeed(database: Database, seedOptions: TemplateSeed): Promise<void> {
  await migrateToLatest(database);
  // The admin's password is given, so seed writes no password file; the directory only satisfies its signature.
  const dataDir = mkdtempSync(join(tmpdir(), 'esdc-template-'));
  try {
    await seed(database.db, { ...seedOptions, demo: false, dataDir });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * Builds the SQLite template: an in-memory database, migrated and seeded.
 * @returns the database serialized (better-sqlite3's format), for `openDatabase({ image })`
 * @throws the migration's or the seed's error
 */
export async function buildSqliteTemplate(seedOptions: TemplateSeed): Promise<Buffer> {
  const database = openDatabase({ file: ':memory:' });
  try {
    await migrateAndSeed(database, seedOptions);
    return database.serialize!();
  } finally {
    await database.close();
  }
}

/**
 * Creates the PostgreSQL template: a database of its own (`esdc_test_<time>_template_<hex>`), its tables in one
 * schema, migrated and seeded, then closed to connections (`CREATE DATABASE … TEMPLATE` refuses a source database
 * anyone is connected to). Drop it with {@link dropTestDatabase}.
 * @param url a postgres:// connection string (its database is where the template is created from)
 * @returns the template database's name
 * @throws the first SQL, migration or seed error (the half-made template is dropped)
 */
export async function createPostgresTemplate(url: string, seedOptions: TemplateSeed): Promise<string> {
  const name = databaseName(`template_${randomBytes(4).toString('hex')}`);
  await runOn(url, `create database "${name}"`);
  try {
    const templateUrl = databaseUrl(url, name);
    await runOn(templateUrl, `create schema "${TEMPLATE_SCHEMA}"`);
    const database = openDatabase({ url: templateUrl, schema: TEMPLATE_SCHEMA, poolSize: 2 });
    try {
      await migrateAndSeed(database, seedOptions);
    } finally {
      await database.close();
    }
    await runOn(url, `alter database "${name}" with allow_connections false`);
  } catch (error) {
    await dropTestDatabase(url, name);
    throw error;
  }
  return name;
}

/** A copy of the PostgreSQL template: its database name, schema, and the open database. */
export interface PostgresClone {
  /** The database of its own (`esdc_test_<time>_<hex>`). */
  name: string;
  /** The schema its tables are in (`t_<hex>`, unique like a schema of `createTestDatabase`). */
  schema: string;
  database: Database;
}

/**
 * The start of the name of every copy of `template` (`esdc_test_<time>_clone_<template's hex>_`): its copies carry the
 * run's creation time, so the stale sweep can tell their age, and the run's teardown finds the ones left.
 */
function clonePrefix(template: string): string {
  return `${template.replace('_template_', '_clone_')}_`;
}

/**
 * Drops every copy of `template` still there (each test app starts the drop of its own copy without waiting for it,
 * and a worker process may end before it finishes).
 * @param url a postgres:// connection string of the server
 * @param template the template database's name ({@link createPostgresTemplate})
 * @returns how many copies were dropped
 * @throws PostgreSQL's error when the databases cannot be listed
 */
export async function dropTemplateCopies(url: string, template: string): Promise<number> {
  return (await dropEach(url, await databasesStartingWith(url, clonePrefix(template)))).length;
}

/**
 * The databases on the server whose names start with `prefix` (compared with SQL's starts_with: `_` would be a LIKE
 * wildcard).
 * @throws PostgreSQL's error when the databases cannot be listed
 */
async function databasesStartingWith(url: string, prefix: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const result = await client.query<{ datname: string }>(`select datname from pg_database where starts_with(datname, $1)`, [prefix]);
    return result.rows.map((r) => r.datname);
  } finally {
    await client.end();
  }
}

/**
 * Drops each database named, one after another; one that cannot be dropped (another role's, or dropped meanwhile by
 * whoever made it) is left alone.
 * @returns the names dropped
 */
async function dropEach(url: string, names: string[]): Promise<string[]> {
  const dropped: string[] = [];
  for (const name of names) {
    try {
      await dropTestDatabase(url, name);
      dropped.push(name);
    } catch {
      // Not ours to drop, or gone already: nothing left to do.
    }
  }
  return dropped;
}

/** Whether `error` is PostgreSQL refusing to copy or drop a database someone is connected to (SQLSTATE 55006). */
const templateInUse = (error: unknown) => (error as { code?: string }).code === '55006';

/**
 * Copies the PostgreSQL template into a new database and opens it (search_path set to its schema). Retries, up to
 * `attempts` times in all, when PostgreSQL says the template is being accessed by other users.
 * @param url a postgres:// connection string of the server the template is on
 * @param template the template database's name ({@link createPostgresTemplate})
 * @param poolSize most connections of the opened database
 * @returns the copy; drop it with {@link dropTestDatabase} after closing its database ({@link dropTemplateCopies}
 * drops every copy left)
 * @throws the SQL error when the copy fails otherwise, or the template stays in use
 */
export async function clonePostgresTemplate(url: string, template: string, poolSize: number, attempts = 5): Promise<PostgresClone> {
  const hex = randomBytes(8).toString('hex');
  const name = `${clonePrefix(template)}${hex}`;
  const schema = `t_${hex}`;
  for (let attempt = 1; ; attempt += 1) {
    try {
      await runOn(url, `create database "${name}" template "${template}"`);
      break;
    } catch (error) {
      if (!templateInUse(error) || attempt >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
  const cloneUrl = databaseUrl(url, name);
  try {
    // Its own schema name, as the tests' schemas have: the realtime bus names its listening connection after it.
    await runOn(cloneUrl, `alter schema "${TEMPLATE_SCHEMA}" rename to "${schema}"`);
  } catch (error) {
    await dropTestDatabase(url, name);
    throw error;
  }
  return { name, schema, database: openDatabase({ url: cloneUrl, schema, poolSize }) };
}

/**
 * Drops a test database (nothing when it is already gone). PostgreSQL waits up to 5 s for connections still closing
 * (a closed pool's sockets close just after it resolves); a connection still open after that (a process killed
 * mid-request) is terminated, and the drop tried again.
 * @param url a postgres:// connection string of the server (not of the database dropped)
 * @param name the database to drop
 * @throws PostgreSQL's error when the database cannot be dropped
 */
export async function dropTestDatabase(url: string, name: string): Promise<void> {
  try {
    await runOn(url, `drop database if exists "${name}"`);
  } catch (error) {
    if (!templateInUse(error)) throw error;
    await runOn(url, `drop database if exists "${name}" with (force)`);
  }
}

/**
 * Drops the test databases a run left behind (killed before its clean-up): every `esdc_test_…` database created more
 * than `olderThanMs` ago. Younger ones may belong to a run still going on the same server, so they stay; one this
 * role may not drop stays too.
 * @param url a postgres:// connection string of the server
 * @param olderThanMs the age, in ms, past which a test database is taken to be left behind
 * @returns the names dropped
 */
export async function sweepStaleTestDatabases(url: string, olderThanMs: number): Promise<string[]> {
  const stale = (await databasesStartingWith(url, DATABASE_PREFIX)).filter((name) => {
    const created = /^esdc_test_([0-9a-z]+)_/.exec(name)?.[1];
    return created !== undefined && Date.now() - parseInt(created, 36) * 1000 > olderThanMs;
  });
  return dropEach(url, stale);
}
