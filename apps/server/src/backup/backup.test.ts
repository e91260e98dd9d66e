import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../test/harness.ts';
import { dropTestDatabase, runOn } from '../test/template-database.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { backupFileName, createBackup, SQLITE_FILE } from './backup.ts';
import { restoreBackup, RestoreRefused } from './restore.ts';

/*
 * `npm run backup` and `npm run restore` (docs/requirements.md §7 Operations) on SQLite: a backup taken while writes
 * keep coming restores to a database holding every write acknowledged before the backup began, passing SQLite's
 * integrity check, with the data folder's uploads; a restore over existing data is refused unless forced. On
 * PostgreSQL (TEST_DATABASE_URL), through pg_dump and pg_restore into another, empty database.
 */

const root = mkdtempSync(join(tmpdir(), 'esdc-backup-'));
const dataDir = join(root, 'data');
let database: Database;
beforeAll(async () => {
  mkdirSync(join(dataDir, 'uploads', 'ab'), { recursive: true });
  writeFileSync(join(dataDir, 'uploads', 'ab', 'image.webp'), 'image bytes');
  database = openDatabase({ file: join(dataDir, SQLITE_FILE) });
  await migrateToLatest(database);
});
afterAll(async () => {
  await database.close();
});

/** One acknowledged write: an audit entry, resolved once committed. */
const write = async (i: number) =>
  (
    await database.db
      .insertInto('audit_log')
      .values({ actor_id: null, action: 'user.points_adjusted', target_type: 'user', target_id: i, details: '{}', created_at: new Date().toISOString() })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;

describe('backup and restore (SQLite)', () => {
  it('a backup taken under a write load restores every write acknowledged before it, intact, with the uploads', async () => {
    const acknowledged: number[] = [];
    let writing = true;
    const load = (async () => {
      for (let i = 0; writing; i++) {
        acknowledged.push(await write(i));
        if (i % 20 === 0) await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    while (acknowledged.length < 200) await new Promise((resolve) => setTimeout(resolve, 5));
    const before = [...acknowledged];
    const file = await createBackup(
      database,
      { DATA_DIR: dataDir, DATABASE_URL: undefined, S3_BUCKET: undefined },
      {
        dir: join(dataDir, 'backups'),
        now: new Date('2026-11-29T23:40:05.123Z'),
      },
    );
    writing = false;
    await load;
    expect(file).toBe(join(dataDir, 'backups', backupFileName(new Date('2026-11-29T23:40:05.123Z'))));
    expect(file.endsWith('esdc-hub-backup-2026-11-29T23-40-05Z.tar.gz')).toBe(true);
    expect(readdirSync(join(dataDir, 'backups'))).toEqual([backupFileName(new Date('2026-11-29T23:40:05.123Z'))]);
    expect(acknowledged.length).toBeGreaterThan(before.length);

    const target = join(root, 'restored');
    const result = await restoreBackup(file, { DATA_DIR: target, DATABASE_URL: undefined }, { force: false, now: new Date() });
    expect(result).toMatchObject({ engine: 'sqlite', created_at: '2026-11-29T23:40:05.123Z', integrity: 'ok' });
    expect(readFileSync(join(target, 'uploads', 'ab', 'image.webp'), 'utf8')).toBe('image bytes');
    expect(existsSync(join(target, 'backups'))).toBe(false);
    const restored = openDatabase({ file: join(target, SQLITE_FILE) });
    try {
      const ids = new Set((await restored.db.selectFrom('audit_log').select('id').execute()).map((r) => r.id));
      expect(before.filter((id) => !ids.has(id))).toEqual([]);
      expect(await migrateToLatest(restored)).toEqual([]);
      expect(result.migrations).toBeGreaterThan(25);
    } finally {
      await restored.close();
    }

    // Over existing data: refused, and nothing changes; with --force the old database is moved aside.
    await expect(restoreBackup(file, { DATA_DIR: target, DATABASE_URL: undefined }, { force: false, now: new Date() })).rejects.toThrow(
      /already has a database \(esdc-hub\.sqlite.*add --force to move it aside/,
    );
    const forced = await restoreBackup(file, { DATA_DIR: target, DATABASE_URL: undefined }, { force: true, now: new Date('2026-12-01T00:00:00Z') });
    expect(forced.integrity).toBe('ok');
    expect(readdirSync(target).filter((name) => name.includes('before-restore-2026-12-01T00-00-00.000Z'))).toContain(
      `${SQLITE_FILE}.before-restore-2026-12-01T00-00-00.000Z`,
    );
  });

  it('refuses a file that is not a backup, and another engine’s backup, changing nothing', async () => {
    const bogus = join(root, 'bogus.tar.gz');
    writeFileSync(bogus, 'not an archive');
    const target = join(root, 'empty');
    await expect(restoreBackup(bogus, { DATA_DIR: target, DATABASE_URL: undefined }, { force: false, now: new Date() })).rejects.toThrow(RestoreRefused);
    await expect(restoreBackup(join(root, 'missing.tar.gz'), { DATA_DIR: target, DATABASE_URL: undefined }, { force: false, now: new Date() })).rejects.toThrow(
      'No such file',
    );
    const file = await createBackup(
      database,
      { DATA_DIR: dataDir, DATABASE_URL: undefined, S3_BUCKET: undefined },
      { dir: join(root, 'other'), now: new Date() },
    );
    await expect(
      restoreBackup(file, { DATA_DIR: target, DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' }, { force: false, now: new Date() }),
    ).rejects.toThrow('This is a backup of a SQLite database; the configuration names PostgreSQL (DATABASE_URL).');
    expect(existsSync(join(target, SQLITE_FILE))).toBe(false);
  });
});

describe.skipIf(!testDatabaseUrl())('backup and restore (PostgreSQL, pg_dump and pg_restore)', () => {
  const base = testDatabaseUrl()!;
  const stamp = `esdc_test_${Math.floor(Date.now() / 1000).toString(36)}_backup_${randomBytes(4).toString('hex')}`;
  const urlOf = (name: string) => Object.assign(new URL(base), { pathname: `/${name}` }).toString();
  const [source, target] = [`${stamp}_src`, `${stamp}_dst`];
  afterAll(async () => {
    for (const name of [source, target]) await dropTestDatabase(base, name);
  });

  it('restores every row into an empty database; a database with tables is refused unless forced', async () => {
    await runOn(base, `create database "${source}"`, `create database "${target}"`);
    const src = openDatabase({ url: urlOf(source), poolSize: 2 });
    let file: string;
    try {
      await migrateToLatest(src);
      await src.db
        .insertInto('audit_log')
        .values(
          Array.from({ length: 50 }, (_, i) => ({
            actor_id: null,
            action: 'user.points_adjusted' as const,
            target_type: 'user',
            target_id: i,
            details: '{}',
            created_at: new Date().toISOString(),
          })),
        )
        .execute();
      file = await createBackup(
        src,
        { DATA_DIR: join(root, 'pg-data'), DATABASE_URL: urlOf(source), S3_BUCKET: undefined },
        { dir: join(root, 'pg-backups'), now: new Date() },
      );
    } finally {
      await src.close();
    }
    const config = { DATA_DIR: join(root, 'pg-restored'), DATABASE_URL: urlOf(target) };
    expect(await restoreBackup(file, config, { force: false, now: new Date() })).toMatchObject({ engine: 'postgres', integrity: null });
    const dst = openDatabase({ url: urlOf(target), poolSize: 2 });
    try {
      expect((await dst.db.selectFrom('audit_log').select('id').execute()).length).toBe(50);
      expect(await migrateToLatest(dst)).toEqual([]);
    } finally {
      await dst.close();
    }
    await expect(restoreBackup(file, config, { force: false, now: new Date() })).rejects.toThrow(/already has \d+ tables.*add --force/);
    await expect(restoreBackup(file, config, { force: true, now: new Date() })).resolves.toMatchObject({ engine: 'postgres' });
  });
});
