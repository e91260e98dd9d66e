import { existsSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/client.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { SQLITE_FILE } from './backup.ts';
import { BackupSchedule, pruneBackups } from './backup-schedule.ts';

/*
 * Scheduled backups (BACKUP_CRON, BACKUP_KEEP; docs/requirements.md §7 Operations) on a real SQLite database: each
 * scheduled time is taken once, only by the jobs lease's holder, even with two instances looking at the same moment;
 * the folder keeps the newest BACKUP_KEEP backups and nothing else of it is touched.
 */
const root = mkdtempSync(join(tmpdir(), 'esdc-backup-schedule-'));
const dataDir = join(root, 'data');
const dir = join(dataDir, 'backups');
let database: Database;
beforeAll(async () => {
  mkdirSync(join(dataDir, 'uploads'), { recursive: true });
  writeFileSync(join(dataDir, 'uploads', 'file.txt'), 'an upload');
  database = openDatabase({ file: join(dataDir, SQLITE_FILE) });
  await migrateToLatest(database);
});
afterAll(async () => {
  await database.close();
});

const silent = { info: () => undefined, error: () => undefined };

/** A schedule of one instance with its own clock and lease. */
function instance(clock: { now: Date }, leader: { isLeader: boolean }, cron = '0 3 * * *') {
  return new BackupSchedule({
    database,
    config: { DATA_DIR: dataDir, DATABASE_URL: undefined, S3_BUCKET: undefined, BACKUP_CRON: cron, BACKUP_KEEP: 2 },
    dir,
    clock: () => clock.now,
    lease: leader,
    log: silent,
  });
}

describe('scheduled backups', () => {
  it('takes each scheduled time once, on the lease holder, and keeps the newest BACKUP_KEEP', async () => {
    const clock = { now: new Date('2026-12-01T02:59:00Z') };
    const a = instance(clock, { isLeader: true });
    const b = instance(clock, { isLeader: true });
    const follower = instance(clock, { isLeader: false });
    for (const s of [a, b, follower]) s.start();
    try {
      expect(a.nextRun?.toISOString()).toBe('2026-12-01T03:00:00.000Z');
      // Not yet due.
      expect(await a.tick()).toBeNull();
      mkdirSync(dir, { recursive: true });
      writeFileSync(join(dir, 'notes.txt'), 'not a backup');
      const taken: string[] = [];
      for (const day of ['01', '02', '03']) {
        clock.now = new Date(`2026-12-${day}T03:00:20Z`);
        // A non-holder never takes it; of two holders looking at once (a lease changing hands), one does.
        expect(await follower.tick()).toBeNull();
        const results = await Promise.all([a.tick(), b.tick()]);
        expect(results.filter((r) => r !== null)).toHaveLength(1);
        taken.push(results.find((r) => r !== null)!);
        // The same time is not taken again.
        expect(await a.tick()).toBeNull();
      }
      expect(a.nextRun?.toISOString()).toBe('2026-12-04T03:00:00.000Z');
      expect(readdirSync(dir).sort()).toEqual(['esdc-hub-backup-2026-12-02T03-00-20Z.tar.gz', 'esdc-hub-backup-2026-12-03T03-00-20Z.tar.gz', 'notes.txt']);
      expect(existsSync(taken[2]!)).toBe(true);
    } finally {
      await Promise.all([a.stop(), b.stop(), follower.stop()]);
    }
  });

  it('does nothing without BACKUP_CRON', async () => {
    const schedule = new BackupSchedule({
      database,
      config: { DATA_DIR: dataDir, DATABASE_URL: undefined, S3_BUCKET: undefined, BACKUP_CRON: undefined, BACKUP_KEEP: 2 },
      dir,
      clock: () => new Date('2030-01-01T00:00:00Z'),
      lease: { isLeader: true },
      log: silent,
    });
    schedule.start();
    expect(schedule.nextRun).toBeNull();
    expect(await schedule.tick()).toBeNull();
    await schedule.stop();
  });

  it('prunes only backup files, newest kept', () => {
    const folder = mkdtempSync(join(root, 'prune-'));
    const names = ['esdc-hub-backup-2026-01-01T00-00-00Z.tar.gz', 'esdc-hub-backup-2026-03-01T00-00-00Z.tar.gz', 'esdc-hub-backup-2026-02-01T00-00-00Z.tar.gz'];
    for (const name of [...names, 'esdc-hub-backup-2026-01-01T00-00-00Z.tar.gz.partial', 'other.tar.gz']) writeFileSync(join(folder, name), 'x');
    expect(pruneBackups(folder, 1).sort()).toEqual([names[0], names[2]]);
    expect(readdirSync(folder).sort()).toEqual(['esdc-hub-backup-2026-01-01T00-00-00Z.tar.gz.partial', names[1], 'other.tar.gz']);
  });
});
