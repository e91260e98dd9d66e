import type { MarkedToken, Token } from 'marked';
import { markdownTokens } from './markdown.ts';

/*
 * The plain-text excerpt of a markdown description, for the challenge cards (SPEC §2 Challenges: cards with a short
 * excerpt; issue #10 §3: derived on the server with the markdown parser it already has, not stripped by regexes
 * on the client). It walks the tokens of the parser that renders the description (./markdown.ts), so the excerpt
 * reads the markdown exactly as the rendered page does.
 */

/** Block and inline tokens whose text is not part of the excerpt: they stand for a space between their neighbours. */
const DROPPED = new Set(['code', 'heading', 'table', 'image', 'html', 'hr', 'def', 'checkbox', 'space', 'br']);

/**
 * The entities marked leaves in inline text (it escapes a bare `&` and keeps the references that were written),
 * which a page shows as their characters. Other named references stay as written.
 */
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", '#39': "'", nbsp: ' ' };

/** Inline text as a page shows it: the references above decoded. */
function decodeText(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|apos|#39|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '');
}

/** Appends the readable text of `tokens` to `out`: link texts and emphasis kept, dropped tokens as a space. */
function collectText(tokens: readonly Token[], out: string[]): void {
  for (const token of tokens) {
    if (DROPPED.has(token.type)) {
      out.push(' ');
      continue;
    }
    const t = token as MarkedToken;
    switch (t.type) {
      case 'list':
        for (const item of t.items) {
          collectText(item.tokens, out);
          out.push(' ');
        }
        break;
      // Literal: code spans and escaped characters are shown as written.
      case 'codespan':
      case 'escape':
        out.push(t.text);
        break;
      case 'text':
        if (t.tokens) collectText(t.tokens, out);
        else out.push(decodeText(t.text));
        break;
      case 'paragraph':
      case 'blockquote':
        collectText(t.tokens, out);
        out.push(' ');
        break;
      default: {
        // Links, emphasis, strong, strike-through and tokens of extensions: their inner text.
        const inner = token as { tokens?: Token[]; text?: unknown };
        if (Array.isArray(inner.tokens)) collectText(inner.tokens, out);
        else if (typeof inner.text === 'string') out.push(decodeText(inner.text));
      }
    }
  }
}

/**
 * Cuts a text at `maxChars`: at the last space when that keeps more than 60% of it (else inside the long word),
 * without trailing spaces or `.,;:`, and adds an ellipsis. A text of at most `maxChars` is returned whole.
 * @param text plain text, whitespace collapsed
 * @param maxChars longest excerpt, in characters (the ellipsis comes on top)
 */
export function cutAtWord(text: string, maxChars: number): string {
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
