/**
 * A case-insensitive "contains" pattern for SQL `lower(column) LIKE pattern ESCAPE '\'`: the query lower-cased,
 * with LIKE wildcards and backslashes escaped so a search for "50%" matches literally, between two `%`.
 * @param q what the user searched for
 * @returns the pattern
 */
export function likePattern(q: string): string {
  return `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
