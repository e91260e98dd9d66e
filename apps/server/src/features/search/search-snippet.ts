import { SEARCH_SNIPPET_MAX } from '@esdc/core/search';
import type { SearchSnippet } from '@esdc/core/search-schemas';
import { PREFIX_MIN } from './search-index-query.ts';

/*
 * Result snippets (SPEC §2 Search): a window of plain text around the first match, with the matched words as
 * UTF-16 ranges (the web marks them; no HTML is ever built here). Both engines get the same snippets.
 */

/** Letters that do not decompose but fold like the index folds them. */
const EXTRA_FOLDS: Record<string, string> = { ø: 'o', ł: 'l', ß: 'ss', æ: 'ae', œ: 'oe', đ: 'd', ı: 'i' };

/** A word as the index compares it: accents removed, lower case. */
function foldWord(word: string): string {
  return word
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[øłßæœđı]/g, (c) => EXTRA_FOLDS[c] ?? c);
}

/**
 * Markdown (or plain text) as readable plain text: images and links keep their text, code fences, headings,
 * emphasis, quotes, tables and HTML tags lose their marks, runs of white space become one space. Linear time.
 * @param text markdown source
 */
export function plainText(text: string): string {
  return text
    .replace(/```[^\n]*/g, ' ')
    .replace(/!\[([^\]\n]{0,300})\]\([^)\n]{0,500}\)/g, '$1')
    .replace(/\[([^\]\n]{0,300})\]\([^)\n]{0,500}\)/g, '$1')
    .replace(/<[^<>\n]{0,300}>/g, ' ')
    .replace(/^[ \t]{0,3}(?:#{1,6}|>|[-*+]|\d{1,9}[.)])[ \t]+/gm, '')
    .replace(/[*_`~|]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Whether a word of the text matches the query: equal to a term, or beginning with the last (prefix) term. */
function matcher(terms: readonly string[]): (word: string) => boolean {
  const folded = terms.map(foldWord);
  const exact = new Set(folded);
  const last = folded.at(-1) ?? '';
  const prefix = last.length >= PREFIX_MIN ? last : null;
  return (word) => {
    const w = foldWord(word);
    return exact.has(w) || (prefix !== null && w.startsWith(prefix));
  };
}

const WORD = /[\p{L}\p{N}]+/gu;

/**
 * The snippet of a text for some query terms: at most `max` characters (about 60 before the first match; '…' marks a
 * cut), and the ranges of the words that match.
 * @param text plain text (see {@link plainText})
 * @param terms the query's terms (core `searchTerms`)
 * @param max longest snippet, in characters (default {@link SEARCH_SNIPPET_MAX})
 * @returns text and highlights as `[start, end)` UTF-16 offsets into it
 */
export function buildSnippet(text: string, terms: readonly string[], max = SEARCH_SNIPPET_MAX): SearchSnippet {
  const matches = matcher(terms);
  const clean = text.replace(/\s+/g, ' ').trim();
  let start = 0;
  let end = clean.length;
  if (clean.length > max) {
    let first = -1;
    for (const m of clean.matchAll(WORD)) {
      if (matches(m[0])) {
        first = m.index;
        break;
      }
    }
    start = first <= 60 ? 0 : first - 60;
    if (start > 0) {
      const space = clean.indexOf(' ', start);
      start = space === -1 || space >= first ? first : space + 1;
    }
    end = Math.min(clean.length, start + max - 2);
    if (end < clean.length) {
      const space = clean.lastIndexOf(' ', end);
      if (space > start + max / 2) end = space;
      // Never cut a surrogate pair in two.
      else if (/[\uD800-\uDBFF]/.test(clean.charAt(end - 1))) end -= 1;
    }
  }
  const snippet = `${start > 0 ? '…' : ''}${clean.slice(start, end).trim()}${end < clean.length ? '…' : ''}`;
  const highlights: [number, number][] = [];
  for (const m of snippet.matchAll(WORD)) {
    if (matches(m[0])) highlights.push([m.index, m.index + m[0].length]);
  }
  return { text: snippet, highlights };
}
