/**
 * Whether a database error is a unique-index violation, on either engine (SQLite: 'UNIQUE constraint failed';
 * PostgreSQL: 'duplicate key value violates unique constraint'): a row a concurrent request inserted first, such as
 * a second review or a taken slug.
 * @param error what the query threw
 */
export function isUniqueViolation(error: unknown): boolean {
  return /unique|duplicate/i.test(String(error));
}
