import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { Database } from './client.ts';
import { migration001 } from './migrations/001-initial.ts';
import { migration002 } from './migrations/002-members-admin.ts';
import { migration003 } from './migrations/003-challenges-leaderboard.ts';
import { migration004 } from './migrations/004-project-views.ts';
import { migration005 } from './migrations/005-mail-accounts.ts';
import { migration006 } from './migrations/006-images.ts';
import { migration007 } from './migrations/007-github-identities.ts';
import { migration008 } from './migrations/008-account-deletion.ts';
import { migration009 } from './migrations/009-events.ts';
import { migration010 } from './migrations/010-notifications.ts';
import { migration011 } from './migrations/011-shop.ts';
import { migration012 } from './migrations/012-blog.ts';
import { migration013 } from './migrations/013-docs-resources.ts';
import { migration014 } from './migrations/014-courses.ts';
import { migration015 } from './migrations/015-search.ts';
import { migration016 } from './migrations/016-member-privacy.ts';
import { migration017 } from './migrations/017-attendance-once.ts';
import { migration018 } from './migrations/018-club-settings.ts';
import { migration019 } from './migrations/019-search-docs-resources.ts';
import { migration020 } from './migrations/020-search-hardening.ts';

/**
 * Applies every pending numbered migration (committed in ./migrations) on SQLite or PostgreSQL.
 * @throws the first migration error; nothing after it runs
 */
export async function migrateToLatest(database: Database): Promise<string[]> {
  const migrations: Record<string, Migration> = {
    '001-initial': migration001(database.engine),
    '002-members-admin': migration002(database.engine),
    '003-challenges-leaderboard': migration003(database.engine),
    '004-project-views': migration004(),
    '005-mail-accounts': migration005(database.engine),
    '006-images': migration006(database.engine),
    '007-github-identities': migration007(),
    '008-account-deletion': migration008(),
    '009-events': migration009(database.engine),
    '010-notifications': migration010(database.engine),
    '011-shop': migration011(database.engine),
    '012-blog': migration012(database.engine),
    '013-docs-resources': migration013(database.engine),
    '014-courses': migration014(database.engine),
    '015-search': migration015(database.engine),
    '016-member-privacy': migration016(),
    '017-attendance-once': migration017(),
    '018-club-settings': migration018(),
    '019-search-docs-resources': migration019(database.engine),
    '020-search-hardening': migration020(database.engine),
  };
  const provider: MigrationProvider = { getMigrations: async () => migrations };
  // Keep kysely's bookkeeping tables in our own schema, so other schemas of the same PostgreSQL database
  // (other apps, or parallel test runs) never look migrated to us.
  const migrator = new Migrator({ db: database.db, provider, ...(database.schema ? { migrationTableSchema: database.schema } : {}) });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
