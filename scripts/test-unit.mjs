#!/usr/bin/env node
// Unit and server tests on the embedded SQLite engine, whatever TEST_DATABASE_URL says
// (scripts/test-postgres.mjs runs the server suite on PostgreSQL afterwards when it is set).
import { spawn } from 'node:child_process';

const env = { ...process.env };
delete env.TEST_DATABASE_URL;
const child = spawn(process.execPath, ['node_modules/vitest/vitest.mjs', 'run', ...process.argv.slice(2)], { stdio: 'inherit', env });
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
