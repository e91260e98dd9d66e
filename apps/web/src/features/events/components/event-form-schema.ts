import type { Event } from '@esdc/core/event';
import { eventCreateSchema, type EventCreateInput } from '@esdc/core/event-schemas';
import { digitsToNumber } from '@esdc/core/input';
import type { Image } from '@esdc/core/image';
import { splitCommaList } from '@esdc/core/project';
import { z } from 'zod';
import { fromDateTimeLocal, toDateTimeLocal } from '../lib/event-time';

/** An organiser picked in the editor: the member's id, and what identifies them on the chip. */
export interface PickedOrganizer {
  id: number;
  name: string;
  detail: string;
}

/**
 * The event editor's fields as typed (SPEC §5 Event; §2 Events editor): text as typed, dates as `datetime-local`
 * values in the member's time zone, capacity and points as digits ('' for none), tags comma separated, the uploaded
 * image and the organisers as picked.
 */
const editorFieldsSchema = z.object({
  title: z.string(),
  description: z.string(),
  category: z.string(),
  mode: z.string(),
  location: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  max_participants: z.string(),
  attendance_points: z.string(),
  tags: z.string(),
  registration_url: z.string(),
  image_url: z.string(),
  images: z.array(z.custom<Image>()),
  organizers: z.array(z.custom<PickedOrganizer>()),
});
/** What the editor holds. */
export type EventFormValues = z.input<typeof editorFieldsSchema>;

/**
 * The editor's values as the API's body, before validation: dates read in `timeZone` and sent as UTC (a malformed
 * one is passed on as typed, so the core schema answers 'Invalid start date'), empty capacity = unlimited, empty
 * points = 0, tags split on commas, the uploaded image by id (it wins over the URL on the server).
 * @param timeZone an IANA zone; undefined for the browser's
 */
function eventFormToBody(values: EventFormValues, timeZone?: string) {
  return {
    title: values.title,
    description: values.description,
    category: values.category,
    mode: values.mode,
    location: values.location.trim() ? values.location : null,
    start_date: fromDateTimeLocal(values.start_date, timeZone) ?? values.start_date,
    end_date: fromDateTimeLocal(values.end_date, timeZone) ?? values.end_date,
    max_participants: values.max_participants.trim() === '' ? null : digitsToNumber(values.max_participants.trim()),
    attendance_points: values.attendance_points.trim() === '' ? 0 : digitsToNumber(values.attendance_points.trim()),
    tags: splitCommaList(values.tags),
    registration_url: values.registration_url.trim() ? values.registration_url.trim() : null,
    image_url: values.image_url.trim() ? values.image_url.trim() : null,
    image_id: values.images[0]?.id ?? null,
    organizer_ids: values.organizers.map((o) => o.id),
  };
}

/**
 * The editor's schema: its fields converted by {@link eventFormToBody}, then validated by core's `eventCreateSchema`,
 * the schema the server applies (its messages land on the field of the same name: 'Title must be at least 5
 * characters long', 'Start date must be before end date' on the end date, ...).
 * @param timeZone an IANA zone; undefined for the browser's
 */
export function eventFormSchema(timeZone?: string) {
  // The choices (category, mode) are plain strings until the core schema checks them.
  return editorFieldsSchema.transform((values) => eventFormToBody(values, timeZone) as EventCreateInput).pipe(eventCreateSchema);
}
/** What the editor submits: the create body (the edit form sends the same fields, without the status). */
export type EventFormOutput = z.output<ReturnType<typeof eventFormSchema>>;

/** An empty editor (create): an in-person workshop, no limits. */
export const EMPTY_EVENT_FORM: EventFormValues = {
  title: '',
  description: '',
  category: 'Workshop',
  mode: 'offline',
  location: '',
  start_date: '',
  end_date: '',
  max_participants: '',
  attendance_points: '',
  tags: '',
  registration_url: '',
  image_url: '',
  images: [],
  organizers: [],
};

/**
 * The editor filled from a stored event (edit), its dates shown in `timeZone`.
 * @param timeZone an IANA zone; undefined for the browser's
 */
export function eventToFormValues(event: Event, timeZone?: string): EventFormValues {
  return {
    title: event.title,
    description: event.description,
    category: event.category,
    mode: event.mode,
    location: event.location ?? '',
    start_date: toDateTimeLocal(event.start_date, timeZone),
    end_date: toDateTimeLocal(event.end_date, timeZone),
    max_participants: event.max_participants === null ? '' : String(event.max_participants),
    attendance_points: event.attendance_points ? String(event.attendance_points) : '',
    tags: event.tags.join(', '),
    registration_url: event.registration_url ?? '',
    image_url: event.image_url ?? '',
    images: event.image ? [event.image] : [],
    organizers: event.organizers.map((o) => ({ id: o.id, name: o.name, detail: `@${o.username}` })),
  };
}
