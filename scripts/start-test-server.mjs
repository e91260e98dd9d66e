// Starts the built server on a fresh temporary database and a free port; used by e2e and bench.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The V8 flags `npm start` runs the server with (see docs/decisions/003-server-memory.md); keep in step with package.json. */
export const SERVER_NODE_FLAGS = '--max-semi-space-size=4';

/** @returns {Promise<number>} a free TCP port on 127.0.0.1 */
export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (srv.address());
      srv.close(() => resolve(port));
    });
  });
}

/**
 * @param {{ env?: Record<string,string>, dataDir?: string, quiet?: boolean }} [options]
 * @returns {Promise<{ url: string, port: number, dataDir: string, pid: number, stop: () => Promise<void> }>}
 */
export async function startTestServer(options = {}) {
  const port = await freePort();
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'esdc-hub-'));
  const child = spawn(process.execPath, [...(process.env.SERVER_NODE_OPTIONS ?? SERVER_NODE_FLAGS).split(' ').filter(Boolean), 'apps/server/dist/main.js'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: 'admin@esdc.local',
      ADMIN_PASSWORD: 'admin-pass-123',
      AUTH_RATE_LIMIT_PER_MINUTE: '10000',
      ACCOUNT_RATE_LIMIT_PER_15_MINUTES: '10000',
      ...options.env,
    },
    stdio: ['ignore', options.quiet ? 'ignore' : 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('server did not become healthy within 60 s');
    await new Promise((r) => setTimeout(r, 100));
  }
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
    if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  return { url, port, dataDir, pid: /** @type {number} */ (child.pid), stop };
}
