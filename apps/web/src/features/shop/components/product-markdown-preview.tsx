import { useEffect, useState } from 'react';
import { MarkdownContent } from '../../../components/markdown-content';

/**
 * A preview of a product description as its page will show it: rendered with `marked` (the renderer the server uses)
 * and sanitised with DOMPurify, both loaded only when the preview is first opened (the same approach as the event
 * editor's preview; the server renders and sanitises the stored description itself).
 */
export function ProductMarkdownPreview({ markdown }: { markdown: string }) {
  const [html, setHtml] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void Promise.all([import('marked'), import('dompurify')]).then(async ([{ marked }, { default: DOMPurify }]) => {
      const rendered = await marked.parse(markdown, { gfm: true });
      if (live) setHtml(DOMPurify.sanitize(rendered, { FORBID_TAGS: ['style', 'form', 'input', 'button'] }));
    });
    return () => {
      live = false;
    };
  }, [markdown]);
  if (!markdown.trim()) return <p className="text-sm text-muted">Nothing to preview yet.</p>;
  if (html === null) return <p className="text-sm text-muted">Rendering preview...</p>;
  return <MarkdownContent html={html} />;
}
