import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Config } from '../config.ts';
import { openDatabase, type Database } from './client.ts';

/**
 * Opens the database the configuration names (DESIGN Database): PostgreSQL at `DATABASE_URL`, otherwise SQLite in
 * `<DATA_DIR>/esdc-hub.sqlite` (the folder is created). The server and the admin command open it the same way.
 */
export function openConfiguredDatabase(config: Pick<Config, 'DATA_DIR' | 'DATABASE_URL'>): Database {
  const dataDir = resolve(config.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  return openDatabase(config.DATABASE_URL ? { url: config.DATABASE_URL } : { file: join(dataDir, 'esdc-hub.sqlite') });
}
