#!/usr/bin/env node
// npm test: every phase in order (lint, types, unit, the server suite on SQLite and on PostgreSQL, build, bundle
// budgets, end-to-end), each timed. Stops at the first phase that fails, and always ends with a table of each
// phase's time and the ten slowest test files, also written to test-results/test-times.md (docs/ci-times.md keeps
// the table of the last CI run).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const OUT = 'test-results';
const node = process.execPath;
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** A vitest phase's JSON report (per-file start and end times), next to the usual console output. */
const vitestReport = (name) => ['--reporter=default', '--reporter=json', `--outputFile.json=${join(OUT, `${name}.json`)}`];

/** [phase, command, arguments, the JSON report it writes (vitest phases)]. */
const PHASES = [
  ['lint', npm, ['run', 'lint']],
  ['types', npm, ['run', 'typecheck']],
  [
    'unit: core, web and scripts',
    node,
    ['scripts/test-unit.mjs', '--project', 'core', '--project', 'web', '--project', 'scripts', ...vitestReport('unit')],
    'unit',
  ],
  ['server on SQLite', node, ['scripts/test-unit.mjs', '--project', 'server', ...vitestReport('server-sqlite')], 'server-sqlite'],
  ['server on PostgreSQL', node, ['scripts/test-postgres.mjs', ...vitestReport('server-postgres')], 'server-postgres'],
  ['build', npm, ['run', 'build']],
  ['bundle budgets', node, ['scripts/check-bundle.mjs']],
  ['e2e (Chromium)', node, ['e2e/run.mjs']],
];

const minutes = (ms) => `${Math.floor(ms / 60000)}:${String(Math.round((ms % 60000) / 1000)).padStart(2, '0')}`;

mkdirSync(OUT, { recursive: true });
const rows = [];
let failed;
const started = Date.now();
for (const [name, command, args, report] of PHASES) {
  if (report) rmSync(join(OUT, `${report}.json`), { force: true });
  const t0 = Date.now();
  console.log(`\n▶ ${name}`);
  const result = spawnSync(command, args, { stdio: 'inherit' });
  const status = result.status ?? 1;
  rows.push({ name, ms: Date.now() - t0, ok: status === 0, report });
  if (status !== 0) {
    failed = { name, status };
    break;
  }
}

/** The slowest test files across the vitest phases (wall time of each file in its worker). */
const files = [];
for (const row of rows) {
  const file = row.report && join(OUT, `${row.report}.json`);
  if (!file || !existsSync(file)) continue;
  const json = JSON.parse(readFileSync(file, 'utf8'));
  for (const result of json.testResults ?? []) {
    const name = String(result.name).replace(`${process.cwd()}/`, '');
    files.push({ phase: row.name, name, ms: (result.endTime ?? 0) - (result.startTime ?? 0) });
  }
}
files.sort((a, b) => b.ms - a.ms);

const table = [
  `| Phase | Time (m:ss) | Result |`,
  `| --- | ---: | --- |`,
  ...rows.map((row) => `| ${row.name} | ${minutes(row.ms)} | ${row.ok ? 'passed' : 'FAILED'} |`),
  `| **all** | **${minutes(Date.now() - started)}** | ${failed ? 'FAILED' : 'passed'} |`,
  '',
  `| Slowest test file | Phase | Time (s) |`,
  `| --- | --- | ---: |`,
  ...files.slice(0, 10).map((f) => `| ${f.name} | ${f.phase} | ${(f.ms / 1000).toFixed(1)} |`),
].join('\n');
writeFileSync(join(OUT, 'test-times.md'), `${table}\n`);
console.log(`\nTest times (${new Date().toISOString()}, ${OUT}/test-times.md):\n\n${table}\n`);
if (failed) {
  console.error(`npm test: ${failed.name} failed (exit code ${failed.status})`);
  process.exit(failed.status);
}
