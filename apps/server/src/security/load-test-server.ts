import type { AddressInfo } from 'node:net';
import { createTestApp } from '../test/harness.ts';

/*
 * A test server in a process of its own (health-under-load.test.ts starts it with `node --import tsx`): the app
 * on a fresh test database, listening on 127.0.0.1 on a free port. Its own process, so a request that blocks
 * the server's event loop cannot block the test measuring it, and the test can time out and kill it.
 *
 * Prints one JSON line to stdout: { port, token (an active member's), schema and database (PostgreSQL only), dataDir }.
 * Closes cleanly on SIGTERM, or when its stdin closes (the test process went away).
 */

const t = await createTestApp({
  // Every limit out of the way: the test measures the event loop, not the limiters.
  env: { MEMBER_WRITES_PER_MINUTE: '1000000', ADMIN_WRITES_PER_MINUTE: '1000000', SIGN_IN_SLOWDOWN_MAX_MS: '0' },
});
const member = await t.register();
await t.app.listen({ host: '127.0.0.1', port: 0 });
const { port } = t.app.server.address() as AddressInfo;
process.stdout.write(
  `${JSON.stringify({ port, token: member.token, schema: t.database.schema ?? null, database: t.databaseName ?? null, dataDir: t.dataDir })}\n`,
);

let closing = false;
const shutdown = async () => {
  if (closing) return;
  closing = true;
  await t.close();
  process.exit(0);
};
process.on('SIGTERM', () => void shutdown());
process.stdin.on('end', () => void shutdown());
process.stdin.resume();
