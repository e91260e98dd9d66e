import { CHECK_IN_CODE_LENGTH, checkInCodeFromBytes, type EventCategory, type EventMode, type EventStatus } from '@esdc/core/event';
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';

/*
 * Demo events (SPEC §2 Events: "Seed realistic past and upcoming events"): completed workshops and talks with
 * registrations and check-ins, upcoming ones with registrations, and one cancelled. Dates are relative to the seeding
 * clock; organisers and attendees are demo members (by username).
 */

/** Set once the demo events are loaded. */
export const DEMO_EVENTS_FLAG = 'seed_demo_events_v1';

interface SeedEvent {
  title: string;
  /** Its own picture (apps/web/public/images/events, drawn by scripts/generate-seed-images.mjs). */
  image: string;
  description: string;
  category: EventCategory;
  mode: EventMode;
  location: string;
  /** Start, in days from the seeding clock (negative = past), and the hour (UTC) it starts at. */
  startDays: number;
  startHour: number;
  hours: number;
  status: EventStatus;
  max: number | null;
  creator: string;
  organizers: string[];
  tags: string[];
  /** Members registered, in sign-up order (beyond `max` they are waitlisted). */
  attendees: string[];
  /** Of the registered, who was checked in (past events). */
  checkedIn?: string[];
  cancellationReason?: string;
}

