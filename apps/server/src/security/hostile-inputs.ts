import fc from 'fast-check';
import type { JsonSchema, Operation, Parameter } from './openapi-operations.ts';

/*
 * Hostile inputs for one operation of the OpenAPI document, generated with fast-check from the operation's
 * parameter and body schemas (SPEC §5 Bounded input): wrong types for each field, strings of 0/1/300/40 000 characters,
 * invisible-only strings, NUL and other control characters, numbers that are not plain decimal or do not fit
 * the database's integer columns, objects with `__proto__` / `constructor` keys, arrays where text is expected,
 * deeply nested values, bodies that are not objects, not JSON or too large.
 *
 * Every hostile value carries a label ("kind") so a failure says what was sent without printing 40 000
 * characters. A label ending in '!' marks an input the API must refuse, judged from the value and the field's
 * schema ({@link mustRefuse}; DESIGN API conventions: no NUL or control characters, no invisible-only required
 * text, ids and numbers in plain decimal within the schema's range and 32 bits, values of the declared type).
 */

// ---------------------------------------------------------------------------------------------------------------
// JSON as sent on the wire

/** JSON text sent verbatim (numbers JavaScript cannot hold, like 9007199254740993 or 1e400). */
export class RawJson {
  constructor(readonly text: string) {}
}

/** A JSON object as a list of entries, so keys such as `__proto__` reach the server as own keys. */
export class Entries {
  constructor(readonly entries: readonly (readonly [string, Wire])[]) {}
}

/** A JSON value the suite can send. */
export type Wire = null | boolean | number | string | RawJson | Entries | readonly Wire[];

/**
 * Serialises a {@link Wire} value to JSON text.
 * @returns the JSON text (`RawJson` verbatim; non-finite numbers as `null`, as JSON.stringify does)
 */
export function toJsonText(value: Wire): string {
  if (value instanceof RawJson) return value.text;
  if (value instanceof Entries) return `{${value.entries.map(([k, v]) => `${JSON.stringify(k)}:${toJsonText(v)}`).join(',')}}`;
  if (Array.isArray(value)) return `[${value.map((v: Wire) => toJsonText(v)).join(',')}]`;
  return JSON.stringify(value) ?? 'null';
}

// ---------------------------------------------------------------------------------------------------------------
// Catalogues

/** A value with the label a report shows for it. */
export interface Labeled<T> {
  kind: string;
  value: T;
}

const ZW = '\u200B';
const WJ = '\u2060';
const BOM = '\uFEFF';

/** Deeply nested object `{"a":{"a":…}}` of the given depth. */
function nested(depth: number): Wire {
  let value: Wire = 'bottom';
  for (let i = 0; i < depth; i++) value = new Entries([['a', value]]);
  return value;
}

/** Hostile texts. */
const HOSTILE_STRINGS: readonly Labeled<string>[] = [
  { kind: 'empty', value: '' },
  { kind: 'one-char', value: 'x' },
  { kind: 'long-300', value: 'x'.repeat(300) },
  { kind: 'long-40000', value: 'y'.repeat(40_000) },
  { kind: 'emoji-40000', value: '\u{1F600}'.repeat(20_000) },
  { kind: 'zero-width-1', value: ZW },
  { kind: 'zero-width-3', value: ZW + WJ + BOM },
  { kind: 'zero-width-300', value: (ZW + WJ + BOM).repeat(100) },
  { kind: 'zero-width-40000', value: ZW.repeat(40_000) },
  { kind: 'white-space-only', value: ' \t\n\r\u00A0\u3000 ' },
  { kind: 'nul', value: '\u0000' },
  { kind: 'nul-in-text', value: 'Hostile\u0000text value' },
  { kind: 'nul-300', value: 'a\u0000'.repeat(150) },
  { kind: 'control-chars', value: 'a\u0001\u0008\u001B[31m\u007F\u0085b' },
  { kind: 'bidi-override', value: '\u202Etxt.exe' },
  { kind: 'lone-surrogate', value: 'x\uD800y' },
  { kind: 'combining-300', value: `Z${'\u0301'.repeat(300)}` },
  { kind: 'nfd-text', value: 'Cafe\u0301 cre\u0300me bru\u0302le\u0301e' },
  { kind: 'html', value: '<script>alert(1)</script><img src=x onerror=alert(1)>' },
  { kind: 'sql', value: "' OR '1'='1'; DROP TABLE users; --" },
  { kind: 'like-wildcards', value: '%_%\\' },
  { kind: 'path-traversal', value: '../../../../etc/passwd' },
  { kind: 'email-backtracking-40000', value: `a@${'a.'.repeat(20_000)}@` },
  { kind: 'email-dots-40000', value: `a@${'.'.repeat(40_000)} ` },
  { kind: 'email-huge-40000', value: `${'x'.repeat(40_000)}@example.com` },
  { kind: 'proto-text', value: '__proto__' },
  { kind: 'unicode-digits', value: '\u0661\u0662\u0663' },
];

