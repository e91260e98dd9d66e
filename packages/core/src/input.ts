import { z } from 'zod';
import { IMAGE_URL_PATTERN } from './image.ts';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './constants.ts';

/*
 * Bounded, canonical input (DESIGN API conventions: "every string has a maximum length; text is NFC-normalised
 * with NUL and invisible format characters refused or stripped before length rules; ids and numbers are plain
 * decimal digits within the column's range; every regular expression applied to input runs in linear time").
 * Every schema that reads text, ids or numbers from a request is built from these pieces.
 */

/** Largest value of the database's integer columns (ids, points, scores): 2^31 − 1. */
export const INT32_MAX = 2_147_483_647;

/** Control characters other than tab, line feed and carriage return (C0, DEL and C1), NUL included. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
/** What a single-line field refuses besides controls: line feed, carriage return, tab, and the line and paragraph separators. */
const LINE_BREAKS = /[\t\n\r\u2028\u2029]/;
/**
 * Invisible format characters (Unicode category Cf: zero-width spaces, joiners, word joiner, BOM, bidi marks,
 * soft hyphen, …). Stripped from text; the zero-width (non-)joiners U+200C/U+200D are kept inside text because
 * some scripts and emoji sequences need them, and trimmed from its ends.
 */
const FORMAT_CHARACTERS = /\p{Cf}/gu;
const keepJoiner = (char: string) => (char === '\u200C' || char === '\u200D' ? char : '');
/** What {@link canonicalText} trims from both ends: white space and the joiners U+200C/U+200D. */
const isTrimmable = (char: string) => /^[\s\u200C\u200D]$/u.test(char);

/**
 * Whether a text holds a control character that no field accepts (NUL and the other C0/C1 controls; tab, line
 * feed and carriage return are allowed). PostgreSQL cannot store NUL, so it must never reach a query.
 * @param value raw input
 */
export function hasControlCharacters(value: string): boolean {
  return CONTROL_CHARACTERS.test(value);
}

/**
 * The canonical form of a text, measured by every length rule: NFC-normalised, invisible format characters
 * removed, white space and joiners trimmed from both ends. Linear in the length of the input.
 * @param value raw input (already free of control characters)
 * @returns the canonical text, possibly empty
 */
export function canonicalText(value: string): string {
  const cleaned = value.normalize('NFC').replace(FORMAT_CHARACTERS, keepJoiner);
  const chars = Array.from(cleaned);
  let start = 0;
  let end = chars.length;
  while (start < end && isTrimmable(chars[start]!)) start += 1;
  while (end > start && isTrimmable(chars[end - 1]!)) end -= 1;
  return start === 0 && end === chars.length ? cleaned : chars.slice(start, end).join('');
}

/**
 * Length checks run on text only. (zod runs length checks on anything with a length, so without this an array
 * sent for a name would get 'must be text' and 'must be at least 3 characters long' at once.)
 */
const isText = (payload: { value: unknown; issues: readonly unknown[] }) => typeof payload.value === 'string' && payload.issues.length === 0;
/** A length check's params with {@link isText} as its `when` (a documented check option that zod's length-check types omit). */
const onText = (message: string) => ({ message, when: isText }) as { message: string };

/** How a text field is named and bounded. */
export interface TextOptions {
  /** The field's name as messages say it, capitalised ('Name', 'Project title'). */
  label: string;
  /** Longest canonical length, in characters (UTF-16 code units, as the database measures `varchar`). */
  max: number;
  /** Shortest canonical length; a shorter non-empty value gets `minMessage`. */
  min?: number;
  /** Message when the field is missing or empty after canonicalisation; absent: empty is allowed. */
  requiredMessage?: string;
  /** Message for a value shorter than `min` (default '{label} must be at least {min} characters long'). */
  minMessage?: string;
  /** Message for a value longer than `max` (default '{label} must be at most {max} characters long'). */
  maxMessage?: string;
  /**
   * A one-line field (titles, names): line breaks and tabs are refused too ('{label} cannot contain line breaks or
   * tabs'), so the value can never spill into a header, a calendar line or a mail subject.
   */
  singleLine?: boolean;
}