/** The demo events, oldest first. */
export const SEED_EVENTS: readonly SeedEvent[] = [
  {
    title: 'Soldering 101: from through-hole to SMD',
    image: '/images/events/soldering-101.svg',
    description:
      'A hands-on evening at the soldering benches.\n\n- Tinning, joints and how to spot a cold one\n- Drag soldering an SOIC-8\n- Hot air for 0603 passives\n\nEveryone leaves with a blinking LED badge.',
    category: 'Workshop',
    mode: 'offline',
    location: 'Electronics Lab B-204',
    startDays: -42,
    startHour: 16,
    hours: 3,
    status: 'completed',
    max: 16,
    creator: 'priya',
    organizers: ['lukas'],
    tags: ['Soldering', 'Hardware'],
    attendees: ['arjun', 'sara', 'mei', 'diego', 'hannah', 'omar'],
    checkedIn: ['arjun', 'sara', 'mei', 'hannah', 'omar'],
  },
  {
    title: 'Talk: what a logic analyser tells you',
    image: '/images/events/logic-analyser-talk.svg',
    description:
      'Decoding I²C, SPI and UART with a cheap 8-channel analyser and **sigrok**: triggers, protocol decoders and the three bugs we found in our own boards.',
    category: 'Talk',
    mode: 'hybrid',
    location: 'Lecture Hall 3 and the club stream',
    startDays: -21,
    startHour: 17,
    hours: 2,
    status: 'completed',
    max: null,
    creator: 'arjun',
    organizers: [],
    tags: ['Protocols', 'Debugging'],
    attendees: ['priya', 'lukas', 'mei', 'diego', 'omar'],
    checkedIn: ['priya', 'lukas', 'diego'],
  },
  {
    title: 'Low-power design clinic',
    image: '/images/events/low-power-clinic.svg',
    description: 'Bring a board that drains its battery. We measure sleep currents with a power profiler and fix them together.',
    category: 'Clinic',
    mode: 'offline',
    location: 'Electronics Lab B-204',
    startDays: -7,
    startHour: 15,
    hours: 3,
    status: 'completed',
    max: 8,
    creator: 'mei',
    organizers: ['sara'],
    tags: ['Low power', 'Measurement'],
    attendees: ['hannah', 'arjun', 'omar'],
    checkedIn: ['hannah', 'arjun'],
  },
  {
    title: 'Arduino workshop: sensors and serial plots',
    image: '/images/events/arduino-workshop.svg',
    description:
      'A first evening with the **Arduino Uno**: read a temperature sensor, debounce a button, and plot it all in the serial plotter.\n\nBoards are provided; bring a laptop with the Arduino IDE installed.',
    category: 'Workshop',
    mode: 'offline',
    location: 'Electronics Lab B-204',
    startDays: 5,
    startHour: 16,
    hours: 3,
    status: 'published',
    max: 12,
    creator: 'priya',
    organizers: ['diego'],
    tags: ['Arduino', 'Beginners'],
    attendees: ['hannah', 'omar', 'mei'],
  },
  {
    title: 'RTOS talk: tasks, queues and priority inversion',
    image: '/images/events/rtos-talk.svg',
    description:
      'How FreeRTOS schedules tasks, when to use a queue, a semaphore or a task notification, and a live demo of priority inversion on an STM32 (and how priority inheritance fixes it).',
    category: 'Talk',
    mode: 'hybrid',
    location: 'Lecture Hall 3 and the club stream',
    startDays: 9,
    startHour: 17,
    hours: 2,
    status: 'published',
    max: null,
    creator: 'lukas',
    organizers: ['arjun'],
    tags: ['RTOS', 'FreeRTOS', 'STM32'],
    attendees: ['priya', 'sara', 'diego'],
  },
  {
    title: 'Online ESP32 session: Wi-Fi, MQTT and deep sleep',
    image: '/images/events/esp32-session.svg',
    description: 'Connect an ESP32 to the club MQTT broker, publish sensor readings and make it last months on a battery with deep sleep.',
    category: 'Workshop',
    mode: 'online',
    location: 'https://meet.esdc.example/esp32',
    startDays: 12,
    startHour: 18,
    hours: 2,
    status: 'published',
    max: 30,
    creator: 'sara',
    organizers: [],
    tags: ['ESP32', 'IoT', 'MQTT'],
    attendees: ['omar', 'hannah'],
  },
  {
    title: 'PCB design clinic: review your KiCad layout',
    image: '/images/events/pcb-clinic.svg',
    description: 'Bring your KiCad project: we review stack-up, return paths, decoupling and footprints before you send it to the fab.',
    category: 'Clinic',
    mode: 'offline',
    location: 'Design Studio D-112',
    startDays: 16,
    startHour: 15,
    hours: 3,
    status: 'published',
    max: 3,
    creator: 'mei',
    organizers: ['lukas'],
    tags: ['PCB', 'KiCad'],
    attendees: ['arjun', 'diego', 'hannah', 'omar'],
  },
  {
    title: '24-hour embedded hackathon',
    image: '/images/events/hackathon.svg',
    description:
      'Teams of up to four build something that senses, decides and acts, in 24 hours. Dev boards, sensors and pizza provided.\n\nJudging: usefulness, robustness and a live demo.',
    category: 'Hackathon',
    mode: 'offline',
    location: 'Engineering Atrium',
    startDays: 30,
    startHour: 9,
    hours: 24,
    status: 'published',
    max: 40,
    creator: 'priya',
    organizers: ['arjun', 'sara'],
    tags: ['Hackathon', 'Teams'],
    attendees: ['diego', 'mei', 'lukas'],
  },
  {
    title: 'Rust on microcontrollers meetup',
    image: '/images/events/rust-meetup.svg',
    description: 'An informal evening about embedded Rust: embassy, RTIC and probe-rs, with short demos from members.',
    category: 'Meetup',
    mode: 'offline',
    location: 'Club room A-010',
    startDays: 20,
    startHour: 18,
    hours: 2,
    status: 'cancelled',
    max: 20,
    creator: 'diego',
    organizers: [],
    tags: ['Rust'],
    attendees: [],
    cancellationReason: 'The room is closed for maintenance that week; we will announce a new date.',
  },
];

const DAY = 86_400_000;
const HOUR = 3_600_000;

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
export async function seedDemoEvents(db: Kysely<DB>, now: Date): Promise<boolean> {
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
      const seated = ids(e.attendees).slice(0, e.max ?? Infinity);
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
          max_participants: e.max,
          registered_participants: seated.length,
          attendance_points: 0,
          image_id: null,
          image_url: e.image,
          registration_url: null,
          created_by: idOf.get(e.creator) ?? null,
          cancellation_reason: e.cancellationReason ?? null,
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
        const checked = e.checkedIn?.includes(name) === true && i < (e.max ?? Infinity);
        await trx
          .insertInto('event_registrations')
          .values({
            event_id: id,
            user_id,
            status: i < (e.max ?? Infinity) ? 'registered' : 'waitlisted',
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
