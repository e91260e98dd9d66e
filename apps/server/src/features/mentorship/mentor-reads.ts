import {
  MENTOR_NEXT_SLOTS,
  MENTOR_SLOT_RANGE_DEFAULT_DAYS,
  MENTOR_SLOT_RANGE_MAX_DAYS,
  MENTORSHIP_MESSAGES,
  weeklySlots,
  type MentorStatus,
  type Slot,
} from '@esdc/core/mentorship';
import type { Mentor, MentorApplicationItem, MentorListQuery, MentorProfile, SlotQuery } from '@esdc/core/mentorship-schemas';
import { sql } from 'kysely';
import type { Db } from '../../db/db.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';

/*
 * Mentorship reads (docs/requirements.md §2 Mentorship): the approved mentors with their topics, availability, rating
 * and next free slots; one mentor's free slots in a span; the admins' list of applications.
 */

const DAY = 86_400_000;

/** The columns of a mentor every read selects, with the member's public name. */
function mentorRows(db: Db) {
  return db
    .selectFrom('mentors as m')
    .leftJoin('users as u', (j) => j.onRef('u.id', '=', 'm.user_id').on('u.deleted_at', 'is', null))
    .select([
      'm.id',
      'm.user_id',
      'm.bio',
      'm.time_zone',
      'm.session_minutes',
      'm.status',
      'm.created_at',
      'm.decided_at',
      'u.name as member_name',
      'u.username as member_username',
    ]);
}
type MentorRow = Awaited<ReturnType<ReturnType<typeof mentorRows>['execute']>>[number];

/** Topics, availability and ratings of some mentors, by mentor id. */
async function mentorDetails(db: Db, ids: number[]) {
  if (ids.length === 0)
    return { topics: new Map<number, string[]>(), windows: new Map<number, Mentor['availability']>(), ratings: new Map<number, { avg: number; n: number }>() };
  const [topicRows, windowRows, ratingRows] = await Promise.all([
    db
      .selectFrom('mentor_topics as mt')
      .innerJoin('technologies as t', 't.id', 'mt.technology_id')
      .select(['mt.mentor_id', 't.name'])
      .where('mt.mentor_id', 'in', ids)
      .orderBy('t.name')
      .execute(),
    db
      .selectFrom('mentor_availability')
      .select(['mentor_id', 'weekday', 'start_time', 'end_time'])
      .where('mentor_id', 'in', ids)
      .orderBy('weekday')
      .orderBy('start_time')
      .execute(),
    db
      .selectFrom('mentorship_sessions')
      .select(['mentor_id', sql<number>`avg(rating)`.as('avg'), sql<number>`count(rating)`.as('n')])
      .where('mentor_id', 'in', ids)
      .where('rating', 'is not', null)
      .groupBy('mentor_id')
      .execute(),
  ]);
  const topics = new Map<number, string[]>();
  for (const r of topicRows) topics.set(r.mentor_id, [...(topics.get(r.mentor_id) ?? []), r.name]);
  const windows = new Map<number, Mentor['availability']>();
  for (const r of windowRows) windows.set(r.mentor_id, [...(windows.get(r.mentor_id) ?? []), { weekday: r.weekday, start: r.start_time, end: r.end_time }]);
  const ratings = new Map(ratingRows.map((r) => [r.mentor_id, { avg: Number(r.avg), n: Number(r.n) }]));
  return { topics, windows, ratings };
}

/** The booked starts of a mentor in [from, to), as epoch milliseconds. */
async function bookedStarts(db: Db, mentorId: number, from: Date, to: Date): Promise<Set<number>> {
  const rows = await db
    .selectFrom('mentorship_sessions')
    .select('starts_at')
    .where('mentor_id', '=', mentorId)
    .where('status', '=', 'booked')
    .where('starts_at', '>=', from.toISOString())
    .where('starts_at', '<', to.toISOString())
    .execute();
  return new Set(rows.map((r) => Date.parse(r.starts_at)));
}

/** What the slot computation needs of a mentor. */
export interface SlotSource {
  id: number;
  time_zone: string;
  session_minutes: number;
  availability: Mentor['availability'];
}

/**
 * A mentor's free slots in [from, to) (docs/requirements.md §2 Mentorship): their weekly availability in their zone,
 * cut into sessions, only those starting after `now`, without the booked ones.
 * @param db the database (or the booking's transaction)
 * @returns the slots, earliest first
 */
async function freeSlots(db: Db, mentor: SlotSource, from: Date, to: Date, now: Date): Promise<Slot[]> {
  const start = new Date(Math.max(from.getTime(), now.getTime() + 1));
  if (start >= to) return [];
  const booked = await bookedStarts(db, mentor.id, start, to);
  return weeklySlots(mentor.availability, mentor.time_zone, mentor.session_minutes, start, to).filter((s) => !booked.has(Date.parse(s.starts_at)));
}

/** A mentor row with its details as the API answers it (without next slots). */
function toItem(row: MentorRow, details: Awaited<ReturnType<typeof mentorDetails>>): MentorApplicationItem {
  const rating = details.ratings.get(row.id);
  return {
    id: row.id,
    member: row.user_id !== null && row.member_name !== null ? { id: row.user_id, name: row.member_name, username: row.member_username ?? '' } : null,
    topics: details.topics.get(row.id) ?? [],
    bio: row.bio,
    time_zone: row.time_zone,
    session_minutes: row.session_minutes,
    availability: details.windows.get(row.id) ?? [],
    status: row.status as MentorStatus,
    rating: rating ? Math.round(rating.avg * 10) / 10 : null,
    rating_count: rating?.n ?? 0,
    created_at: row.created_at,
    decided_at: row.decided_at,
  };
}

