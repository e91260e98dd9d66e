/**
 * A short plain-text excerpt of a markdown description for the challenge cards: code blocks, headings, tables,
 * images and markup dropped, link texts kept, whitespace collapsed, cut at a word boundary.
 * @param markdown the description's markdown source
 * @param maxChars longest excerpt, in characters (an ellipsis is added when cut)
 * @returns the excerpt ('' for an empty description)
 */
export function plainExcerpt(markdown: string, maxChars = 160): string {
  const text = markdown
    .replace(/```[\s\S]*?(```|$)/g, ' ')
    .replace(/^\s{0,3}#{1,6}\s.*$/gm, ' ')
    .replace(/^\s*\|.*$/gm, ' ')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s{0,3}(>|[-*+]|\d+\.)\s+/gm, '')
    .replace(/[`*~]/g, '')
    .replace(/\b_+|_+\b/g, '')
    // A tag starts with a letter, '/' or '!' right after '<' (as in markdown), so `x < 5 && y > 3` is kept.
    .replace(/<[/!]?[A-Za-z][^<>]*>|<!--[\s\S]*?-->/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= maxChars) return text;
  const cut = text.slice(0, maxChars);
  const space = cut.lastIndexOf(' ');
  return `${(space > maxChars * 0.6 ? cut.slice(0, space) : cut).replace(/[\s.,;:]+$/, '')}…`;
}
