/** A run of a snippet's text: matched (shown in a `<mark>`) or not. */
export interface SnippetPart {
  text: string;
  marked: boolean;
}

/**
 * Splits a search snippet into plain and highlighted runs (SPEC §2 Search; the contract's `snippet.highlights`), so the
 * page renders `<mark>` elements from text and never parses HTML. Ranges are `[start, end)` UTF-16 offsets; they are
 * clamped to the text, sorted, and overlapping or touching ones merged, so a server's untidy ranges cannot break it.
 * @param text the snippet's plain text
 * @param highlights the matched ranges
 * @returns the runs in order; their texts joined are `text`; no empty run
 */
export function snippetParts(text: string, highlights: readonly (readonly [number, number])[]): SnippetPart[] {
  const ranges = highlights
    .map(([start, end]) => [Math.max(0, Math.min(start, text.length)), Math.max(0, Math.min(end, text.length))] as const)
    .filter(([start, end]) => end > start)
    .sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const [start, end] of ranges) {
    const last = merged.at(-1);
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  const parts: SnippetPart[] = [];
  let at = 0;
  for (const [start, end] of merged) {
    if (start > at) parts.push({ text: text.slice(at, start), marked: false });
    parts.push({ text: text.slice(start, end), marked: true });
    at = end;
  }
  if (at < text.length) parts.push({ text: text.slice(at), marked: false });
  return parts;
}

/**
 * Where the query's words start a word of `text` (case-insensitive), as `[start, end)` UTF-16 ranges: the server's
 * snippets come with their highlights, a result's title does not, so the card marks the title's matches itself.
 * @param text the text to mark (a result's title)
 * @param terms the query's words (core `searchTerms`)
 */
export function termRanges(text: string, terms: readonly string[]): [number, number][] {
  const ranges: [number, number][] = [];
  for (const term of terms) {
    const escaped = term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    for (const match of text.matchAll(new RegExp(`(?<![\\p{L}\\p{N}])${escaped}`, 'giu'))) ranges.push([match.index, match.index + match[0].length]);
  }
  return ranges;
}
