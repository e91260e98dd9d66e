import type { SearchCategory } from '@esdc/core/search';
import type { SearchResult } from '@esdc/core/search-schemas';
import { search } from '../../search/public.ts';
import type { ToolContext } from './tool-types.ts';

/*
 * The assistant's retrieval through the site search (features/search, its public entry): the same index and the same
 * visibility as /search, for the asker.
 */

/**
 * A word without its plural 's' ('boards' → 'board'; 'class', 'bus' and short words stay).
 * @param word a lower-case search term
 */
export function singularOf(word: string): string {
  return word.length > 3 && word.endsWith('s') && !/(ss|us|is)$/.test(word) ? word.slice(0, -1) : word;
}

/** Results taken per search. */
const SEARCH_LIMIT = 5;

/**
 * Searches for the subject words as the asker may see: all the words first; when that finds nothing and there are
 * three or more words, each set that leaves one word out, the shortest word first (the search needs every word to
 * match, and a question often has one word the data does not use). Never fewer words than that: a single shared word is not an answer.
 * @param terms the subject words (question-text.ts `subjectTerms`)
 * @param category the search category ('all' or one kind)
 * @returns the best results, best first (possibly none)
 */
export async function searchSubject(tc: ToolContext, terms: readonly string[], category: SearchCategory = 'all'): Promise<SearchResult[]> {
  if (terms.length === 0) return [];
  const run = async (words: readonly string[]) =>
    (await search(tc.database, tc.searchSources, tc.viewer, { q: words.join(' '), category, limit: SEARCH_LIMIT, offset: 0 })).results;
  const all = await run(terms);
  if (all.length > 0) return all;
  // The index does not stem: 'breadboards' finds 'breadboard' only as the singular (the last word is also a prefix).
  const singular = terms.map(singularOf);
  if (singular.some((w, i) => w !== terms[i])) {
    const found = await run(singular);
    if (found.length > 0) return found;
  }
  if (terms.length < 3) return [];
  // The shortest word first: a long word is more likely the subject ('lora', 'hackathon') than a short one ('way').
  const skips = terms.map((word, i) => ({ word, i })).sort((x, y) => x.word.length - y.word.length || y.i - x.i);
  for (const { i: skip } of skips) {
    const results = await run(terms.filter((_, i) => i !== skip));
    if (results.length > 0) return results;
  }
  return [];
}

/**
 * Searches one kind for the subject words and, when nothing has all of them, for a single word of at least
 * `minWord` letters: a tool that already knows the kind (a product's price) may trust a one-word match.
 * @returns the ids of the results, best first
 */
export async function searchKindIds(tc: ToolContext, terms: readonly string[], category: Exclude<SearchCategory, 'all'>, minWord = 4): Promise<number[]> {
  const found = await searchSubject(tc, terms, category);
  if (found.length > 0 || terms.length < 2) return found.map((r) => r.id);
  for (const word of [...terms].sort((a, b) => b.length - a.length)) {
    if (word.length < minWord) break;
    const results = await searchSubject(tc, [word], category);
    if (results.length > 0) return results.map((r) => r.id);
  }
  return [];
}
