import type { Kysely } from 'kysely';

/**
 * 042: the shared cache of GitHub repository lists (SPEC §2 Integrations): `github_repository_cache`, one row per
 * GitHub login (lower-cased, the primary key): `fetched_at` (ISO-8601 UTC, when an instance asked GitHub) and `repos`
 * (the list as JSON). Every instance on the database reads it, so a list fetched by one serves the others for the
 * cache time; rows older than a day are deleted when one is written. It holds public data only, no member's.
 */
export function migration042() {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the schema types exist
  type AnyDb = Kysely<any>;
  return {
    async up(db: AnyDb): Promise<void> {
      await db.schema
        .createTable('github_repository_cache')
        .addColumn('login', 'text', (c) => c.primaryKey())
        .addColumn('fetched_at', 'text', (c) => c.notNull())
        .addColumn('repos', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('github_repository_cache_fetched_idx').on('github_repository_cache').column('fetched_at').execute();
    },
  };
}