/**
 * Markdown shaped to make a renderer work hard or recurse deeply, `length` characters or fewer (a field's maximum):
 * runs of emphasis delimiters and brackets that a backtracking parser rescans (quadratic time), quotes and lists
 * nested thousands deep (a recursive parser runs out of stack), and long runs of HTML, code-span and entity
 * openers. Each is a valid text for any markdown field of at least that maximum length.
 * @param length the field's maximum length, in characters
 */
export function hostileMarkdown(length: number): Labeled<string>[] {
  const repeat = (unit: string, max = length) => unit.repeat(Math.floor(Math.min(max, length) / unit.length));
  const half = Math.floor(length / 2);
  return [
    { kind: `md-underscores-${length}`, value: repeat('_a') },
    { kind: `md-stars-${length}`, value: repeat('*a') },
    { kind: `md-mixed-delimiters-${length}`, value: repeat('**_~') },
    { kind: `md-brackets-${length}`, value: `${'['.repeat(half)}${']'.repeat(half)}` },
    { kind: `md-image-openers-${length}`, value: repeat('![') },
    { kind: `md-link-openers-${length}`, value: repeat('[a](') },
    { kind: `md-backticks-${length}`, value: repeat('`a``') },
    { kind: `md-html-openers-${length}`, value: repeat('<a ') },
    { kind: `md-entities-${length}`, value: repeat('&#x') },
    { kind: 'md-quotes-4000', value: repeat('>', 4000) },
    { kind: 'md-list-2500', value: repeat('- ', 5000) },
    { kind: 'md-quoted-lists-4000', value: repeat('> - ', 4000) },
  ];
}

/** Number-like texts: what a path, query or form value may hold instead of a plain decimal id. */
const HOSTILE_NUMBER_TEXTS: readonly Labeled<string>[] = [
  { kind: 'id-2^31', value: '2147483648' },
  { kind: 'id-2^31-1', value: '2147483647' },
  { kind: 'id-2^53+1', value: '9007199254740993' },
  { kind: 'id-huge', value: '99999999999999999999999999' },
  { kind: 'id-hex', value: '0x10' },
  { kind: 'id-exponent', value: '1e3' },
  { kind: 'id-negative', value: '-1' },
  { kind: 'id-zero', value: '0' },
  { kind: 'id-fraction', value: '1.5' },
  { kind: 'id-leading-space', value: ' 1' },
  { kind: 'id-trailing-space', value: '1 ' },
  { kind: 'id-plus', value: '+1' },
  { kind: 'id-leading-zero', value: '01' },
  { kind: 'id-nan', value: 'NaN' },
  { kind: 'id-infinity', value: 'Infinity' },
  { kind: 'id-true', value: 'true' },
  { kind: 'id-empty', value: '' },
  { kind: 'id-nul', value: '1\u0000' },
  { kind: 'id-unicode-digits', value: '\u0661' },
  { kind: 'id-fullwidth', value: '\uFF11' },
  { kind: 'id-binary', value: '0b1' },
  { kind: 'id-underscore', value: '1_0' },
];

/** JSON values of the wrong type or out of any sensible range. */
const HOSTILE_JSON: readonly Labeled<Wire>[] = [
  { kind: 'true', value: true },
  { kind: 'false', value: false },
  { kind: 'null', value: null },
  { kind: 'zero', value: 0 },
  { kind: 'negative', value: -1 },
  { kind: 'fraction', value: 1.5 },
  { kind: '2^31', value: 2_147_483_648 },
  { kind: '2^53+1', value: new RawJson('9007199254740993') },
  { kind: '1e308', value: 1e308 },
  { kind: '1e400', value: new RawJson('1e400') },
  { kind: 'minus-zero', value: new RawJson('-0') },
  { kind: 'tiny', value: 1e-7 },
  { kind: 'empty-array', value: [] },
  { kind: 'array-of-text', value: ['x'] },
  { kind: 'array-with-nul', value: ['\u0000'] },
  { kind: 'array-10000', value: Array.from({ length: 10_000 }, () => 'x') },
  { kind: 'empty-object', value: new Entries([]) },
  {
    kind: 'proto-object',
    value: new Entries([
      [
        '__proto__',
        new Entries([
          ['isAdmin', true],
          ['role', 'admin'],
        ]),
      ],
    ]),
  },
  { kind: 'constructor-object', value: new Entries([['constructor', new Entries([['prototype', new Entries([['isAdmin', true]])]])]]) },
  { kind: 'nested-200', value: nested(200) },
];

/** Path segments sent without encoding: malformed escapes and traversal. */
const RAW_SEGMENTS: readonly Labeled<string>[] = [
  { kind: 'raw-percent', value: '%' },
  { kind: 'raw-bad-escape', value: '%zz' },
  { kind: 'raw-nul', value: '%00' },
  { kind: 'raw-dot-dot', value: '..' },
  { kind: 'raw-encoded-dot-dot', value: '%2e%2e' },
  { kind: 'raw-encoded-slash', value: '1%2F2' },
  { kind: 'raw-overlong-utf8', value: '%C0%AE' },
];

