import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

/** argon2id parameters of every server: OWASP's 19 MiB, t=2 profile. */
const SERVER_OPTIONS = { algorithm: 2 /* Argon2id */, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;
/**
 * The test suites' parameters (1 MiB, t=1): the server suite registers thousands of members on two engines, and at
 * the server profile their hashes alone took minutes of CI. Only `test/harness.ts` selects it; a hash records its own
 * parameters, so verification works across both.
 */
const TEST_OPTIONS = { algorithm: 2 /* Argon2id */, memoryCost: 1024, timeCost: 1, parallelism: 1 } as const;
/** argon2's parameters: algorithm, memory in KiB, passes, lanes. */
type HashOptions = { algorithm: 2; memoryCost: number; timeCost: number; parallelism: number };
let OPTIONS: HashOptions = SERVER_OPTIONS;

/**
 * Switches this process to the cheap test parameters for every later hash (or back to the server's with `false`).
 * For test harnesses only, never a server.
 */
export function useTestPasswordHashing(cheap = true): void {
  OPTIONS = cheap ? TEST_OPTIONS : SERVER_OPTIONS;
}

/**
 * At most one argon2 computation per core at a time: each takes 19 MiB, and more than the cores can run
 * adds memory, not throughput (bench/api measures sign-in throughput against the raw hash rate, and the RSS).
 */
const slots = Math.max(1, availableParallelism());

/**
 * The hashers' scheduling priority (Linux nice; 0 is the event loop's). Hashing saturates every core under a burst
 * of sign-ins; at the event loop's priority it takes the loop's core away from it whenever both want to run, so
 * every other request waits behind it. A lower priority lets the loop preempt a hash at once, and the hashes still
 * get every cycle the loop does not use (bench/api: sign-in throughput and other routes' p99 during sign-ins).
 */
const HASHER_NICE = 10;

/**
 * One hasher: a worker thread that runs argon2 synchronously, one job at a time, after lowering its own priority.
 * @node-rs/argon2's async calls would run on libuv's shared pool instead, whose threads cannot be given a
 * priority of their own, and each next hash would wait for the event loop to start it. Outside Linux (no
 * /proc/thread-self) the priority stays as it is. Each hasher costs ~10 MB of RSS (a worker's isolate); they start
 * on the first hash, up to {@link slots}.
 */
const HASHER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const argon2 = require(workerData.argon2);
try {
  const tid = Number(require('node:fs').readlinkSync('/proc/thread-self').split('/').pop());
  require('node:os').setPriority(tid, workerData.nice);
} catch {}
parentPort.on('message', ({ op, a, b }) => {
  try {
    parentPort.postMessage({ ok: true, value: op === 'hash' ? argon2.hashSync(a, b) : argon2.verifySync(a, b) });
  } catch (error) {
    parentPort.postMessage({ ok: false, message: error instanceof Error ? error.message : String(error) });
  }
});
`;
const argon2Path = createRequire(import.meta.url).resolve('@node-rs/argon2');

type Job = { op: 'hash'; a: string; b: HashOptions } | { op: 'verify'; a: string; b: string };
interface Pending {
  job: Job;
  resolve: (value: string | boolean) => void;
  reject: (error: Error) => void;
}
interface Hasher {
  worker: Worker;
  current: Pending | null;
  alive: boolean;
}

const idle: Hasher[] = [];
/** FIFO: a finishing hasher takes the longest waiter, so newcomers cannot barge in. */
const waiting: Pending[] = [];
let hashers = 0;

function startHasher(): Hasher {
  const worker = new Worker(HASHER_SOURCE, { eval: true, workerData: { argon2: argon2Path, nice: HASHER_NICE } });
  const hasher: Hasher = { worker, current: null, alive: true };
  hashers++;
  worker.on('message', (answer: { ok: true; value: string | boolean } | { ok: false; message: string }) => {
    const done = hasher.current;
    hasher.current = null;
    if (answer.ok) done?.resolve(answer.value);
    else done?.reject(new Error(answer.message));
    dispatch(hasher);
  });
  worker.on('error', (error) => stopHasher(hasher, error));
  worker.on('exit', (code) => stopHasher(hasher, new Error(`argon2 hasher exited with code ${code}`)));
  return hasher;
}

/** A hasher that died (out of memory, a crash in the addon) fails its job; a waiting job gets a new hasher. */
function stopHasher(hasher: Hasher, error: Error): void {
  if (!hasher.alive) return;
  hasher.alive = false;
  hashers--;
  const at = idle.indexOf(hasher);
  if (at >= 0) idle.splice(at, 1);
  const lost = hasher.current;
  hasher.current = null;
  lost?.reject(error);
  void hasher.worker.terminate();
  const next = waiting.shift();
  if (next) dispatch(startHasher(), next);
}

/** Gives `hasher` the next job (or `job`), or parks it; a parked hasher does not keep the process alive. */
function dispatch(hasher: Hasher, job: Pending | undefined = waiting.shift()): void {
  if (!job) {
    hasher.worker.unref();
    idle.push(hasher);
    return;
  }
  hasher.current = job;
  hasher.worker.ref();
  hasher.worker.postMessage(job.job);
}

/** Runs `job` on a free hasher, starting one if fewer than {@link slots} exist, else queues it. */
function run(job: Job): Promise<string | boolean> {
  return new Promise((resolve, reject) => {
    const pending: Pending = { job, resolve, reject };
    const hasher = idle.pop() ?? (hashers < slots ? startHasher() : undefined);
    if (hasher) dispatch(hasher, pending);
    else waiting.push(pending);
  });
}

/** Hashes a password with argon2id (OWASP's 19 MiB, t=2 profile) off the event loop. @returns the PHC string */
export async function hashPassword(password: string): Promise<string> {
  return (await run({ op: 'hash', a: password, b: OPTIONS })) as string;
}

let dummyHash: Promise<string> | null = null;

/**
 * Verifies a password off the event loop; with no stored hash it still spends the same work, so response time
 * does not reveal whether an account exists.
 * @returns whether the password matches
 */
export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hashPassword('not-a-real-password').catch((error: unknown) => {
      dummyHash = null; // a failed hasher must not fail every later unknown-email sign-in
      throw error;
    });
    const fake = await dummyHash;
    await run({ op: 'verify', a: fake, b: password }).catch(() => false);
    return false;
  }
  try {
    return (await run({ op: 'verify', a: storedHash, b: password })) as boolean;
  } catch {
    return false;
  }
}
