import { useEffect, useState } from 'react';
import { demoteHeadings } from '../lib/demote-headings';
import { MarkdownContent } from './markdown-content';

/**
 * A preview of markdown as a page will show it (an event's or a product's description, a guide): rendered with `marked` (the renderer the server uses) and
 * sanitised with DOMPurify, both loaded only when the preview is first opened. The server renders and sanitises the
 * stored description itself; this is only what the author sees before saving.
 * @param headingOffset levels to lower the document's headings by (3 inside a page's h3 section)
 */
export function MarkdownPreview({ markdown, headingOffset = 0 }: { markdown: string; headingOffset?: number }) {
  const [html, setHtml] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void Promise.all([import('marked'), import('dompurify')]).then(async ([{ marked }, { default: DOMPurify }]) => {
      const rendered = await marked.parse(markdown, { gfm: true });
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
