// Sign-in figures for bench:api: the raw argon2id verify rate at the server's own parameters and
// concurrency, sign-in under 50 connections against it, and whether sign-ins saturating the hasher starve the
// event loop (another route's p99 alone and under the sign-in load).
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';

// @node-rs/argon2 exactly as the server's password module resolves it (same version, same native binary).
const argon2Path = createRequire(new URL('../../apps/server/src/platform/password.ts', import.meta.url)).resolve('@node-rs/argon2');

/**
 * How many argon2 computations the server runs at once: one per core (apps/server/src/platform/password.ts
 * computes it the same way; it does not export it).
 */
export const HASH_SLOTS = Math.max(1, availableParallelism());

/**
 * Registers `count` members through the API (so their password hashes are made by the server itself).
 * @param {string} url the server's base URL
 * @returns {Promise<{ email: string, password: string }[]>} their credentials
 */
export async function seedAccounts(url, count) {
  const accounts = [];
  for (let i = 0; i < count; i++) {
    const account = { email: `bench-sign-in-${i}@esdc.local`, password: `bench-pass-${i}-${'x'.repeat(8)}` };
    const res = await fetch(`${url}/api/user/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: `Bench member ${i}`, username: `bench_signin_${i}`, ...account, confirmPassword: account.password }),
    });
    if (res.status !== 200 && res.status !== 201) throw new Error(`register ${account.email}: ${res.status} ${await res.text()}`);
    accounts.push(account);
  }
  return accounts;
}

/**
 * The argon2 parameters of a PHC string (`$argon2id$v=19$m=…,t=…,p=…$salt$hash`).
 * @returns {{ algorithm: string, version: number, memoryKiB: number, time: number, parallelism: number }}
 */
function phcParameters(phc) {
  const m = /^\$(argon2(?:id|i|d))\$v=(\d+)\$m=(\d+),t=(\d+),p=(\d+)\$/.exec(phc);
  if (!m) throw new Error(`not an argon2 PHC string: ${phc.slice(0, 40)}…`);
  return { algorithm: m[1], version: Number(m[2]), memoryKiB: Number(m[3]), time: Number(m[4]), parallelism: Number(m[5]) };
}

/**
 * The stored password hashes of `emails`, read from the SQLite data folder the server writes to, and the one
 * set of argon2 parameters they share (the server's: the hashes are its own output).
 * @throws when the hashes do not all share the same parameters
 */
export function storedHashes(dataDir, emails) {
  const db = new Database(join(dataDir, 'esdc-hub.sqlite'), { readonly: true });
  const get = db.prepare('select password_hash from users where email = ?');
  const hashes = emails.map((email) => /** @type {{ password_hash: string }} */ (get.get(email)).password_hash);
  db.close();
  const params = hashes.map(phcParameters);
  const key = JSON.stringify(params[0]);
  if (params.some((p) => JSON.stringify(p) !== key))
    throw new Error(`the seeded hashes differ in parameters: ${params.map((p) => JSON.stringify(p)).join(' ')}`);
  return { hashes, params: params[0] };
}

/** A raw hasher: verifies the given (hash, password) pairs in turn, back to back, until the time is up. */
const RAW_HASHER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { readFileSync } = require('node:fs');
const argon2 = require(workerData.argon2);
const { hashes, passwords, offset } = workerData;
// This thread's CPU time in ms (Linux: utime + stime of /proc/thread-self/stat, in 10 ms ticks); 0 elsewhere.
const cpuMs = () => {
  try {
    const stat = readFileSync('/proc/thread-self/stat', 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
};
parentPort.once('message', ({ warmUp, durationMs }) => {
  for (let i = 0; i < warmUp; i++) argon2.verifySync(hashes[i % hashes.length], passwords[i % hashes.length]);
  parentPort.postMessage('ready');
  parentPort.once('message', () => {
    let count = 0;
    let busyMs = 0;
    const cpuAtStart = cpuMs();
    const end = performance.now() + durationMs;
    for (let k = offset; performance.now() < end; k++) {
      const started = performance.now();
      if (!argon2.verifySync(hashes[k % hashes.length], passwords[k % hashes.length])) throw new Error('raw verify: a password does not match its hash');
      busyMs += performance.now() - started;
      count++;
    }
    parentPort.postMessage({ count, busyMs, cpuMs: cpuMs() - cpuAtStart });
  });
});
`;

/**
 * The raw argon2id verify rate of this machine: `concurrency` threads (as many as the server's hashers) each
 * verifying back to back for `durationS` seconds, started together after a warm-up, with no event loop, queue or
 * HTTP between hashes. (@node-rs/argon2's async verify, with each next hash started from the event loop, comes
 * out ~10-15% lower on 2 cores: the hand-offs cost.)
 * @param {{ hashes: string[], passwords: string[], concurrency: number, durationS: number }} options
 * @returns {Promise<{ rate: number, count: number, seconds: number, meanMs: number, cpuMs: number }>} rate in verifications
 *   per second; mean wall time of one; CPU time the hashing threads spent (Linux, else 0)
 */
export async function rawVerifyRate({ hashes, passwords, concurrency, durationS }) {
  const workers = Array.from(
    { length: concurrency },
    (_, i) => new Worker(RAW_HASHER_SOURCE, { eval: true, workerData: { argon2: argon2Path, hashes, passwords, offset: i } }),
  );
  const answer = (worker) =>
    new Promise((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
    });
  try {
    const ready = workers.map(answer);
    for (const worker of workers) worker.postMessage({ warmUp: 2, durationMs: durationS * 1000 });
    await Promise.all(ready);
    const done = workers.map(answer);
    const t0 = performance.now();
    for (const worker of workers) worker.postMessage('go');
    const results = await Promise.all(done);
    const seconds = (performance.now() - t0) / 1000;
    const count = results.reduce((sum, r) => sum + r.count, 0);
    const busyMs = results.reduce((sum, r) => sum + r.busyMs, 0);
    const cpuMs = results.reduce((sum, r) => sum + r.cpuMs, 0);
    return { rate: count / seconds, count, seconds, meanMs: busyMs / count, cpuMs };
  } finally {
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
}

/**
 * An autocannon run of POST /api/user/login with valid credentials, each request the next account in turn.
 * @param {{ url: string, accounts: { email: string, password: string }[], connections: number, durationS: number }} options
 * @returns {Promise<any>} autocannon's result
 */
export function signInLoad({ url, accounts, connections, durationS }) {
  let k = 0;
  const request = {
    method: 'POST',
    path: '/api/user/login',
    headers: { 'content-type': 'application/json' },
    setupRequest: (req) => ({ ...req, body: JSON.stringify(accounts[k++ % accounts.length]) }),
  };
  return cannon({ url, connections, duration: durationS, requests: [request] });
}

/** autocannon as a promise. */
function cannon(opts) {
  return new Promise((resolve, reject) => autocannon(opts, (err, res) => (err ? reject(err) : resolve(res))));
}

/** Successful responses per second over the run (what the server actually completed). */
export function okPerSecond(result) {
  return result['2xx'] / result.duration;
}

/**
 * CPU ticks per thread of a process (Linux /proc): the main thread is the one whose id is the process id.
 * @returns {Map<number, { name: string, ticks: number }>}
 */
export function threadTicks(pid) {
  const out = new Map();
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    try {
      const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      out.set(Number(tid), { name, ticks: Number(fields[11]) + Number(fields[12]) });
    } catch {
      // the thread ended
    }
  }
  return out;
}

/**
 * Where a process spent its CPU between two {@link threadTicks} samples: its main thread (the event loop) and all
 * its other threads (libuv's pool, where argon2 runs, and V8's helpers), in milliseconds of CPU.
 */
export function cpuSplit(pid, before, after) {
  const msPerTick = 10; // USER_HZ = 100 on Linux
  let mainMs = 0;
  let othersMs = 0;
  for (const [tid, { ticks }] of after) {
    const delta = (ticks - (before.get(tid)?.ticks ?? 0)) * msPerTick;
    if (tid === pid) mainMs += delta;
    else othersMs += delta;
  }
  return { mainMs, othersMs };
}