/** Bodies that are not a JSON object, or not JSON, or too large, or in another media type. */
const HOSTILE_BODIES: readonly Labeled<{ text: string; contentType: string }>[] = [
  { kind: 'body-array', value: { text: '[]', contentType: 'application/json' } },
  { kind: 'body-string', value: { text: '"x"', contentType: 'application/json' } },
  { kind: 'body-number', value: { text: '1', contentType: 'application/json' } },
  { kind: 'body-null', value: { text: 'null', contentType: 'application/json' } },
  { kind: 'body-true', value: { text: 'true', contentType: 'application/json' } },
  { kind: 'body-empty', value: { text: '', contentType: 'application/json' } },
  { kind: 'body-invalid-json', value: { text: '{"a":', contentType: 'application/json' } },
  { kind: 'body-trailing-garbage', value: { text: '{} x', contentType: 'application/json' } },
  { kind: 'body-proto', value: { text: '{"__proto__":{"role":"admin","isAdmin":true}}', contentType: 'application/json' } },
  { kind: 'body-constructor', value: { text: '{"constructor":{"prototype":{"role":"admin"}}}', contentType: 'application/json' } },
  { kind: 'body-nested-10000', value: { text: `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`, contentType: 'application/json' } },
  { kind: 'body-array-nested-10000', value: { text: `${'['.repeat(10_000)}${']'.repeat(10_000)}`, contentType: 'application/json' } },
  { kind: 'body-too-large', value: { text: `{"a":"${'x'.repeat(1_100_000)}"}`, contentType: 'application/json' } },
  { kind: 'body-bom', value: { text: '\uFEFF{}', contentType: 'application/json' } },
  { kind: 'body-text-plain', value: { text: '{"title":"x"}', contentType: 'text/plain' } },
  { kind: 'body-form', value: { text: 'title=x&role=admin', contentType: 'application/x-www-form-urlencoded' } },
  { kind: 'body-utf16-charset', value: { text: '{}', contentType: 'application/json; charset=utf-16' } },
  { kind: 'body-xml', value: { text: '<a>1</a>', contentType: 'application/xml' } },
];

/** Keys a body or a query should not be able to smuggle in. */
const EXTRA_KEYS = ['__proto__', 'constructor', 'prototype', 'role', 'status', 'points', 'id', 'user_id', 'is_admin', 'password_hash'] as const;

// ---------------------------------------------------------------------------------------------------------------
// What the generators need to know about the fixture

/** Existing rows the generators can refer to, so plausible values point at real data. */
export interface FixtureRefs {
  userId: number;
  username: string;
}

/** What one case sends, before the runner resolves valid path ids. */
export interface FuzzInput {
  /** Per path parameter: a valid id (resolved by the runner; `own` asks for the caller's own) or a hostile segment. */
  path: Record<string, { type: 'valid'; own: boolean } | { type: 'hostile'; segment: string; kind: string }>;
  /** Query pairs, already percent-encoded. */
  query: [string, string][];
  body: { type: 'none' } | { type: 'raw'; text: string; contentType: string };
  /** Labels of every hostile part ('path.id=id-hex!', 'body.title=long-40000', 'body=body-proto'). */
  kinds: string[];
}

// ---------------------------------------------------------------------------------------------------------------
// Helpers

const typeOf = (schema: JsonSchema): string | undefined => {
  if (Array.isArray(schema.type)) return schema.type.find((t) => t !== 'null');
  if (schema.type) return schema.type;
  if (schema.enum) return typeof schema.enum[0];
  if (schema.properties) return 'object';
  const inner = schema.anyOf ?? schema.oneOf;
  return inner ? typeOf(inner.find((s) => s.type !== 'null') ?? {}) : undefined;
};

const labeled = <T>(items: readonly Labeled<T>[]) => fc.constantFrom(...items);

/** Percent-encodes a text; a lone surrogate (which encodeURIComponent refuses) becomes its WTF-8 bytes. */
function encodeSegment(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return Array.from(text)
      .map((ch) => {
        const code = ch.codePointAt(0)!;
        if (code >= 0xd800 && code <= 0xdfff) {
          return `%${(0xe0 | (code >> 12)).toString(16).toUpperCase()}%${(0x80 | ((code >> 6) & 0x3f)).toString(16).toUpperCase()}%${(0x80 | (code & 0x3f)).toString(16).toUpperCase()}`;
        }
        return encodeURIComponent(ch);
      })
      .join('');
  }
}

/** Largest value of the database's integer columns (ids, points, scores): 2^31 − 1. */
const INT32_MAX = 2_147_483_647;
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
/** What is left of a text once invisible format characters and white space are gone. */
const visible = (text: string) => text.replace(/\p{Cf}/gu, '').trim();
/** Decodes a percent-encoded text; undefined when the encoding is malformed. */
function safeDecode(text: string): string | undefined {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}
/** Whether a field must not accept invisible-only text (it is required, or has a minimum length). */
const needsVisibleText = (schema: JsonSchema, required: boolean) => (required && !schema.nullable) || (schema.minLength ?? 0) > 0;

