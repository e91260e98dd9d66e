// The server side of npm run bench:chat, in its own process (so its RSS is the server's alone): the real app
// (buildApp, through tsx). Usage: server.mjs <dataDir> <members> [<postgres url> <schema> primary|secondary].
// Without a PostgreSQL url: a fresh SQLite file. The primary migrates, adds one room, the members and a session each;
// a secondary only serves (a second instance on the same database and schema). Prints one JSON line on stdout:
// { url, pid, tokens?, roomId? }.
import { join } from 'node:path';
import pg from 'pg';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { migrateToLatest } from '../../apps/server/src/db/migrate.ts';
import { newUserRow } from '../../apps/server/src/features/users/new-user-row.ts';
import { createSession } from '../../apps/server/src/platform/sessions.ts';

const [dataDir, membersArg, pgUrl, schema, role = 'primary'] = process.argv.slice(2);
const MEMBERS = Number(membersArg);
if (pgUrl && role === 'primary') {
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  await admin.query(`create schema if not exists ${schema}`);
  await admin.end();
}
const database = pgUrl ? openDatabase({ url: pgUrl, schema, poolSize: 10 }) : openDatabase({ file: join(dataDir, 'bench.sqlite') });
if (role === 'primary') await migrateToLatest(database);
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
await app.listen({ port: 0, host: '127.0.0.1' });
const out = { url: `http://127.0.0.1:${app.server.address().port}`, pid: process.pid };

if (role === 'primary') {
  const rows = [];
  for (let i = 0; i < MEMBERS; i++)
    rows.push(
      newUserRow({ name: `Member ${i}`, username: `member_${i}`, email: `m${i}@bench.local`, password_hash: 'x', role: 'user', status: 'active' }, nowIso),
    );
  const users = [];
  for (let i = 0; i < rows.length; i += 200) {
    users.push(
      ...(await database.db
        .insertInto('users')
        .values(rows.slice(i, i + 200))
        .returning(['id', 'email', 'username', 'role', 'name'])
        .execute()),
    );
  }
  const tokens = [];
  for (const u of users) {
    const session = await createSession(database.db, { userId: u.id, now, ttlMs: 24 * 3_600_000 });
    tokens.push(app.signSessionToken({ sub: u.email, uid: u.id, username: u.username, name: u.name, role: u.role, sid: session.id }, session.expiresAt));
  }
  const room = await database.db
    .insertInto('chat_rooms')
    .values({ name: `Bench ${process.pid}`, description: '', archived: 0, position: 100, created_at: nowIso })
    .returning('id')
    .executeTakeFirstOrThrow();
  Object.assign(out, { tokens, roomId: room.id });
}
process.stdout.write(JSON.stringify(out) + '\n');
process.on('SIGTERM', async () => {
  await app.close();
  if (pgUrl && role === 'primary') await database.db.schema.dropSchema(schema).ifExists().cascade().execute();
  await database.close();
  process.exit(0);
});