/**
 * A text field: refuses control characters ('{label} contains invalid characters'), and for a `singleLine` field line
 * breaks and tabs ('{label} cannot contain line breaks or tabs'), then measures the
 * {@link canonicalText} form against its bounds. A wrong type, a missing value or invalid characters give that one
 * message and stop; otherwise too short or too long. (An object's own rules, such as 'Passwords do not match',
 * still run beside a field that is too short; the server answers one message per field.) Chain `.regex()`
 * (linear-time patterns only) or `.toLowerCase()`.
 * @returns a zod string schema that parses to the canonical text
 */
export function textSchema(options: TextOptions) {
  const { label, max, min, requiredMessage } = options;
  let schema = z
    .string({ error: (issue) => (issue.input == null ? (requiredMessage ?? `${label} is required`) : `${label} must be text`) })
    .refine((v) => !hasControlCharacters(v), { message: `${label} contains invalid characters`, abort: true })
    .refine((v) => !options.singleLine || !LINE_BREAKS.test(v), { message: `${label} cannot contain line breaks or tabs`, abort: true })
    .overwrite(canonicalText);
  if (requiredMessage) schema = schema.min(1, { ...onText(requiredMessage), abort: true });
  if (min !== undefined && min > 1) schema = schema.min(min, onText(options.minMessage ?? `${label} must be at least ${min} characters long`));
  return schema.max(max, onText(options.maxMessage ?? `${label} must be at most ${max} characters long`));
}

/**
 * An optional text field: like {@link textSchema}, and an absent, null or empty value parses to null.
 * @returns a zod schema of `string | null` (undefined when absent)
 */
export function optionalTextSchema(options: Omit<TextOptions, 'requiredMessage' | 'min'>) {
  return textSchema(options)
    .nullable()
    .transform((v) => (v ? v : null))
    .optional();
}

/**
 * An optional web address: an http(s) URL of at most 500 characters ('{label} must be a valid URL',
 * '{label} is too long'); an absent, null or empty value parses to null.
 * @param label the field's name in messages
 * @param options `uploaded`: also accept the path of one of our uploaded images' variants (`/media/<key>/card.webp`);
 *   the server then checks whose image it is
 * @returns a zod schema of `string | null` (undefined when absent)
 */
export function optionalUrlSchema(label: string, options: { uploaded?: boolean } = {}) {
  return textSchema({ label, max: 500, maxMessage: `${label} is too long` })
    .refine((v) => v === '' || /^https?:\/\/\S+$/i.test(v) || (options.uploaded === true && IMAGE_URL_PATTERN.test(v)), `${label} must be a valid URL`)
    .nullable()
    .transform((v) => (v ? v : null))
    .optional();
}

/** Plain decimal digits, the only way a number may be written in a path, a query or a form value. */
const DECIMAL = /^[0-9]{1,30}$/;

/**
 * Turns plain decimal digits (text from a path, a query string or a form field) into a number and leaves everything
 * else as it is, so a number schema refuses booleans, `'0x10'`, `'1e3'`, `' 1'`, `'1.5'` and `''` with the field's own
 * message.
 * @param value what was typed or sent
 * @returns the number the digits write, or `value` unchanged
 */
export function digitsToNumber<T>(value: T): T | number {
  return typeof value === 'string' && DECIMAL.test(value) ? Number(value) : value;
}

/** How a whole-number field is named and bounded. */
export interface WholeNumberOptions {
  /** The message for anything that is not a whole number in range, unless one of the others below says more. */
  message: string;
  min: number;
  max: number;
  /** Message for a value that is not a number at all (default: `message`). */
  typeMessage?: string;
  /** Message for a number with a fraction (default: `message`). */
  intMessage?: string;
  /** Message for a value above `max` (default: `message`). */
  maxMessage?: string;
}

/**
 * A whole number in a JSON body: a JSON number only (DESIGN API conventions: input is canonical). `"2"`, `true`,
 * `1.5` and values out of range are refused with the field's message.
 * @returns a zod schema parsing to a safe integer in [min, max]
 */
export function wholeNumberSchema(options: WholeNumberOptions) {
  return z
    .number({ error: options.typeMessage ?? options.message })
    .int(options.intMessage ?? options.message)
    .min(options.min, options.message)
    .max(options.max, options.maxMessage ?? options.message);
}

