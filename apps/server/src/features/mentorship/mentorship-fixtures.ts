import type { Db } from '../../db/db.ts';

/*
 * Mentors and sessions made straight in the database, for tests and the authorization matrix.
 */

/** The technology every fixture mentor teaches (made when missing). */
export const FIXTURE_TOPIC = 'Fixture Topic';

/** The id of {@link FIXTURE_TOPIC} (made when missing). */
export async function fixtureTopic(db: Db): Promise<number> {
  const found = await db.selectFrom('technologies').select('id').where('name', '=', FIXTURE_TOPIC).executeTakeFirst();
  if (found) return found.id;
  return (
    await db
      .insertInto('technologies')
      .values({ name: FIXTURE_TOPIC, icon: null, category: null, description: null, course_link: null })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
}

/**
 * Inserts a mentor for `userId` in `status`, in UTC, 60-minute sessions, available every day 00:00–24:00.
 * @returns the mentor's id
 */
export async function insertMentor(db: Db, userId: number, now: Date, status: 'pending' | 'approved' | 'rejected' = 'approved'): Promise<number> {
  const at = now.toISOString();
  const topic = await fixtureTopic(db);
  const mentor = await db
    .insertInto('mentors')
    .values({
      user_id: userId,
      bio: 'Happy to help with firmware.',
      time_zone: 'UTC',
      session_minutes: 60,
      status,
      decided_by: null,
      decided_at: status === 'pending' ? null : at,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('mentor_topics').values({ mentor_id: mentor.id, technology_id: topic }).execute();
  await db
    .insertInto('mentor_availability')
    .values([0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ mentor_id: mentor.id, weekday, start_time: '00:00', end_time: '24:00' })))
    .execute();
  return mentor.id;
}

/** The start of the whole hour `hours` after `now` (a slot of a fixture mentor), ISO-8601 UTC. */
export function hourSlot(now: Date, hours: number): string {
  const start = new Date(now.getTime() + hours * 3_600_000);
  start.setUTCMinutes(0, 0, 0);
  return start.toISOString();
}

/**
 * Inserts a booked session of `mentorId` with `menteeId` starting `hours` (whole hours) from `now`.
 * @returns the session's id
 */
export async function insertSession(
  db: Db,
  mentorId: number,
  menteeId: number,
  now: Date,
  hours: number,
  status: 'booked' | 'cancelled' = 'booked',
): Promise<number> {
  const at = now.toISOString();
  const startsAt = hourSlot(now, hours);
  const row = await db
    .insertInto('mentorship_sessions')
    .values({
      mentor_id: mentorId,
      mentee_id: menteeId,
      starts_at: startsAt,
      ends_at: new Date(Date.parse(startsAt) + 3_600_000).toISOString(),
      agenda: 'Review my ESP32 power budget',
      status,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The approved mentor of `userId`, made when they have none. @returns its id */
export async function mentorOf(db: Db, userId: number, now: Date): Promise<number> {
  const found = await db.selectFrom('mentors').select('id').where('user_id', '=', userId).executeTakeFirst();
  return found?.id ?? insertMentor(db, userId, now);
}