/** Whether a number is outside what an integer/number field may hold (its range, and 32 bits when unbounded). */
function numberOutOfRange(n: number, schema: JsonSchema): boolean {
  if (!Number.isFinite(n)) return true;
  if (typeOf(schema) === 'integer' && !Number.isInteger(n)) return true;
  const exclusiveMin = schema.exclusiveMinimum === true || typeof schema.exclusiveMinimum === 'number';
  const min = typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum : schema.minimum;
  if (min !== undefined && (exclusiveMin ? n <= min : n < min)) return true;
  // zod writes Number.MAX_SAFE_INTEGER as the maximum of an unbounded integer: the database's columns hold 32 bits.
  const max = schema.maximum === undefined || schema.maximum >= Number.MAX_SAFE_INTEGER ? INT32_MAX : schema.maximum;
  return n > max;
}

/**
 * Whether a text sent where a schema applies (a path or query value, or a JSON string) must be refused.
 * Empty text is not judged (an empty query value may mean "no filter").
 * @param text the decoded text; undefined when its percent-encoding is malformed
 */
export function textMustRefuse(text: string | undefined, schema: JsonSchema, required: boolean): boolean {
  if (text === undefined) return true;
  if (CONTROL.test(text)) return true;
  const type = typeOf(schema);
  if (type === 'integer' || type === 'number') {
    if (text === '') return false;
    return !/^[0-9]+$/.test(text) || numberOutOfRange(Number(text), schema);
  }
  if (type !== 'string') return false;
  const seen = visible(text);
  if (seen === '') return text !== '' && needsVisibleText(schema, required);
  if (schema.maxLength !== undefined && seen.length > schema.maxLength) return true;
  // An enum may be matched loosely (case, spaces, dashes: project statuses accept 'In-Progress'); 'all' means no filter.
  const loose = (v: unknown) => String(v).trim().toLowerCase().replace(/[-\s]/g, '_');
  if (schema.enum?.length && seen !== 'all' && !schema.enum.some((e) => loose(e) === loose(seen))) return true;
  if (schema.pattern && !new RegExp(schema.pattern, 'u').test(seen)) return true;
  return false;
}

/**
 * Whether a JSON value sent for a field must be refused, judged from the value and the field's schema: wrong
 * type, NUL or control characters, invisible-only required text, over-long text, numbers that are not whole
 * or not in range (or beyond 32 bits), unknown enum values, too many items, missing required fields.
 * Free-form fields (no type) accept anything.
 * @param name the field's name (passwords are judged on type and length only)
 */
export function mustRefuse(value: Wire, schema: JsonSchema, required: boolean, name = ''): boolean {
  const type = typeOf(schema);
  if (!type) return false;
  if (value === null) return !schema.nullable;
  // A password is hashed, never stored or shown: only its type and length are judged.
  if (type === 'string' && /password/i.test(name)) {
    return typeof value !== 'string' || (schema.maxLength !== undefined && value.length > schema.maxLength) || (value === '' && required);
  }
  if (type === 'string')
    return typeof value !== 'string' || (value !== '' && textMustRefuse(value, schema, required)) || (value === '' && needsVisibleText(schema, required));
  if (type === 'integer' || type === 'number') {
    if (typeof value === 'number') return numberOutOfRange(value, schema);
    if (value instanceof RawJson) return numberOutOfRange(Number(value.text), schema);
    if (typeof value === 'string') return textMustRefuse(value, schema, required) || value === '';
    return true;
  }
  if (type === 'boolean') return typeof value !== 'boolean';
  if (type === 'array') {
    if (!Array.isArray(value)) return true;
    if (schema.maxItems !== undefined && value.length > schema.maxItems) return true;
    return value.some((item: Wire) => mustRefuse(item, schema.items ?? {}, true));
  }
  if (type === 'object') {
    if (!(value instanceof Entries)) return true;
    return Object.entries(schema.properties ?? {}).some(([name, s]) => {
      const entry = value.entries.find(([k]) => k === name);
      const isRequired = schema.required?.includes(name) ?? false;
      return entry ? mustRefuse(entry[1], s, isRequired, name) : isRequired && s.default === undefined;
    });
  }
  return false;
}

/** Adds the must-refuse mark to a label. */
const mark = (kind: string, refuse: boolean) => (refuse ? `${kind}!` : kind);

/** Variants of an enum value that must not match it. */
function enumVariants(values: readonly unknown[]): Labeled<Wire>[] {
  const first = String(values[0] ?? 'x');
  return [
    { kind: 'enum-upper', value: first.toUpperCase() === first ? first.toLowerCase() : first.toUpperCase() },
    { kind: 'enum-trailing-space', value: `${first} ` },
    { kind: 'enum-nul', value: `${first}\u0000` },
    { kind: 'enum-zero-width', value: `${first}${ZW}` },
    { kind: 'enum-array', value: [first] },
    { kind: 'enum-proto', value: '__proto__' },
    { kind: 'enum-constructor', value: 'constructor' },
  ];
}

