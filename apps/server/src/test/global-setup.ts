import { randomBytes } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ADMIN_EMAIL, ADMIN_PASSWORD, createClock, testDatabaseUrl } from './harness.ts';
import {
  buildSqliteTemplate,
  createPostgresTemplate,
  dropTemplateCopies,
  dropTestDatabase,
  POSTGRES_TEMPLATE_ENV,
  SQLITE_TEMPLATE_ENV,
  sweepStaleTestDatabases,
} from './template-database.ts';

/*
 * The server suite's global setup (vitest.config.ts): makes the template database once per run, before any test
 * file, and drops it after the last. The test files run in several worker processes, so a template made per process
 * would be made once per worker. The harness finds the template through environment variables, which the test
 * processes (and the servers they start, security/load-test-server.ts) inherit.
 */

/** Test databases older than this were left behind by a run that was killed: a run takes minutes, not hours. */
const STALE_AFTER_MS = 6 * 60 * 60 * 1000;

/**
 * Makes the template: the SQLite image in a temporary file, and on PostgreSQL (TEST_DATABASE_URL) a template
 * database, after dropping the test databases killed runs left behind (none when the role may not create databases:
 * then the harness migrates and seeds a schema per app).
 * @returns the teardown, which deletes the file and drops the template database and any copy of it left
 * @throws the migration's, the seed's or PostgreSQL's error other than a refused CREATE DATABASE (the suite does not start)
 */
export default async function setup(): Promise<() => Promise<void>> {
  const seedOptions = { adminEmail: ADMIN_EMAIL, adminPassword: ADMIN_PASSWORD, now: createClock().now() };
  const url = testDatabaseUrl();
  let template: string | undefined;
  let file: string | undefined;
  if (url) {
    try {
      await sweepStaleTestDatabases(url, STALE_AFTER_MS);
      template = await createPostgresTemplate(url, seedOptions);
      process.env[POSTGRES_TEMPLATE_ENV] = template;
    } catch (error) {
      // A role without CREATEDB: each test app migrates and seeds a schema of its own, as before templates.
      if ((error as { code?: string }).code !== '42501') throw error;
      console.warn(`server tests: no template database (${(error as Error).message}); every test app migrates and seeds its own schema`);
    }
  } else {
    file = join(tmpdir(), `esdc-test-template-${process.pid}-${randomBytes(4).toString('hex')}.sqlite`);
    writeFileSync(file, await buildSqliteTemplate(seedOptions));
    process.env[SQLITE_TEMPLATE_ENV] = file;
  }
  return async () => {
    if (file) rmSync(file, { force: true });
    if (url && template) {
      await dropTemplateCopies(url, template);
      await dropTestDatabase(url, template);
    }
  };
}
