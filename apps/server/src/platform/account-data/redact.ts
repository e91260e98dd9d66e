import { sql, type RawBuilder, type SqlBool } from 'kysely';

/** What replaces an erased value in free text (audit details, ledger reasons). */
export const REDACTED = '[redacted]';

/** Keys whose values are a member's personal data wherever they appear in an audit entry about that member. */
const PERSONAL_KEYS = new Set([
  'name',
  'username',
  'email',
  'github_username',
  'bio',
  'location',
  'company',
  'blog',
  'avatar_url',
  'reason',
  'suspension_reason',
]);

/**
 * Whether `text` holds one of `values` (case-insensitive substring).
 * @param values personal values, each at least 3 characters (shorter ones would match unrelated text)
 */
function containsPersonal(text: string, values: readonly string[]): boolean {
  const lower = text.toLowerCase();
  return values.some((v) => lower.includes(v.toLowerCase()));
}

/**
 * A copy of a JSON value with every string that holds one of `values` replaced by {@link REDACTED}; with
 * `aboutMember`, also every string under a personal key (`name`, `email`, `changes.username.from`, …), which
 * catches the member's earlier names and addresses.
 * SPEC §2 Your data: earlier audit entries whose details hold the member's personal data are redacted.
 */
export function redactJson(value: unknown, values: readonly string[], aboutMember: boolean, underPersonalKey = false): unknown {
  if (typeof value === 'string') return underPersonalKey || containsPersonal(value, values) ? REDACTED : value;
  if (Array.isArray(value)) return value.map((v) => redactJson(v, values, aboutMember, underPersonalKey));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, redactJson(v, values, aboutMember, underPersonalKey || (aboutMember && PERSONAL_KEYS.has(k)))]),
    );
  }
  return value;
}

/**
 * A SQL condition: `column` holds one of `values`, in any case (`lower(column) like …`) or exactly as given
 * (`column like …`, for letters SQLite's `lower()` leaves alone). Empty `values`: false.
 * @param column a code-given column name, never user input
 */
export function mentionsAny(column: string, values: readonly string[]): RawBuilder<SqlBool> {
  if (values.length === 0) return sql<SqlBool>`1 = 0`;
  const escape = (v: string) => `%${v.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const tests = values.flatMap((v) => [
    sql`lower(${sql.ref(column)}) like ${escape(v.toLowerCase())} escape '\\'`,
    sql`${sql.ref(column)} like ${escape(v)} escape '\\'`,
  ]);
  return sql<SqlBool>`(${sql.join(tests, sql` or `)})`;
}