// ---------------------------------------------------------------------------------------------------------------
// Plausible (valid-looking) values, so a case is refused for its hostile part and not for a missing field

const URL_FIELDS = /(link|url|blog|image|avatar)/i;

/**
 * A valid-looking value for a field, by its name and schema.
 * @param suffix a random number: makes emails and usernames unique, picks an enum's member
 */
function plausible(name: string, schema: JsonSchema, refs: FixtureRefs, suffix: number): Wire {
  if (schema.enum?.length) return schema.enum[suffix % schema.enum.length] as Wire;
  const type = typeOf(schema);
  if (type === 'integer' || type === 'number') {
    if (name === 'user_id') return refs.userId;
    const min = schema.minimum ?? 0;
    const exclusive = schema.exclusiveMinimum === true || (typeof schema.exclusiveMinimum === 'number' && schema.exclusiveMinimum >= min);
    const value = Math.max(1, exclusive ? min + 1 : min);
    return schema.maximum !== undefined ? Math.min(value, schema.maximum) : value;
  }
  if (type === 'boolean') return true;
  if (type === 'array') return [];
  if (type === 'object') {
    const entries = Object.entries(schema.properties ?? {})
      .filter(([key]) => schema.required?.includes(key))
      .map(([key, s]) => [key, plausible(key, s, refs, suffix)] as const);
    return new Entries(entries);
  }
  if (/email/i.test(name)) return `fz${suffix}@fuzz.example`;
  if (name === 'username') return `fz_${suffix}`;
  if (name === 'github_username') return 'octocat';
  if (/password/i.test(name)) return 'Fuzz-pass-123';
  if (URL_FIELDS.test(name)) return 'https://example.com/fuzz';
  const base = 'Fuzz plausible value for a field';
  const min = schema.minLength ?? 0;
  const text = base.length >= min ? base : base.padEnd(min, 'x');
  return schema.maxLength !== undefined ? text.slice(0, Math.max(schema.maxLength, min)) : text;
}

// ---------------------------------------------------------------------------------------------------------------
// Hostile values by schema

const randomText = fc.string({ unit: 'binary', maxLength: 40 }).map((value) => ({ kind: 'random-unicode', value }));
const randomTextWithNul = fc
  .tuple(fc.string({ unit: 'binary', maxLength: 20 }), fc.string({ unit: 'binary', maxLength: 20 }))
  .map(([a, b]) => ({ kind: 'random-with-nul', value: `${a}\u0000${b}` }));
const randomInteger = fc
  .oneof(fc.integer({ min: 2_147_483_648, max: Number.MAX_SAFE_INTEGER }), fc.integer({ min: Number.MIN_SAFE_INTEGER, max: -1 }))
  .map((value) => ({ kind: value > 0 ? 'random-int-over-2^31' : 'random-negative-int', value: value as Wire }));

/**
 * A hostile JSON value for a body field (or a nested one), by its schema. Labels are not yet marked.
 * @param refs existing rows, for plausible values inside nested objects
 */
