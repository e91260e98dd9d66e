import type { Token } from 'markdown-it';
import { markdownTokens } from './markdown.ts';

/*
 * The plain-text excerpt of a markdown description, for the cards of the lists (SPEC §2 Challenges: cards with a
 * short excerpt), derived on the server with the parser that renders the description (./markdown.ts), not stripped
 * by regexes on the client, so the excerpt reads the markdown exactly as the rendered page does.
 */

/** Blocks whose text is not part of the excerpt: they stand for a space between their neighbours. */
const DROPPED_BLOCKS = new Set(['code_block', 'fence', 'html_block', 'hr']);
/** Blocks dropped with everything inside them (from `_open` to the matching `_close`). */
const DROPPED_CONTAINERS = new Set(['heading_open', 'table_open']);
/** Inline tokens that stand for a space: tags, line breaks, and images (whose alt text is dropped too). */
const SPACE_INLINES = new Set(['html_inline', 'softbreak', 'hardbreak', 'image']);
/** A GitHub task-list checkbox at the start of a list item (`[ ]`, `[x]`), which the page does not show as text. */
const TASK_MARKER = /^\[[ xX]\]\s+/;

/**
 * Appends the readable text of a block's inline tokens to `out`: text, code spans and link texts as shown
 * (markdown-it has already decoded entity references and escapes); tags, breaks and images as a space.
 */
function collectInline(children: readonly Token[], out: string[], inListItem: boolean): void {
  children.forEach((token, i) => {
    if (SPACE_INLINES.has(token.type)) out.push(' ');
    else if (token.type === 'text' || token.type === 'text_special' || token.type === 'code_inline')
      out.push(i === 0 && inListItem && token.type === 'text' ? token.content.replace(TASK_MARKER, '') : token.content);
  });
}

/** Appends the readable text of markdown-it's block `tokens` to `out`: paragraphs, list items and quotes. */
function collectText(tokens: readonly Token[], out: string[]): void {
  /** While inside a dropped container: the type and level of the token that closes it. */
  let skipUntil: string | null = null;
  let skipLevel = 0;
  let itemStart = false;
  for (const token of tokens) {
    if (skipUntil) {
      if (token.type === skipUntil && token.level === skipLevel) skipUntil = null;
      continue;
    }
    if (DROPPED_CONTAINERS.has(token.type)) {
      skipUntil = token.type.replace(/_open$/, '_close');
      skipLevel = token.level;
      out.push(' ');
      continue;
    }
    if (DROPPED_BLOCKS.has(token.type)) out.push(' ');
    else if (token.type === 'list_item_open') itemStart = true;
    else if (token.type === 'inline') {
      collectInline(token.children ?? [], out, itemStart);
      itemStart = false;
    } else if (token.type.endsWith('_close')) out.push(' ');
  }
}

/**
 * Cuts a text at `maxChars`: at the last space when that keeps more than 60% of it (else inside the long word),
 * without trailing spaces or `.,;:`, and adds an ellipsis. A text of at most `maxChars` is returned whole.
 * @param text plain text, whitespace collapsed
 * @param maxChars longest excerpt, in characters (the ellipsis comes on top)
 */
function cutAtWord(text: string, maxChars: number): string {
  if (text.length <= maxChars) return text;
  const cut = text.slice(0, maxChars);
  const space = cut.lastIndexOf(' ');
  return `${(space > maxChars * 0.6 ? cut.slice(0, space) : cut).replace(/[\s.,;:]+$/, '')}…`;
}

/**
 * A short plain-text excerpt of a markdown text (the challenge cards' description): the text of paragraphs, lists
 * and quotes, with link texts, emphasis and code spans kept as text; fenced and indented code, headings, tables,
 * images, HTML (blocks and tags), rules and task checkboxes dropped; whitespace collapsed; cut at a word boundary
 * (see {@link cutAtWord}).
 * @param markdown the markdown source
 * @param maxChars longest excerpt, in characters (an ellipsis is added when cut)
 * @returns the excerpt ('' when the text has nothing left to show, e.g. only code)
 */
export function markdownExcerpt(markdown: string, maxChars: number): string {
  const out: string[] = [];
  collectText(markdownTokens(markdown), out);
  return cutAtWord(out.join('').replace(/\s+/g, ' ').trim(), maxChars);
}
