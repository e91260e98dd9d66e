import { AppError } from './app-error.ts';

/** The answers of a database the server cannot use (docs/requirements.md §7 Operations). */
export const DATABASE_FAILURE_MESSAGES = {
  unavailable: 'The database is unavailable. Please try again in a moment.',
  storageFull: 'The server is out of storage space. Please try again later.',
} as const;

/** Seconds a client is told to wait (`Retry-After`) when the database is unavailable. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * Codes of a connection that failed or was refused: Node's socket errors, and PostgreSQL's SQLSTATEs of class 08
 * (connection exception), 57P01–57P03 (administrator shutdown, crash shutdown, cannot connect now: starting up or
 * shutting down) and 53300 (too many connections).
 */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01',
  '57P02',
  '57P03',
  '53300',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
]);

/** node-postgres' own messages for a connection that died or never came (they carry no code). */
const UNAVAILABLE_MESSAGE = /Connection terminated|connection timeout|Client has encountered a connection error/i;

/** Codes of a full disk: SQLite's, and Node's for a file write (an upload). */
const FULL_CODES = new Set(['SQLITE_FULL', 'ENOSPC']);

/** The error and its causes (`cause`, an AggregateError's `errors`), at most a few deep. */
function* chain(error: unknown, depth = 0): Generator<{ code?: unknown; message?: unknown }> {
  if (!error || typeof error !== 'object' || depth > 4) return;
  const e = error as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  yield e;
  yield* chain(e.cause, depth + 1);
  if (Array.isArray(e.errors)) for (const inner of e.errors) yield* chain(inner, depth + 1);
}

/**
 * The answer to a request that failed because the database could not be used, rather than a 500: 503
 * `DATABASE_UNAVAILABLE` ('The database is unavailable. Please try again in a moment.') when the PostgreSQL
 * connection is refused, lost or the server is starting up or shutting down; 507 `STORAGE_FULL` ('The server is out
 * of storage space. Please try again later.') when the disk is full (SQLITE_FULL, ENOSPC).
 * @param error what a route or hook threw
 * @returns the AppError to answer with, or undefined when the error is something else
 */
export function databaseFailure(error: unknown): AppError | undefined {
  // An outgoing call (GitHub, the language model) that failed is not the database, whatever its socket's code.
  if (error instanceof TypeError && error.message === 'fetch failed') return undefined;
  for (const e of chain(error)) {
    const code = typeof e.code === 'string' ? e.code : '';
    if (FULL_CODES.has(code)) return new AppError(507, 'STORAGE_FULL', DATABASE_FAILURE_MESSAGES.storageFull);
    if (UNAVAILABLE_CODES.has(code) || (typeof e.message === 'string' && UNAVAILABLE_MESSAGE.test(e.message)))
      return new AppError(503, 'DATABASE_UNAVAILABLE', DATABASE_FAILURE_MESSAGES.unavailable);
  }
  return undefined;
}