function hostileJsonFor(schema: JsonSchema, refs: FixtureRefs, depth = 0): fc.Arbitrary<Labeled<Wire>> {
  const type = typeOf(schema);
  const texts = labeled(HOSTILE_STRINGS).map((h) => ({ kind: h.kind, value: h.value as Wire }));
  const wrong = labeled(HOSTILE_JSON);
  if (type === 'string') {
    const arbs: fc.WeightedArbitrary<Labeled<Wire>>[] = [
      { weight: 5, arbitrary: texts },
      { weight: 3, arbitrary: wrong.map((h) => ({ kind: `wrong-type:${h.kind}`, value: h.value })) },
      { weight: 1, arbitrary: labeled(HOSTILE_NUMBER_TEXTS).map((h) => ({ kind: h.kind, value: h.value as Wire })) },
      { weight: 1, arbitrary: randomText.map((h) => ({ kind: h.kind, value: h.value as Wire })) },
      { weight: 1, arbitrary: randomTextWithNul.map((h) => ({ kind: h.kind, value: h.value as Wire })) },
    ];
    if (schema.enum?.length) arbs.push({ weight: 3, arbitrary: labeled(enumVariants(schema.enum)) });
    if (schema.maxLength !== undefined && schema.maxLength < 40_000) {
      const max = schema.maxLength;
      arbs.push({
        weight: 2,
        arbitrary: fc.constantFrom<Labeled<Wire>>(
          { kind: `at-max-length-${max}`, value: 'm'.repeat(max) },
          { kind: `over-max-length-${max + 1}`, value: 'm'.repeat(max + 1) },
          { kind: `emoji-at-max-length-${max}`, value: '\u{1F600}'.repeat(Math.max(1, Math.floor(max / 2))) },
        ),
      });
    }
    return fc.oneof(...arbs);
  }
  if (type === 'integer' || type === 'number') {
    // The schema's own bounds and one step past them (a bound can still overflow what it feeds, e.g. a product).
    const bounds: Labeled<Wire>[] = [];
    if (schema.maximum !== undefined && schema.maximum < Number.MAX_SAFE_INTEGER)
      bounds.push({ kind: 'maximum', value: schema.maximum }, { kind: 'maximum+1', value: schema.maximum + 1 });
    if (schema.minimum !== undefined) bounds.push({ kind: 'minimum', value: schema.minimum }, { kind: 'minimum-1', value: schema.minimum - 1 });
    const arbs: fc.WeightedArbitrary<Labeled<Wire>>[] = [
      { weight: 4, arbitrary: wrong },
      { weight: 3, arbitrary: labeled(HOSTILE_NUMBER_TEXTS).map((h) => ({ kind: `text:${h.kind}`, value: h.value as Wire })) },
      { weight: 1, arbitrary: texts },
      { weight: 2, arbitrary: randomInteger },
    ];
    if (bounds.length) arbs.push({ weight: 3, arbitrary: labeled(bounds) });
    return fc.oneof(...arbs);
  }
  if (type === 'array') {
    const item = schema.items ?? {};
    const tooMany = (schema.maxItems ?? 50) + 1;
    return fc.oneof(
      { weight: 3, arbitrary: wrong.map((h) => ({ kind: `wrong-type:${h.kind}`, value: h.value })) },
      { weight: 2, arbitrary: texts.map((h) => ({ kind: `text:${h.kind}`, value: h.value })) },
      {
        weight: 3,
        arbitrary: fc
          .array(hostileJsonFor(item, refs, depth + 1), { minLength: 1, maxLength: 4 })
          .map((items) => ({ kind: `items[${items.map((i) => i.kind).join(',')}]`, value: items.map((i) => i.value) })),
      },
      { weight: 1, arbitrary: fc.constant({ kind: `array-${tooMany}-items`, value: Array.from({ length: tooMany }, () => 'x') as Wire }) },
      { weight: 1, arbitrary: fc.constant({ kind: 'array-10000-items', value: Array.from({ length: 10_000 }, (_, i) => `item-${i}`) as Wire }) },
    );
  }
  if (type === 'object' && schema.properties && depth < 3) {
    return fc.oneof(
      { weight: 2, arbitrary: wrong.map((h) => ({ kind: `wrong-type:${h.kind}`, value: h.value })) },
      { weight: 3, arbitrary: objectArb(schema, refs, depth + 1).map((o) => ({ kind: `{${o.kinds.join(',')}}`, value: o.value })) },
    );
  }
  // Unknown or free-form (a body the route ignores, like logout's): anything.
  return fc.oneof(wrong, texts);
}

/**
 * An object for an object schema with at least one hostile field: each other field is plausible, absent or
 * hostile, and sometimes an extra key (`__proto__`, `role`, `points`, …) rides along.
 */
function objectArb(schema: JsonSchema, refs: FixtureRefs, depth = 0): fc.Arbitrary<{ value: Wire; kinds: string[] }> {
  const props = Object.entries(schema.properties ?? {});
  if (props.length === 0) {
    return labeled(HOSTILE_JSON).map((h) => ({ value: new Entries([['anything', h.value]]), kinds: [`anything=${h.kind}`] }));
  }
  const required = new Set(schema.required ?? []);
  type Field = { mode: 'omit' } | { mode: 'plausible' } | { mode: 'hostile'; h: Labeled<Wire> };
  const fieldArb = (name: string, s: JsonSchema): fc.Arbitrary<Field> =>
    fc.oneof(
      { weight: 4, arbitrary: fc.constant<Field>({ mode: 'plausible' }) },
      { weight: 1, arbitrary: fc.constant<Field>({ mode: 'omit' }) },
      { weight: 1, arbitrary: hostileJsonFor(s, refs, depth).map((h): Field => ({ mode: 'hostile', h })) },
    );
  // Half the cases send one hostile field among plausible ones (so it is what the server judges); the others mix.
  const allPlausible = fc.constant(props.map((): Field => ({ mode: 'plausible' })));
  const fields = fc.oneof(allPlausible, fc.tuple(...props.map(([name, s]) => fieldArb(name, s))));
  const forced = fc.integer({ min: 0, max: props.length - 1 }).chain((i) => hostileJsonFor(props[i]![1], refs, depth).map((h) => ({ i, h })));
  const extra = fc.oneof(
    { weight: 3, arbitrary: fc.constant(null) },
    {
      weight: 1,
      arbitrary: fc.tuple(fc.constantFrom(...EXTRA_KEYS), fc.oneof(fc.constant<Labeled<Wire>>({ kind: 'admin', value: 'admin' }), labeled(HOSTILE_JSON))),
    },
  );
  return fc.tuple(fields, forced, extra, fc.nat({ max: 1_000_000_000 })).map(([chosen, { i, h }, extraKey, suffix]) => {
    const entries: [string, Wire][] = [];
    const kinds: string[] = [];
    props.forEach(([name, s], index) => {
      const field: Field = index === i ? { mode: 'hostile', h } : chosen[index]!;
      if (field.mode === 'omit') return;
      if (field.mode === 'plausible') entries.push([name, plausible(name, s, refs, suffix)]);
      else {
        entries.push([name, field.h.value]);
        kinds.push(`${name}=${mark(field.h.kind, mustRefuse(field.h.value, s, required.has(name), name))}`);
      }
    });
    // Registration-like bodies: keep the confirmation equal to the password unless one of them is hostile.
    const password = entries.find(([k]) => k === 'password');
    const confirm = entries.findIndex(([k]) => k === 'confirmPassword' || k === 'confirm_password');
    if (password && confirm >= 0 && !kinds.some((k) => k.startsWith('confirm'))) entries[confirm] = [entries[confirm]![0], password[1]];
    if (extraKey) {
      entries.push([extraKey[0], extraKey[1].value]);
      kinds.push(`extra-key:${extraKey[0]}=${extraKey[1].kind}`);
    }
    return { value: new Entries(entries), kinds };
  });
}

