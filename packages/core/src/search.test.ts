import { describe, expect, it } from 'vitest';
import { SEARCH_MAX_TERMS, searchResultsLine, searchTerms } from './search.ts';
import { searchRequestSchema } from './search-schemas.ts';

describe('searchTerms', () => {
  it('keeps runs of letters and digits, lower-cased, without repeats; operators and quotes only separate words', () => {
    expect(searchTerms('ESP32 "sensor" OR sensor*')).toEqual(['esp32', 'sensor', 'or']);
    expect(searchTerms('NEAR(a, b) -x ^y title:z')).toEqual(['near', 'a', 'b', 'x', 'y', 'title', 'z']);
    expect(searchTerms('Café 日本語 🤖')).toEqual(['café', '日本語']);
    expect(searchTerms('"*()')).toEqual([]);
    expect(searchTerms(Array.from({ length: 20 }, (_, i) => `w${i}`).join(' '))).toHaveLength(SEARCH_MAX_TERMS);
  });

  it('says how many results a query found', () => {
    expect(searchResultsLine(3, 'arduino')).toBe('3 results for "arduino"');
  });
});

describe('searchRequestSchema', () => {
  it('trims the query, defaults the category and the page, and refuses what it must', () => {
    expect(searchRequestSchema.parse({ q: '  robot ' })).toEqual({ q: 'robot', category: 'all', limit: 20, offset: 0 });
    expect(searchRequestSchema.parse({})).toMatchObject({ q: '', category: 'all' });
    expect(searchRequestSchema.safeParse({ q: 'x'.repeat(101) }).success).toBe(false);
    expect(searchRequestSchema.safeParse({ q: 'a\u0000b' }).success).toBe(false);
    expect(searchRequestSchema.safeParse({ category: 'forums' }).error?.issues[0]?.message).toBe('Invalid search category');
    expect(searchRequestSchema.safeParse({ limit: '51' }).success).toBe(false);
  });
});
