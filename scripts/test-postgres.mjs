#!/usr/bin/env node
// Runs the server test suite on PostgreSQL when TEST_DATABASE_URL is set (DESIGN: the server suite runs on both
// engines). `npm run test:unit` has already run it on SQLite. The suites below are engine-independent, so they run
// on SQLite only (docs/ci-times.md, "Template databases"); to run one of them on PostgreSQL anyway, call vitest
// directly: TEST_DATABASE_URL=… npx vitest run --project server <file>.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

/** [test file, why it tests nothing that differs between SQLite and PostgreSQL]. */
const SQLITE_ONLY = [
  // No database at all: the same code runs, whatever TEST_DATABASE_URL says.
  ['apps/server/src/config.test.ts', 'configuration parsing; no database'],
  ['apps/server/src/lint-boundaries.test.ts', 'eslint on code snippets; no database'],
  ['apps/server/src/lib/markdown.test.ts', 'markdown rendering; no database'],
  ['apps/server/src/lib/markdown-excerpt.test.ts', 'markdown excerpts; no database'],
  ['apps/server/src/lib/markdown-off-thread.test.ts', 'markdown in a worker thread; no database'],
  ['apps/server/src/platform/password.test.ts', 'argon2 hashing; no database'],
  ['apps/server/src/platform/response-cache.test.ts', 'an in-memory cache fed by a write observer; no database'],
  ['apps/server/src/features/projects/project-cache.test.ts', 'an in-memory cache fed by a write observer; no database'],
  ['apps/server/src/security/hostile-inputs.test.ts', 'the fuzz input generators; no database'],
  ['apps/server/src/platform/seed-content.test.ts', 'reading and checking the seed content files; no database'],
  // Decided before any engine-specific SQL runs; every route's SQL runs on PostgreSQL in its feature's suite and in
  // the fuzz suite.
  ['apps/server/src/authorization-matrix.test.ts', "who may call what: the session and permission hooks' answers"],
  ['apps/server/src/plugins/openapi.test.ts', 'the OpenAPI document built from the route schemas'],
  ['apps/server/src/integer-fields.test.ts', 'request validation against the OpenAPI body schemas (refused before any SQL)'],
  ['apps/server/src/plugins/authenticated-no-store.test.ts', 'cache headers of signed-in answers'],
  ['apps/server/src/plugins/compression.test.ts', 'response compression'],
  ['apps/server/src/plugins/member-write-limit.test.ts', 'the per-member write budget (in-memory counters)'],
  ['apps/server/src/plugins/security.test.ts', 'security headers and CORS'],
];

const url = process.env.TEST_DATABASE_URL;
if (!url) {
  console.log('TEST_DATABASE_URL not set: server suite ran on SQLite only');
  process.exit(0);
}

// A listed file that no longer exists (moved or renamed) would quietly run on PostgreSQL again: refuse the list.
const missing = SQLITE_ONLY.map(([file]) => file).filter((file) => !existsSync(file));
if (missing.length > 0) {
  console.error(`test-postgres: the SQLite-only list names files that do not exist: ${missing.join(', ')}`);
  process.exit(1);
}

const shown = url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');
const exclude = SQLITE_ONLY.flatMap(([file]) => ['--exclude', file]);
const child = spawn(process.execPath, ['node_modules/vitest/vitest.mjs', 'run', '--project', 'server', ...exclude, ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, TEST_DATABASE_URL: url },
});
const forward = (signal) => child.kill(signal);
process.on('SIGINT', forward);
process.on('SIGTERM', forward);
child.on('error', (error) => {
  console.error(`test-postgres: could not start vitest: ${error.message}`);
  process.exit(1);
});
child.on('exit', (code, signal) => {
  const status = code ?? (signal ? 1 : 0);
  console.log(`Ran the server suite on PostgreSQL (${shown}): ${status === 0 ? 'passed' : `failed with exit code ${status}`}`);
  process.exit(status);
});
