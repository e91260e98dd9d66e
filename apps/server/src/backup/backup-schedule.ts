import { Cron } from 'croner';
import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { createBackup } from './backup.ts';

/*
 * Scheduled backups (docs/requirements.md §7 Operations): with BACKUP_CRON set, the server takes `npm run backup`'s
 * snapshot at each time of the expression (UTC) and then keeps the newest BACKUP_KEEP files of the backups' folder.
 * With several instances, only the holder of the jobs lease takes it, and each scheduled time is claimed once in the
 * database (`job_leases` row 'scheduled-backup', whose holder is the last time taken), so a lease changing hands at
 * that moment cannot take it twice. A time missed while no instance ran is not made up (as cron).
 */

/** How often the schedule looks at the clock, in ms. */
const CHECK_MS = 30_000;
/** The `job_leases` row that records the last scheduled time taken. */
const CLAIM_NAME = 'scheduled-backup';
/** The backup files a scheduled backup prunes (backup.ts `backupFileName`): the name sorts by time. */
const BACKUP_FILE = /^esdc-hub-backup-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z\.tar\.gz$/;

/** Where the schedule writes what it did. */
export interface BackupLog {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/**
 * Keeps the newest `keep` backup files of `dir` and deletes the others (other files are left alone).
 * @returns the deleted files' names
 */
export function pruneBackups(dir: string, keep: number): string[] {
  const files = readdirSync(dir)
    .filter((name) => BACKUP_FILE.test(name))
    .sort()
    .reverse();
  const removed = files.slice(keep);
  for (const name of removed) rmSync(join(dir, name), { force: true });
  return removed;
}

/** Takes the scheduled backups of one instance (see the module's comment). */
export class BackupSchedule {
  private readonly cron: Cron | undefined;
  private next: Date | null = null;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> = Promise.resolve();

  /**
   * @param options the open database, the configuration (BACKUP_CRON, BACKUP_KEEP and what a backup needs), the
   *   backups' folder, the clock, the jobs lease and the log
   */
  constructor(
    private readonly options: {
      database: Database;
      config: Pick<Config, 'DATA_DIR' | 'DATABASE_URL' | 'S3_BUCKET' | 'BACKUP_CRON' | 'BACKUP_KEEP'>;
      dir: string;
      clock: () => Date;
      lease: { readonly isLeader: boolean };
      log: BackupLog;
    },
  ) {
    this.cron = options.config.BACKUP_CRON ? new Cron(options.config.BACKUP_CRON, { paused: true, timezone: 'UTC' }) : undefined;
  }

  /** The next scheduled time, or null without a schedule. */
  get nextRun(): Date | null {
    return this.next;
  }

  /** Starts looking at the clock every {@link CHECK_MS} (nothing without BACKUP_CRON). */
  start(): void {
    if (!this.cron || this.timer) return;
    this.next = this.cron.nextRun(this.options.clock());
    this.timer = setInterval(() => void this.tick(), CHECK_MS);
    this.timer.unref();
  }

  /** Stops the checks and waits for a backup under way. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }

  /**
   * Takes the backup when a scheduled time has come, this instance holds the jobs lease and no instance took that
   * time yet; then prunes the folder to BACKUP_KEEP files.
   * @returns the new backup's path, or null when none was taken (not yet due, not the leader, taken elsewhere, failed)
   */
  async tick(): Promise<string | null> {
    const now = this.options.clock();
    if (!this.cron || !this.next || now < this.next) return null;
    const due = this.next;
    this.next = this.cron.nextRun(now);
    if (!this.options.lease.isLeader || !(await this.claim(due))) return null;
    const work = this.take(now);
    this.running = work;
    return work;
  }

  private async take(now: Date): Promise<string | null> {
    const { database, config, dir, log } = this.options;
    try {
      const file = await createBackup(database, config, { dir, now });
      const removed = pruneBackups(dir, config.BACKUP_KEEP);
      log.info({ file, removed }, 'scheduled backup written');
      return file;
    } catch (error) {
      log.error({ err: error }, 'scheduled backup failed');
      return null;
    }
  }

  /** Records `due` as taken unless an instance recorded it (or a later time) already. @returns whether this one did */
  private async claim(due: Date): Promise<boolean> {
    const at = due.toISOString();
    try {
      const row = await this.options.database.db
        .insertInto('job_leases')
        .values({ name: CLAIM_NAME, holder: at, expires_at: at })
        .onConflict((oc) => oc.column('name').doUpdateSet({ holder: at, expires_at: at }).where('job_leases.holder', '<', at))
        .returning('holder')
        .executeTakeFirst();
      return row?.holder === at;
    } catch (error) {
      this.options.log.error({ err: error }, 'could not claim the scheduled backup');
      return false;
    }
  }
}
