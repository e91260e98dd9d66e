import { CHECK_IN_CODE_LENGTH, checkInCodeFromBytes, EVENT_CATEGORIES, EVENT_MODES } from '@esdc/core/event';
import { eventCancelSchema, eventCreateSchema, eventStatusSchema } from '@esdc/core/event-schemas';
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { DB } from '../../db/schema.ts';
import type { SeedOptions } from '../../feature-manifest.ts';
import { checkedAs, featureContentDir, loadContent, memberRef, memberRefs, shippedImage } from '../../platform/seed-content.ts';

/*
 * Demo events (SPEC §2 Events: "Seed realistic past and upcoming events"): completed workshops and talks with
 * registrations and check-ins, upcoming ones with registrations, and one cancelled. Dates are relative to the seeding
 * clock; organisers and attendees are demo members (by username).
 */

/** This feature's content folder (./seed-content when run from source). */
const CONTENT = featureContentDir(import.meta.url, 'events');

/** Set once the demo events are loaded. */
export const DEMO_EVENTS_FLAG = 'seed_demo_events_v1';

const DAY = 86_400_000;
const HOUR = 3_600_000;

/**
 * A demo event: the create fields (its own picture from apps/web/public/images/events, drawn by
 * scripts/generate-seed-images.mjs), its start in days from the seeding clock (negative = past) and the hour (UTC)
 * it starts at, its length in hours and status, the creator and organisers by username, the members registered in
 * sign-up order (beyond `max_participants` they are waitlisted), who of them was checked in (past events), and the
 * reason it was cancelled. The dates are checked as the API checks them from an arbitrary day.
 */
const eventSchema = z
  .object({
    title: z.string(),
    image_url: shippedImage,
    description: z.string(),
    category: z.enum(EVENT_CATEGORIES),
    mode: z.enum(EVENT_MODES),
    location: z.string(),
    startDays: z.int(),
    startHour: z.int().min(0).max(23),
    hours: z.number().positive(),
    status: eventStatusSchema,
    max_participants: z.int().nullable(),
    creator: memberRef,
    organizers: memberRefs,
    tags: z.array(z.string()),
    attendees: memberRefs,
    checkedIn: memberRefs.optional(),
    cancellation_reason: eventCancelSchema.shape.reason.optional(),
  })
  .superRefine(
    checkedAs(eventCreateSchema, (e) => {
      const start = Date.UTC(2026, 0, 1) + e.startDays * DAY + e.startHour * HOUR;
      const { title, description, category, mode, location, max_participants, tags } = e;
      const dates = { start_date: new Date(start).toISOString(), end_date: new Date(start + e.hours * HOUR).toISOString() };
      return { title, description, category, mode, location, max_participants, tags, ...dates, status: 'published' };
    }),
  );

/** The demo events (seed-content/events.json), oldest first. */
export const SEED_EVENTS = loadContent('events.json', eventSchema, CONTENT);

/** A deterministic check-in code per event and member (seeding is reproducible). */
function seedCode(title: string, username: string): string {
  return checkInCodeFromBytes(createHash('sha256').update(`${title}\n${username}`).digest().subarray(0, CHECK_IN_CODE_LENGTH));
}

/**
 * Loads {@link SEED_EVENTS} once per database (flag {@link DEMO_EVENTS_FLAG}), after the demo members: dates relative
 * to `now`, organisers and attendees among the demo members (missing or inactive ones are skipped), registrations
 * beyond capacity waitlisted in order, and check-ins on past events.
 * @returns whether they were loaded on this run
 */
export async function seedDemoEvents(db: Kysely<DB>, { now }: SeedOptions): Promise<boolean> {
  const flags = await db.selectFrom('app_settings').select('key').where('key', 'in', ['seed_demo_v1', DEMO_EVENTS_FLAG]).execute();
  if (!flags.some((f) => f.key === 'seed_demo_v1') || flags.some((f) => f.key === DEMO_EVENTS_FLAG)) return false;
  await db.transaction().execute(async (trx) => {
    const names = [...new Set(SEED_EVENTS.flatMap((e) => [e.creator, ...e.organizers, ...e.attendees]))];
    const users = await trx.selectFrom('users').select(['id', 'username', 'status']).where('username', 'in', names).execute();
    const idOf = new Map(users.filter((u) => u.status === 'active').map((u) => [u.username, u.id]));
    const ids = (list: readonly string[]) => list.flatMap((n) => (idOf.has(n) ? [[n, idOf.get(n)!] as const] : []));
    for (const e of SEED_EVENTS) {
      const dayStart = Math.floor(now.getTime() / DAY) * DAY;
      const start = new Date(dayStart + e.startDays * DAY + e.startHour * HOUR);
      const end = new Date(start.getTime() + e.hours * HOUR);
      const createdAt = new Date(Math.min(now.getTime(), start.getTime()) - 14 * DAY).toISOString();
      const seated = ids(e.attendees).slice(0, e.max_participants ?? Infinity);
      const { id } = await trx
        .insertInto('events')
        .values({
          title: e.title,
          description: e.description,
          status: e.status,
          category: e.category,
          location: e.location,
          mode: e.mode,
          start_date: start.toISOString(),
          end_date: end.toISOString(),
          max_participants: e.max_participants,
          registered_participants: seated.length,
          attendance_points: 0,
          image_id: null,
          image_url: e.image_url,
          registration_url: null,
          created_by: idOf.get(e.creator) ?? null,
          cancellation_reason: e.cancellation_reason ?? null,
          created_at: createdAt,
          updated_at: createdAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (e.tags.length > 0)
        await trx
          .insertInto('event_tags')
          .values(e.tags.map((name, position) => ({ event_id: id, name, position })))
          .execute();
      const organizers = ids(e.organizers);
      if (organizers.length > 0) {
        await trx
          .insertInto('event_organizers')
          .values(organizers.map(([, user_id], position) => ({ event_id: id, user_id, position })))
          .execute();
      }
      const checkedBy = idOf.get(e.creator) ?? null;
      for (const [i, [name, user_id]] of ids(e.attendees).entries()) {
        const checked = e.checkedIn?.includes(name) === true && i < (e.max_participants ?? Infinity);
        await trx
          .insertInto('event_registrations')
          .values({
            event_id: id,
            user_id,
            status: i < (e.max_participants ?? Infinity) ? 'registered' : 'waitlisted',
            code: seedCode(e.title, name),
            created_at: new Date(Date.parse(createdAt) + (i + 1) * HOUR).toISOString(),
            checked_in_at: checked ? new Date(start.getTime() + 10 * 60_000 + i * 60_000).toISOString() : null,
            checked_in_by: checked ? checkedBy : null,
          })
          .execute();
      }
    }
    await trx.insertInto('app_settings').values({ key: DEMO_EVENTS_FLAG, value: now.toISOString() }).execute();
  });
  return true;
}