/**
 * A number field read from text (a path, a query string, a form's text input): plain decimal digits become a number
 * before `schema` checks it; anything else (`'0x10'`, `'1e3'`, `' 1'`, `'1.5'`, `''`) reaches `schema` unchanged and is
 * refused with its message. JSON bodies never use it: their numbers are JSON numbers.
 * @param schema the field's number schema
 * @returns a zod schema taking digits or a number
 */
export function fromDigits<T extends z.ZodType>(schema: T) {
  return z.preprocess(digitsToNumber, schema);
}

/**
 * A whole number in a query string, where every value is text: plain decimal digits only (see {@link fromDigits}).
 * @returns a zod schema parsing to a safe integer in [min, max]
 */
export function queryWholeNumberSchema(options: WholeNumberOptions) {
  return fromDigits(wholeNumberSchema(options));
}

/** The status a validation issue asks for instead of 400 (read by the server's error handler). */
export interface IssueStatus {
  status: 404;
}

/**
 * A database id as a JSON number ('Invalid {entity} id' otherwise, 400). An id beyond the column's range
 * ({@link INT32_MAX}) cannot exist: it answers 404 '{Entity} not found' (the issue carries `params: { status: 404 }`).
 * @param entity lower-case name of what the id names ('project', 'user', 'challenge')
 */
function idNumberSchema(entity: string) {
  const invalid = `Invalid ${entity} id`;
  const notFound = `${entity.charAt(0).toUpperCase()}${entity.slice(1)} not found`;
  return z
    .number({ error: invalid })
    .refine((n) => n <= INT32_MAX, { message: notFound, params: { status: 404 } satisfies IssueStatus, abort: true })
    .int(invalid)
    .min(1, invalid);
}

/**
 * A database id in a JSON body: a JSON number only (`"2"` is refused with 'Invalid {entity} id'); beyond the column's
 * range 404 '{Entity} not found'.
 * @param entity lower-case name of what the id names
 */
export function bodyIdSchema(entity: string) {
  return idNumberSchema(entity);
}

/**
 * A database id in a path or a query string: plain decimal digits ('Invalid {entity} id' otherwise, 400); beyond the
 * column's range 404 '{Entity} not found'.
 * @param entity lower-case name of what the id names ('project', 'user', 'challenge')
 */
export function idSchema(entity: string) {
  return fromDigits(idNumberSchema(entity));
}

/**
 * Path params `{ id }` of a route about one entity.
 * @param entity lower-case name of what the id names
 */
export function idParamsSchema(entity: string) {
  return z.object({ id: idSchema(entity) });
}

/** Page size bounds of a list. */
export interface PageOptions {
  /** Default `limit` (default {@link DEFAULT_PAGE_SIZE}). */
  defaultLimit?: number;
  /** Largest `limit` (default {@link MAX_PAGE_SIZE}). */
  maxLimit?: number;
}

/**
 * The paging query of every list (DESIGN: lists are paginated): `limit` 1..maxLimit ('Invalid limit') and
 * `offset` ≥ 0 ('Invalid offset'), plain decimal digits.
 * @returns the zod shape to spread into a query object
 */
export function pageQueryShape(options: PageOptions = {}) {
  return {
    limit: queryWholeNumberSchema({ message: 'Invalid limit', min: 1, max: options.maxLimit ?? MAX_PAGE_SIZE }).default(
      options.defaultLimit ?? DEFAULT_PAGE_SIZE,
    ),
    offset: queryWholeNumberSchema({ message: 'Invalid offset', min: 0, max: INT32_MAX }).default(0),
  };
}

/**
 * The `sort` query of a list that offers several orders (DESIGN API conventions): one of `values`, 400
 * 'Invalid sort' otherwise; absent means `defaultValue`.
 * @param values the orders the list offers
 * @param defaultValue the order when `sort` is absent (one of `values`)
 * @returns a zod enum schema with its default, to put under `sort` in a query object
 */
export function sortQuerySchema<const T extends readonly [string, ...string[]]>(values: T, defaultValue: NoInfer<T[number]>) {
  return z.enum(values, { error: 'Invalid sort' }).default(defaultValue);
}

/**
 * A free-text search query (`?q=`): canonical text up to `max` characters; empty means no filter.
 * @param max longest query, in characters (default 100)
 */
export function searchQuerySchema(max = 100) {
  return textSchema({ label: 'Search', max, maxMessage: `Search must be at most ${max} characters long` })
    .transform((v) => (v ? v : undefined))
    .optional();
}
