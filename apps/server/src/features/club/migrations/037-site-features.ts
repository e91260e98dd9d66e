import type { Kysely } from 'kysely';

/**
 * 037: the club's site-wide feature switches (SPEC §3 Feature settings; §6 Admin: admins switch a feature off for
 * everyone).
 * - `site_features`: one row per switch an admin has set (`key`, one of the thirteen of `packages/core/src/features.ts`),
 *   whether it is on (`enabled`, 0 or 1 on both engines), when it was last set (`updated_at`) and by whom
 *   (`updated_by`, null once that admin's account is deleted). A switch without a row is on.
 */
export function migration037() {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the schema types exist
  type AnyDb = Kysely<any>;
  return {
    async up(db: AnyDb): Promise<void> {
      await db.schema
        .createTable('site_features')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('enabled', 'integer', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addColumn('updated_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .execute();
    },
  };
}