/** Hostile text for a path or query value (numbers as text, texts, raw malformed escapes). */
function hostileParamText(schema: JsonSchema): fc.Arbitrary<Labeled<string> & { raw?: boolean }> {
  const type = typeOf(schema);
  const numeric = type === 'integer' || type === 'number';
  const texts = labeled(HOSTILE_STRINGS).map((h) => ({ kind: h.kind, value: h.value }));
  const arbs: fc.WeightedArbitrary<Labeled<string> & { raw?: boolean }>[] = [
    { weight: numeric ? 5 : 2, arbitrary: labeled(HOSTILE_NUMBER_TEXTS) },
    { weight: numeric ? 2 : 5, arbitrary: texts },
    { weight: 1, arbitrary: labeled(RAW_SEGMENTS).map((h) => ({ ...h, raw: true })) },
    { weight: 1, arbitrary: randomTextWithNul },
  ];
  if (schema.enum?.length) {
    arbs.push({ weight: 3, arbitrary: labeled(enumVariants(schema.enum)).filter((h) => typeof h.value === 'string') as fc.Arbitrary<Labeled<string>> });
  }
  return fc.oneof(...arbs);
}

// ---------------------------------------------------------------------------------------------------------------
// One operation

/** The query part of a case: each parameter absent, plausible or hostile; at least one hostile if any exist. */
function queryArb(params: Parameter[], refs: FixtureRefs): fc.Arbitrary<{ pairs: [string, string][]; kinds: string[] }> {
  type Q = { mode: 'omit' } | { mode: 'plausible' } | { mode: 'hostile'; h: Labeled<string> & { raw?: boolean } } | { mode: 'repeated'; h: Labeled<string> };
  const paramArb = (p: Parameter): fc.Arbitrary<Q> =>
    fc.oneof(
      { weight: 2, arbitrary: fc.constant<Q>({ mode: 'omit' }) },
      { weight: 1, arbitrary: fc.constant<Q>({ mode: 'plausible' }) },
      { weight: 3, arbitrary: hostileParamText(p.schema).map((h): Q => ({ mode: 'hostile', h })) },
      { weight: 1, arbitrary: hostileParamText(p.schema).map((h): Q => ({ mode: 'repeated', h })) },
    );
  const extraArb = fc.oneof(
    { weight: 3, arbitrary: fc.constant(null) },
    {
      weight: 1,
      arbitrary: fc.constantFrom<[string, string, string]>(
        ['__proto__', 'x', 'query-proto-key'],
        ['constructor', 'x', 'query-constructor-key'],
        [encodeURIComponent('q[__proto__][role]'), 'admin', 'query-bracket-proto'],
        ['', 'x', 'query-empty-key'],
        ['q', encodeURIComponent('z'.repeat(10_000)), 'query-q-10000'],
        ['%', '%', 'query-raw-percent'],
      ),
    },
  );
  const forced = params.length ? fc.integer({ min: 0, max: params.length - 1 }) : fc.constant(-1);
  return fc
    .tuple(
      fc.tuple(...params.map(paramArb)),
      forced,
      extraArb,
      forced.chain((i) => (i >= 0 ? hostileParamText(params[i]!.schema) : fc.constant(undefined))),
    )
    .map(([chosen, i, extra, forcedValue]) => {
      const pairs: [string, string][] = [];
      const kinds: string[] = [];
      params.forEach((p, index) => {
        const q: Q = index === i && forcedValue ? { mode: 'hostile', h: forcedValue } : chosen[index]!;
        if (q.mode === 'omit') return;
        if (q.mode === 'plausible') {
          const value = p.schema.enum?.length
            ? String(p.schema.enum[0])
            : typeOf(p.schema) === 'integer'
              ? p.name === 'user_id'
                ? String(refs.userId)
                : '1'
              : 'fuzz';
          pairs.push([p.name, encodeSegment(value)]);
          return;
        }
        const raw = 'raw' in q.h && q.h.raw;
        const encoded = raw ? q.h.value : encodeSegment(q.h.value);
        pairs.push([p.name, encoded]);
        if (q.mode === 'repeated') pairs.push([p.name, encoded]);
        // A malformed escape in a query is read as literal text ('%zz'), unlike in a path.
        const refuse = q.mode === 'hostile' && textMustRefuse(raw ? (safeDecode(q.h.value) ?? q.h.value) : q.h.value, p.schema, p.required);
        kinds.push(`query.${p.name}=${q.mode === 'repeated' ? 'repeated:' : ''}${mark(q.h.kind, refuse)}`);
      });
      if (extra) {
        pairs.push([extra[0], extra[1]]);
        kinds.push(extra[2]);
      }
      return { pairs, kinds };
    });
}