/** Adds the next free slots to a mentor. */
async function withNextSlots(db: Db, item: MentorApplicationItem, now: Date): Promise<Mentor> {
  const slots = item.status === 'approved' ? await freeSlots(db, item, now, new Date(now.getTime() + MENTOR_SLOT_RANGE_DEFAULT_DAYS * DAY), now) : [];
  return { ...item, next_slots: slots.slice(0, MENTOR_NEXT_SLOTS) };
}

/** The condition of a mentor shown to members: approved, and their account not deleted. */
const listed = (q: ReturnType<typeof mentorRows>) => q.where('m.status', '=', 'approved').where('u.id', 'is not', null);

/**
 * The approved mentors (docs/requirements.md §2 Mentorship), optionally of one topic (a technology's name, any case),
 * oldest approval first, each with the next free slots.
 * @returns one page and the total
 */
export async function listMentors(db: Db, query: MentorListQuery, now: Date): Promise<{ items: Mentor[]; total: number }> {
  let base = listed(mentorRows(db));
  if (query.topic) {
    const topic = query.topic.toLowerCase();
    base = base.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('mentor_topics as mt')
          .innerJoin('technologies as t', 't.id', 'mt.technology_id')
          .select('mt.mentor_id')
          .whereRef('mt.mentor_id', '=', 'm.id')
          .where(sql<string>`lower(t.name)`, '=', topic),
      ),
    );
  }
  const [rows, count] = await Promise.all([
    base.orderBy('m.decided_at').orderBy('m.id').limit(query.limit).offset(query.offset).execute(),
    base
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  const details = await mentorDetails(
    db,
    rows.map((r) => r.id),
  );
  const items = await Promise.all(rows.map((r) => withNextSlots(db, toItem(r, details), now)));
  return { items, total: Number(count.n) };
}

/** An approved, listed mentor. @throws AppError 404 'Mentor not found' */
export async function listedMentor(db: Db, id: number): Promise<MentorApplicationItem> {
  const row = await listed(mentorRows(db)).where('m.id', '=', id).executeTakeFirst();
  if (!row) throw notFound(MENTORSHIP_MESSAGES.mentorNotFound);
  return toItem(row, await mentorDetails(db, [id]));
}

/**
 * One approved mentor's profile with the next free slots and their latest feedback (ratings and comments, without
 * the mentees' names).
 * @throws AppError 404 'Mentor not found'
 */
export async function getMentor(db: Db, id: number, now: Date): Promise<MentorProfile> {
  const mentor = await withNextSlots(db, await listedMentor(db, id), now);
  const feedback = await db
    .selectFrom('mentorship_sessions')
    .select(['rating', 'feedback', 'feedback_at'])
    .where('mentor_id', '=', id)
    .where('rating', 'is not', null)
    .orderBy('feedback_at', 'desc')
    .limit(10)
    .execute();
  return { ...mentor, feedback: feedback.map((f) => ({ rating: f.rating!, comment: f.feedback, created_at: f.feedback_at! })) };
}

/**
 * The free slots of an approved mentor in a span (default: from now for MENTOR_SLOT_RANGE_DEFAULT_DAYS days).
 * @throws AppError 404 'Mentor not found'; 400 'To must be after from', 'The range can be at most 31 days'
 */
export async function mentorSlots(db: Db, id: number, query: SlotQuery, now: Date): Promise<Slot[]> {
  const from = query.from ? new Date(query.from) : now;
  const to = query.to ? new Date(query.to) : new Date(from.getTime() + MENTOR_SLOT_RANGE_DEFAULT_DAYS * DAY);
  if (to <= from) throw badRequest(MENTORSHIP_MESSAGES.invalidRange);
  if (to.getTime() - from.getTime() > MENTOR_SLOT_RANGE_MAX_DAYS * DAY) throw badRequest(MENTORSHIP_MESSAGES.rangeTooLong);
  const mentor = await listedMentor(db, id);
  return freeSlots(db, mentor, from, to, now);
}

/**
 * The admins' list of mentor applications of one status, oldest first.
 * @returns one page and the total
 */
export async function listApplications(
  db: Db,
  query: { status: MentorStatus; limit: number; offset: number },
): Promise<{ items: MentorApplicationItem[]; total: number }> {
  const base = mentorRows(db).where('m.status', '=', query.status);
  const [rows, count] = await Promise.all([
    base.orderBy('m.created_at').orderBy('m.id').limit(query.limit).offset(query.offset).execute(),
    base
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  const details = await mentorDetails(
    db,
    rows.map((r) => r.id),
  );
  return { items: rows.map((r) => toItem(r, details)), total: Number(count.n) };
}

/** One mentor record of any status. @throws AppError 404 'Mentor application not found' */
export async function getApplication(db: Db, id: number): Promise<MentorApplicationItem> {
  const row = await mentorRows(db).where('m.id', '=', id).executeTakeFirst();
  if (!row) throw notFound(MENTORSHIP_MESSAGES.applicationNotFound);
  return toItem(row, await mentorDetails(db, [id]));
}

/** The member's own mentor record (any status), or null when they never applied. */
export async function myMentor(db: Db, userId: number): Promise<MentorApplicationItem | null> {
  const row = await mentorRows(db).where('m.user_id', '=', userId).executeTakeFirst();
  return row ? toItem(row, await mentorDetails(db, [row.id])) : null;
}
