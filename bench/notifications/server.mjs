// The server side of npm run bench:notifications, in its own process (so its RSS is the server's alone): the real
// app (buildApp, through tsx) on a fresh SQLite file, the admin plus MEMBERS members with a session each. Prints one
// JSON line on stdout: { url, pid, adminToken, tokens }.
import { join } from 'node:path';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { migrateToLatest } from '../../apps/server/src/db/migrate.ts';
import { newUserRow } from '../../apps/server/src/features/users/new-user-row.ts';
import { createSession } from '../../apps/server/src/platform/sessions.ts';

const [dataDir, membersArg] = process.argv.slice(2);
const MEMBERS = Number(membersArg);
const database = openDatabase({ file: join(dataDir, 'bench.sqlite') });
await migrateToLatest(database);
const now = new Date();
const nowIso = now.toISOString();
const config = loadConfig({
  NODE_ENV: 'production',
  LOG_LEVEL: 'silent',
  DATA_DIR: dataDir,
  WEB_DIST: join(dataDir, 'no-web'),
  MEMBER_WRITES_PER_MINUTE: '100000',
  ADMIN_WRITES_PER_MINUTE: '100000',
});
const app = await buildApp({ config, database, jwtSecret: `bench-secret-${'x'.repeat(40)}`, logger: false });

const rows = [
  { ...newUserRow({ name: 'Bench Admin', username: 'bench_admin', email: 'admin@bench.local', password_hash: 'x', role: 'admin', status: 'active' }, nowIso) },
];
for (let i = 0; i < MEMBERS; i++)
  rows.push(
    newUserRow({ name: `Member ${i}`, username: `member_${i}`, email: `m${i}@bench.local`, password_hash: 'x', role: 'user', status: 'active' }, nowIso),
  );
const ids = [];
for (let i = 0; i < rows.length; i += 200) {
  const inserted = await database.db
    .insertInto('users')
    .values(rows.slice(i, i + 200))
    .returning(['id', 'email', 'username', 'role', 'name'])
    .execute();
  ids.push(...inserted);
}
const tokens = [];
for (const u of ids) {
  const session = await createSession(database.db, { userId: u.id, now, ttlMs: 24 * 3_600_000 });
  tokens.push(app.signSessionToken({ sub: u.email, uid: u.id, username: u.username, name: u.name, role: u.role, sid: session.id }, session.expiresAt));
}
await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(
  JSON.stringify({ url: `http://127.0.0.1:${app.server.address().port}`, pid: process.pid, adminToken: tokens[0], tokens: tokens.slice(1) }) + '\n',
);
process.on('SIGTERM', async () => {
  await app.close();
  await database.close();
  process.exit(0);
});
