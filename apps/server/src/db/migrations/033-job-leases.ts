import type { Kysely } from 'kysely';

/**
 * 033: `job_leases`, which instance runs the periodic jobs (docs/requirements.md §7 Operations): one row per lease
 * (`name`, the primary key), its `holder` (an instance's random id) and `expires_at` (ISO-8601 UTC text). The holder
 * renews it well before it expires; when the holder dies it lapses and another instance takes it
 * (platform/leader-lease.ts).
 */
export function migration033() {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the schema types exist
  type AnyDb = Kysely<any>;
  return {
    async up(db: AnyDb): Promise<void> {
      await db.schema
        .createTable('job_leases')
        .addColumn('name', 'text', (c) => c.primaryKey())
        .addColumn('holder', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .execute();
    },
  };
}
