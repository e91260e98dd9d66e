import { sql, type RawBuilder, type SqlBool } from 'kysely';

/**
 * A case-insensitive "contains" pattern for SQL `lower(column) LIKE pattern ESCAPE '\'`: the query lower-cased,
 * with LIKE wildcards and backslashes escaped so a search for "50%" matches literally, between two `%`.
 * @param q what the user searched for
 * @returns the pattern
 */
function likePattern(q: string): string {
  return `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * A SQL condition: at least one of `columns` contains `q`, case-insensitively (`lower(column) LIKE pattern`, see
 * `likePattern`). Columns are code-given names (`'name'`, `'projects.title'`), never user input.
 * @param columns the columns searched
 * @param q what the user searched for
 * @returns the condition, for `.where(...)`
 */
export function containsText(columns: readonly string[], q: string): RawBuilder<SqlBool> {
  const pattern = likePattern(q);
  const matches = columns.map((column) => sql`lower(${sql.ref(column)}) like ${pattern} escape '\\'`);
  return sql<SqlBool>`(${sql.join(matches, sql` or `)})`;
}
