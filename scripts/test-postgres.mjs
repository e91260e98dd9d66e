#!/usr/bin/env node
// Runs the server test suite on PostgreSQL when TEST_DATABASE_URL is set (DESIGN: the whole server suite
// runs on both engines). `npm run test:unit` has already run it on SQLite.
import { spawn } from 'node:child_process';

const url = process.env.TEST_DATABASE_URL;
if (!url) {
  console.log('TEST_DATABASE_URL not set: server suite ran on SQLite only');
  process.exit(0);
}

const shown = url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');
const child = spawn(process.execPath, ['node_modules/vitest/vitest.mjs', 'run', '--project', 'server', ...process.argv.slice(2)], {
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
