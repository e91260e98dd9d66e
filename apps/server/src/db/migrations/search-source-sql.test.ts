import { describe, expect, it } from 'vitest';
import { FORUM_SEARCH_SOURCE } from '../../features/forum/migrations/026-forum-search.ts';
import { SEARCH_SOURCES } from './015-search.ts';
import { DOC_RESOURCE_SEARCH_SOURCES } from './019-search-docs-resources.ts';
import { SEARCH_ROW_BANK, SEARCH_ROW_CODES, searchRowId } from './search-source-sql.ts';

/* The search index's SQLite row ids (search-source-sql.ts): each source's code is the registry's, and no two collide. */
describe('search row codes', () => {
  it('every source of the migrations has its registry code, and the codes are distinct and within 0–15', () => {
    const sources = [...SEARCH_SOURCES, ...DOC_RESOURCE_SEARCH_SOURCES, FORUM_SEARCH_SOURCE];
    expect(Object.fromEntries(sources.map((s) => [s.type, s.code]))).toEqual(SEARCH_ROW_CODES);
    const codes = Object.values(SEARCH_ROW_CODES);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes.every((c) => c >= 0 && c < 16)).toBe(true);
  });

  it('keeps the row ids of codes 0–7 as migration 015 wrote them and puts 8–15 above 2^34', () => {
    expect(searchRowId('s.id', 4)).toBe('s.id * 8 + 4');
    expect(searchRowId('s.id', 8)).toBe(`s.id * 8 + 0 + ${SEARCH_ROW_BANK}`);
    // The largest id of a code 0–7 row stays below the first code 8 row id.
    expect((2 ** 31 - 1) * 8 + 7).toBeLessThan(SEARCH_ROW_BANK);
  });
});
