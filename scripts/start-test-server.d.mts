/** The V8 flags `npm start` runs the server with (see docs/decisions/003-server-memory.md). */
export const SERVER_NODE_FLAGS: string;

/** A free TCP port on 127.0.0.1. */
export function freePort(): Promise<number>;

/** Starts the built server on a fresh temporary database (SQLite unless `env` sets DATABASE_URL) and a free port. */
export function startTestServer(options?: {
  env?: Record<string, string>;
  dataDir?: string;
  quiet?: boolean;
}): Promise<{ url: string; port: number; dataDir: string; pid: number; stop: () => Promise<void> }>;
