import { execFile } from 'node:child_process';
import { copyFileSync, existsSync, linkSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { promisify } from 'node:util';
import { create } from 'tar';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';

/*
 * `npm run backup` (docs/requirements.md §7 Operations): a consistent snapshot of a running site in one file,
 * `esdc-hub-backup-<UTC time>.tar.gz` in BACKUP_DIR (default `DATA_DIR/backups`). It holds `manifest.json` (engine,
 * time, the migrations applied), the database (SQLite: a copy made by SQLite's online backup API while the site keeps
 * writing; PostgreSQL: `pg_dump --format=custom`) and, on SQLite, the rest of the data folder (uploaded images and
 * files, under `data/`). Uploads kept in S3 stay there (the manifest names the bucket). ./restore.ts reads it back.
 */

const run = promisify(execFile);

/** What a backup holds, as written to its `manifest.json`. */
export interface BackupManifest {
  format: 'esdc-hub-backup';
  version: 1;
  engine: Database['engine'];
  created_at: string;
  /** The migrations the database had applied, by name. */
  migrations: string[];
  /** The database's file in the archive: `esdc-hub.sqlite` or `database.pgdump`. */
  database: string;
  /** Whether the data folder (uploads on disk) is under `data/`, and the S3 bucket that keeps uploads, if one does. */
  uploads: { copied: boolean; s3_bucket: string | null };
}

/** The SQLite database's file name in the data folder and in a backup. */
export const SQLITE_FILE = 'esdc-hub.sqlite';

/** A backup file's name for a moment: `esdc-hub-backup-2026-11-29T23-40-05Z.tar.gz`. */
export function backupFileName(now: Date): string {
  return `esdc-hub-backup-${now
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replaceAll(':', '-')}.tar.gz`;
}

/** Where backups go: BACKUP_DIR, else `DATA_DIR/backups`. */
export function backupDirOf(config: Pick<Config, 'DATA_DIR'>, env: NodeJS.ProcessEnv = process.env): string {
  return resolve(env.BACKUP_DIR || join(config.DATA_DIR, 'backups'));
}

/** Thrown when PostgreSQL's pg_dump is not installed: the message says what to run instead. */
export class PgDumpMissing extends Error {}

/**
 * Writes a backup of the site's database and data folder while the site keeps serving.
 * @param database the open database (the server's configuration's)
 * @param config DATA_DIR, DATABASE_URL and S3_BUCKET
 * @param options `dir` the backups' folder, `now` the backup's time
 * @returns the backup file's absolute path
 * @throws PgDumpMissing on PostgreSQL without pg_dump; the database's or the file system's errors
 */
export async function createBackup(
  database: Database,
  config: Pick<Config, 'DATA_DIR' | 'DATABASE_URL' | 'S3_BUCKET'>,
  options: { dir: string; now: Date },
): Promise<string> {
  mkdirSync(options.dir, { recursive: true });
  const staging = mkdtempSync(join(options.dir, '.staging-'));
  try {
    const migrations = await appliedMigrations(database);
    let databaseFile: string;
    if (database.engine === 'sqlite') {
      databaseFile = SQLITE_FILE;
      await database.backupTo!(join(staging, SQLITE_FILE));
    } else {
      databaseFile = 'database.pgdump';
      await pgDump(config.DATABASE_URL!, join(staging, databaseFile));
    }
    const dataDir = resolve(config.DATA_DIR);
    const copied = dataEntries(dataDir, options.dir);
    const manifest: BackupManifest = {
      format: 'esdc-hub-backup',
      version: 1,
      engine: database.engine,
      created_at: options.now.toISOString(),
      migrations,
      database: databaseFile,
      uploads: { copied: copied.length > 0, s3_bucket: config.S3_BUCKET ?? null },
    };
    writeFileSync(join(staging, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    // The data folder's files join the staging folder as hard links (no copy, same disk), or copies across disks.
    for (const name of copied) linkTree(join(dataDir, name), join(staging, 'data', name));
    const file = join(options.dir, backupFileName(options.now));
    const entries = ['manifest.json', databaseFile, ...(copied.length > 0 ? ['data'] : [])];
    await create({ gzip: true, file: `${file}.partial`, cwd: staging, portable: true }, entries);
    renameSync(`${file}.partial`, file);
    return file;
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

/** The migrations the database records as applied (none in a database never migrated). */
async function appliedMigrations(database: Database): Promise<string[]> {
  try {
    const rows = await database.db
      .selectFrom('kysely_migration' as never)
      .select('name' as never)
      .orderBy('name' as never)
      .execute();
    return rows.map((r) => (r as { name: string }).name);
  } catch (error) {
    if (/kysely_migration/.test(String(error))) return [];
    throw error;
  }
}

/** The data folder's entries a backup copies: all but the database's own files and the backups' folder. */
function dataEntries(dataDir: string, backupDir: string): string[] {
  if (!existsSync(dataDir)) return [];
  const insideBackups = relative(dataDir, backupDir).split(/[\\/]/)[0];
  return readdirSync(dataDir).filter((name) => !name.startsWith(SQLITE_FILE) && name !== insideBackups && !name.startsWith('.'));
}

/** Mirrors a file or folder at `to` with hard links to its files (copies when linking fails: another disk). */
function linkTree(from: string, to: string): void {
  if (statSync(from).isDirectory()) {
    mkdirSync(to, { recursive: true });
    for (const name of readdirSync(from)) linkTree(join(from, name), join(to, name));
    return;
  }
  mkdirSync(dirname(to), { recursive: true });
  try {
    linkSync(from, to);
  } catch {
    copyFileSync(from, to);
  }
}

/**
 * `pg_dump --format=custom` of the database at `url` into `file`.
 * @throws PgDumpMissing when pg_dump is not on the PATH, saying the command to run
 */
async function pgDump(url: string, file: string): Promise<void> {
  try {
    await run('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`, `--dbname=${url}`]);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new PgDumpMissing(
        `pg_dump was not found. Install PostgreSQL's client tools (Debian: apt-get install postgresql-client), or run:\n` +
          `  pg_dump --format=custom --no-owner --no-privileges --file=esdc-hub.pgdump --dbname="$DATABASE_URL"`,
      );
    }
    throw error;
  }
}
