import { hash, verify } from '@node-rs/argon2';
import { availableParallelism } from 'node:os';

const OPTIONS = { algorithm: 2 /* Argon2id */, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

/**
 * At most one argon2 computation per core at a time: each takes 19 MiB, and more than the cores can run
 * adds memory, not throughput (bench/api measures login throughput and the server's RSS).
 */
const slots = Math.max(1, availableParallelism());
let running = 0;
const waiting: (() => void)[] = [];

async function withSlot<T>(work: () => Promise<T>): Promise<T> {
  // FIFO: a finishing caller hands its slot straight to the longest waiter, so newcomers cannot barge in.
  if (running >= slots) await new Promise<void>((resolve) => waiting.push(resolve));
  else running++;
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}

/** Hashes a password with argon2id (OWASP's 19 MiB, t=2 profile). @returns the PHC string */
export function hashPassword(password: string): Promise<string> {
  return withSlot(() => hash(password, OPTIONS));
}

let dummyHash: Promise<string> | null = null;

/**
 * Verifies a password; with no stored hash it still spends the same work, so response time does not
 * reveal whether an account exists.
 * @returns whether the password matches
 */
export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hashPassword('not-a-real-password');
    const fake = await dummyHash;
    await withSlot(() => verify(fake, password)).catch(() => false);
    return false;
  }
  try {
    return await withSlot(() => verify(storedHash, password));
  } catch {
    return false;
  }
}