/** The body part of a case: a hostile object for an object schema, or a hostile non-object body. */
function bodyArb(op: Operation, refs: FixtureRefs): fc.Arbitrary<{ body: FuzzInput['body']; kinds: string[] }> {
  type Body = { body: FuzzInput['body']; kinds: string[] };
  const whole = labeled(HOSTILE_BODIES).map((h): Body => ({ body: { type: 'raw', ...h.value }, kinds: [`body=${h.kind}`] }));
  const none = fc.constant<Body>({ body: { type: 'none' }, kinds: [] });
  if (!op.body) {
    // No body declared: GETs send none; other methods sometimes send a hostile one anyway.
    if (op.method === 'GET') return none;
    return fc.oneof({ weight: 3, arbitrary: none }, { weight: 1, arbitrary: whole });
  }
  const schema = op.body;
  const fields =
    typeOf(schema) === 'object' && schema.properties
      ? objectArb(schema, refs).map((o) => ({
          body: { type: 'raw' as const, text: toJsonText(o.value), contentType: 'application/json' },
          kinds: o.kinds.map((k) => `body.${k}`),
        }))
      : hostileJsonFor(schema, refs).map((h) => ({
          body: { type: 'raw' as const, text: toJsonText(h.value), contentType: 'application/json' },
          kinds: [`body=${mark(h.kind, mustRefuse(h.value, schema, true))}`],
        }));
  return fc.oneof({ weight: 5, arbitrary: fields }, { weight: 1, arbitrary: whole });
}

/** The path part: each parameter a valid id (own or a fixture's) or a hostile segment. */
function pathArb(op: Operation): fc.Arbitrary<{ path: FuzzInput['path']; kinds: string[] }> {
  const one = (p: Parameter) =>
    fc.oneof(
      { weight: 2, arbitrary: fc.boolean().map((own) => ({ type: 'valid' as const, own })) },
      {
        weight: 3,
        arbitrary: hostileParamText(p.schema).map((h) => ({
          type: 'hostile' as const,
          segment: h.raw ? h.value : encodeSegment(h.value),
          kind: mark(h.kind, textMustRefuse(h.raw ? safeDecode(h.value) : h.value, p.schema, true)),
        })),
      },
    );
  return fc.tuple(...op.pathParams.map(one)).map((values) => {
    const path: FuzzInput['path'] = {};
    const kinds: string[] = [];
    op.pathParams.forEach((p, i) => {
      const v = values[i]!;
      path[p.name] = v;
      if (v.type === 'hostile') kinds.push(`path.${p.name}=${v.kind}`);
    });
    return { path, kinds };
  });
}

/**
 * Hostile inputs for one operation: path, query and body generated from its schemas.
 * @param refs existing rows plausible values may name
 * @returns an arbitrary of cases; each case has at least one hostile part when the operation takes any input
 */
export function inputArbitrary(op: Operation, refs: FixtureRefs): fc.Arbitrary<FuzzInput> {
  const query = op.queryParams.length
    ? queryArb(op.queryParams, refs)
    : fc.oneof(
        { weight: 4, arbitrary: fc.constant({ pairs: [] as [string, string][], kinds: [] as string[] }) },
        {
          weight: 1,
          arbitrary: fc.constant({
            pairs: [
              ['__proto__', 'x'],
              ['constructor', 'x'],
              ['q', encodeSegment('\u0000')],
            ] as [string, string][],
            kinds: ['query-unexpected-keys'],
          }),
        },
      );
  return fc.tuple(pathArb(op), query, bodyArb(op, refs)).map(([p, q, b]) => ({
    path: p.path,
    query: q.pairs,
    body: b.body,
    kinds: [...p.kinds, ...q.kinds, ...b.kinds],
  }));
}

/** Whether a label marks an input the API must refuse (it ends in '!'). */
export const isMustRefuse = (kind: string) => kind.endsWith('!');
