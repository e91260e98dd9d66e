import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { FeatureManifest } from '../feature-manifest.ts';
import { FEATURES } from '../feature-list.ts';
import type { Database, Engine } from './client.ts';
import { migration001 } from './migrations/001-initial.ts';
import { migration002 } from './migrations/002-members-admin.ts';
import { migration003 } from './migrations/003-challenges-leaderboard.ts';
import { migration005 } from './migrations/005-mail-accounts.ts';
import { migration006 } from './migrations/006-images.ts';
import { migration008 } from './migrations/008-account-deletion.ts';
import { migration010 } from './migrations/010-notifications.ts';
import { migration011 } from './migrations/011-shop.ts';
import { migration013 } from './migrations/013-docs-resources.ts';
import { migration014 } from './migrations/014-courses.ts';
import { migration015 } from './migrations/015-search.ts';
import { migration019 } from './migrations/019-search-docs-resources.ts';
import { migration020 } from './migrations/020-search-hardening.ts';
import { migration033 } from './migrations/033-job-leases.ts';

/** The migrations that are no one feature's: the initial schema and the changes to several features' tables. */
const SHARED_MIGRATIONS: Readonly<Record<string, (engine: Engine) => Migration>> = {
  '001-initial': migration001,
  '002-members-admin': migration002,
  '003-challenges-leaderboard': migration003,
  '005-mail-accounts': migration005,
  '006-images': migration006,
  '008-account-deletion': migration008,
  '010-notifications': migration010,
  '011-shop': migration011,
  '013-docs-resources': migration013,
  '014-courses': migration014,
  '015-search': migration015,
  '019-search-docs-resources': migration019,
  '020-search-hardening': migration020,
  '033-job-leases': migration033,
};

/**
 * Every migration, shared and the features', by name in the order they run (kysely runs them in name order too).
 * @param engine the database engine the migrations are built for
 * @param features the feature list (its `migrations`)
 * @returns the migrations by name, sorted by name
 * @throws Error when two migrations have one name
 */
export function allMigrations(engine: Engine, features: readonly FeatureManifest[] = FEATURES): Record<string, Migration> {
  const builders: Record<string, (engine: Engine) => Migration> = { ...SHARED_MIGRATIONS };
  for (const feature of features) {
    for (const [name, build] of Object.entries(feature.migrations ?? {})) {
      if (name in builders) throw new Error(`Two migrations are named ${name} (the feature ${feature.name} has one)`);
      builders[name] = build;
    }
  }
  return Object.fromEntries(
    Object.keys(builders)
      .sort()
      .map((name) => [name, builders[name]!(engine)]),
  );
}

/**
 * Applies every pending migration (allMigrations: the shared ones of ./migrations and each feature's) on SQLite or
 * PostgreSQL.
 * @returns the names of the migrations applied on this call, in order
 * @throws the first migration error; nothing after it runs
 */
export async function migrateToLatest(database: Database): Promise<string[]> {
  const migrations = allMigrations(database.engine);
  const provider: MigrationProvider = { getMigrations: async () => migrations };
  // Keep kysely's bookkeeping tables in our own schema, so other schemas of the same PostgreSQL database
  // (other apps, or parallel test runs) never look migrated to us.
  const migrator = new Migrator({ db: database.db, provider, ...(database.schema ? { migrationTableSchema: database.schema } : {}) });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/**
 * How far the database is migrated against this build (the readiness check, `GET /api/ready`): kysely's own record of
 * applied migrations, read from the database's schema.
 * @returns the number applied and the number of this build's migrations not applied yet
 * @throws the database's error when it cannot be read
 */
export async function migrationState(database: Database): Promise<{ applied: number; pending: number }> {
  const migrations = allMigrations(database.engine);
  const migrator = new Migrator({
    db: database.db,
    provider: { getMigrations: async () => migrations },
    ...(database.schema ? { migrationTableSchema: database.schema } : {}),
  });
  const info = await migrator.getMigrations();
  const applied = info.filter((m) => m.executedAt !== undefined).length;
  return { applied, pending: Object.keys(migrations).length - applied };
}
