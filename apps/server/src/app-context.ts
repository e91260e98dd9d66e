import type { Kysely } from 'kysely';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { DB } from './db/schema.ts';
import type { Clock } from './lib/clock.ts';
import type { ProjectCache } from './platform/project-cache.ts';

/** What every feature's routes receive: configuration, database and clock. */
export interface AppContext {
  config: Config;
  database: Database;
  db: Kysely<DB>;
  clock: Clock;
  projectCache: ProjectCache;
}
