import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import SqliteDatabase from 'better-sqlite3';
import pg from 'pg';
import { extract } from 'tar';
import type { Config } from '../config.ts';
import { SQLITE_FILE, type BackupManifest } from './backup.ts';

/*
 * `npm run restore FILE` (docs/requirements.md §7 Operations): puts a backup of ./backup.ts back, into an empty data
 * folder (SQLite) or an empty database (PostgreSQL, with pg_restore). A data folder that already has a database, or a
 * database that already has tables, is refused unless `--force` is given: then the data folder's database files are
 * moved aside (`*.before-restore-<time>`), or pg_restore replaces the tables it restores (`--clean`). Run it with the
 * site stopped. Ends with SQLite's integrity check.
 */

const run = promisify(execFile);

/** A refusal the command reports as it is (exit code 1). */
export class RestoreRefused extends Error {}

/** What a restore did, for the command's report. */
export interface RestoreResult {
  engine: BackupManifest['engine'];
  created_at: string;
  migrations: number;
  /** SQLite's `pragma integrity_check` ('ok'), or null on PostgreSQL. */
  integrity: string | null;
}

/**
 * Restores a backup file.
 * @param file the backup (`esdc-hub-backup-*.tar.gz`)
 * @param config DATA_DIR and DATABASE_URL of the site to restore into (its engine must be the backup's)
 * @param options `force` to restore over existing data; `now` names what is moved aside
 * @returns what was restored
 * @throws RestoreRefused for a file that is not a backup, another engine's backup, or a target that is not empty
 */
export async function restoreBackup(
  file: string,
  config: Pick<Config, 'DATA_DIR' | 'DATABASE_URL'>,
  options: { force: boolean; now: Date },
): Promise<RestoreResult> {
  if (!existsSync(file)) throw new RestoreRefused(`No such file: ${file}`);
  const staging = mkdtempSync(join(tmpdir(), 'esdc-restore-'));
  try {
    await extract({ file, cwd: staging }).catch(() => {
      throw new RestoreRefused(`${file} is not an ESDC Hub backup (not a .tar.gz archive)`);
    });
    const manifest = readManifest(staging, file);
    const engine = config.DATABASE_URL ? 'postgres' : 'sqlite';
    if (manifest.engine !== engine) {
      throw new RestoreRefused(
        `This is a backup of a ${manifest.engine === 'sqlite' ? 'SQLite' : 'PostgreSQL'} database; the configuration names ${engine === 'sqlite' ? 'SQLite (no DATABASE_URL)' : 'PostgreSQL (DATABASE_URL)'}.`,
      );
    }
    const dataDir = resolve(config.DATA_DIR);
    mkdirSync(dataDir, { recursive: true });
    let integrity: string | null = null;
    if (engine === 'sqlite') {
      const target = join(dataDir, SQLITE_FILE);
      const existing = readdirSync(dataDir).filter((name) => name.startsWith(SQLITE_FILE));
      if (existing.length > 0 && !options.force) {
        throw new RestoreRefused(
          `${dataDir} already has a database (${existing.join(', ')}). Restore into an empty data folder, or add --force to move it aside.`,
        );
      }
      const aside = `before-restore-${options.now.toISOString().replaceAll(':', '-')}`;
      for (const name of existing) renameSync(join(dataDir, name), join(dataDir, `${name}.${aside}`));
      renameSync(join(staging, manifest.database), target);
      const sqlite = new SqliteDatabase(target);
      try {
        integrity = String((sqlite.pragma('integrity_check', { simple: true }) as string) ?? '');
      } finally {
        sqlite.close();
      }
    } else {
      await restorePostgres(config.DATABASE_URL!, join(staging, manifest.database), options.force);
    }
    if (existsSync(join(staging, 'data'))) cpSync(join(staging, 'data'), dataDir, { recursive: true, force: true });
    return { engine, created_at: manifest.created_at, migrations: manifest.migrations.length, integrity };
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

/** The archive's manifest. @throws RestoreRefused when it is missing or not a backup's */
function readManifest(staging: string, file: string): BackupManifest {
  try {
    const manifest = JSON.parse(readFileSync(join(staging, 'manifest.json'), 'utf8')) as BackupManifest;
    if (manifest.format === 'esdc-hub-backup' && existsSync(join(staging, manifest.database))) return manifest;
  } catch {
    // Reported below.
  }
  throw new RestoreRefused(`${file} is not an ESDC Hub backup (no manifest.json with its database)`);
}

/** pg_restore into the database at `url`, refused when it has tables unless forced (then `--clean`). */
async function restorePostgres(url: string, dump: string, force: boolean): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(`select count(*)::int as n from information_schema.tables where table_schema = current_schema()`);
    if (rows[0]!.n > 0 && !force) {
      throw new RestoreRefused(`The database already has ${rows[0]!.n} tables. Restore into an empty database, or add --force to replace them.`);
    }
  } finally {
    await client.end();
  }
  try {
    await run('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', ...(force ? ['--clean', '--if-exists'] : []), `--dbname=${url}`, dump]);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new RestoreRefused(
        `pg_restore was not found. Install PostgreSQL's client tools (Debian: apt-get install postgresql-client), or run:\n` +
          `  pg_restore --no-owner --no-privileges --dbname="$DATABASE_URL" database.pgdump   (database.pgdump is inside the backup archive)`,
      );
    }
    throw error;
  }
}
