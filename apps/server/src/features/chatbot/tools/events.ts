import { formatShortDate } from '@esdc/core/display';
import { paths } from '@esdc/core/routes';
import { sql } from 'kysely';
import { visibleEventRows } from '../../events/public.ts';
import { countOf, formatDateTime } from './format.ts';
import { searchKindIds } from './site-search.ts';
import { fact, type Fact, type ToolAnswer, type ToolContext } from './tool-types.ts';

/*
 * Events in the assistant's answers (SPEC §2 Events): upcoming events the asker may see (the events feature's
 * visibility condition; never a draft or a cancelled event), with their date and the places left.
 */

/** Events listed at most in one answer. */
const EVENTS_MAX = 5;

interface EventLine {
  id: number;
  title: string;
  start_date: string;
  max_participants: number | null;
  registered_participants: number;
}

/** What is left of an event's places: 'n places left', 'full (waitlist open)' or 'no place limit'. */
function placesLeft(e: EventLine): string {
  if (e.max_participants === null) return 'no place limit';
  const left = Math.max(0, e.max_participants - e.registered_participants);
  return left === 0 ? 'full (waitlist open)' : `${countOf(left, 'place')} left`;
}

/** An event as a fact: 'Title — Dec 3, 2026, 18:00 UTC, 12 places left: /events/12'. */
export function eventFact(e: EventLine): Fact {
  return fact(`${e.title} — ${formatDateTime(e.start_date)}, ${placesLeft(e)}`, { title: e.title, path: paths.event(e.id), kind: 'event' });
}

/**
 * The upcoming events the asker may see, soonest first: published or ongoing, not ended, not a draft or cancelled.
 * @param ids only these events (a subject's search results), or undefined for all
 */
async function upcoming(tc: ToolContext, ids?: readonly number[]): Promise<EventLine[]> {
  if (ids && ids.length === 0) return [];
  let query = tc.database.db
    .selectFrom('events')
    .select(['id', 'title', 'start_date', 'max_participants', 'registered_participants'])
    .where('status', 'in', ['published', 'ongoing'])
    .where('end_date', '>', tc.now.toISOString())
    .where(sql<boolean>`${visibleEventRows(tc.viewer)}`);
  if (ids) query = query.where('id', 'in', ids);
  return query.orderBy('start_date').orderBy('id').limit(EVENTS_MAX).execute();
}

/**
 * Events of a subject that are not coming up (cancelled, or over) as the asker may see them, with what became of
 * them: 'Title — cancelled: /events/9', 'Title — took place on Nov 2, 2026: /events/1'. Never a draft.
 * @param ids the subject's search results
 */
async function notUpcoming(tc: ToolContext, ids: readonly number[]): Promise<ToolAnswer | null> {
  if (ids.length === 0) return null;
  const rows = await tc.database.db
    .selectFrom('events')
    .select(['id', 'title', 'status', 'start_date'])
    .where('id', 'in', ids.slice(0, EVENTS_MAX))
    .where('status', '<>', 'draft')
    .where(sql<boolean>`${visibleEventRows(tc.viewer)}`)
    .orderBy('start_date', 'desc')
    .execute();
  if (rows.length === 0) return null;
  return {
    intro: 'That event is not coming up:',
    facts: rows.map((e) =>
      fact(`${e.title} — ${e.status === 'cancelled' ? 'cancelled' : `took place on ${formatShortDate(e.start_date)}`}`, {
        title: e.title,
        path: paths.event(e.id),
        kind: 'event',
      }),
    ),
  };
}

/**
 * 'What events are coming up?', 'When is the next workshop?', 'How many places are left for X?'.
 * @param subject words naming an event (its search), or none for every upcoming event
 * @param only how many to list (1 for "the next event")
 * @returns the events, or null when none is coming up (or none matches the subject)
 */
export async function upcomingEventsAnswer(tc: ToolContext, subject: readonly string[], only = EVENTS_MAX): Promise<ToolAnswer | null> {
  const ids = subject.length > 0 ? await searchKindIds(tc, subject, 'events') : undefined;
  let events = await upcoming(tc, ids);
  if (events.length === 0 && ids !== undefined && ids.length > 0) return notUpcoming(tc, ids);
  // The subject may be words of the question that no event uses ("the next meetup at the club"): then every event.
  if (events.length === 0 && ids !== undefined && only === 1) events = await upcoming(tc);
  if (events.length === 0) return null;
  const shown = events.slice(0, only);
  const intro = only === 1 ? 'The next event:' : ids ? 'Here is what I found among the upcoming events:' : 'Upcoming events:';
  return { intro, facts: shown.map(eventFact) };
}
