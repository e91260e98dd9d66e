import type { Kysely } from 'kysely';

/**
 * 041: the mentee's time zone on a mentorship session (docs/requirements.md §2 Mentorship): `mentee_time_zone`, the
 * IANA name the mentee booked (or last rescheduled) from, in which their notification and mail give the time; null
 * for sessions booked before it or without a zone, told in UTC.
 */
export function migration041() {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the schema types exist
  type AnyDb = Kysely<any>;
  return {
    async up(db: AnyDb): Promise<void> {
      await db.schema.alterTable('mentorship_sessions').addColumn('mentee_time_zone', 'text').execute();
    },
  };
}
