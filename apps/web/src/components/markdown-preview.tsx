import type { Options } from 'markdown-it';
import { useEffect, useState } from 'react';
import { demoteHeadings } from '../lib/demote-headings';
import { MarkdownContent } from './markdown-content';

/**
 * The options of the server's renderer (apps/server/src/lib/markdown.ts): CommonMark with GitHub's tables,
 * strike-through and autolinks, raw HTML passed to the sanitiser, nesting capped at 20 levels (`maxNesting` is an
 * option markdown-it's type declarations do not list).
 */
const OPTIONS: Options & { maxNesting: number } = { html: true, linkify: true, typographer: false, breaks: false, maxNesting: 20 };

/**
 * A preview of markdown as a page will show it (an event's or a product's description, a guide): rendered with
 * markdown-it and the options the server renders with (linear in the text's length, however hostile) and sanitised
 * with DOMPurify, both loaded only when the preview is first opened. The server renders and sanitises the stored
 * description itself; this is only what the author sees before saving.
 * @param headingOffset levels to lower the document's headings by (3 inside a page's h3 section)
 */
export function MarkdownPreview({ markdown, headingOffset = 0 }: { markdown: string; headingOffset?: number }) {
  const [html, setHtml] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void Promise.all([import('markdown-it'), import('dompurify')]).then(([{ default: MarkdownIt }, { default: DOMPurify }]) => {
      const md = new MarkdownIt('default', OPTIONS);
      // As on the server, every URL becomes a link or image and the sanitiser decides which survive.
      md.validateLink = () => true;
      const rendered = md.render(markdown);
      const clean = DOMPurify.sanitize(rendered, { FORBID_TAGS: ['style', 'form', 'input', 'button'] });
      if (live) setHtml(headingOffset > 0 ? demoteHeadings(clean, headingOffset) : clean);
    });
    return () => {
      live = false;
    };
  }, [markdown, headingOffset]);
  if (!markdown.trim()) return <p className="text-sm text-muted">Nothing to preview yet.</p>;
  if (html === null) return <p className="text-sm text-muted">Rendering preview...</p>;
  return <MarkdownContent html={html} />;
}
