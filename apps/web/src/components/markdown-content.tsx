import { useEffect, useRef } from 'react';

/**
 * Markdown the server rendered and sanitised (a challenge's or an event's `description_html`), styled as prose. The
 * HTML is inserted as given because the server is the one place that sanitises it. Its styles (`markdown-prose.css`)
 * are in the main sheet (`styles.css`). Code blocks and tables scroll
 * sideways on narrow screens, so they are made focusable for keyboard users.
 */
export function MarkdownContent({ html }: { html: string }) {
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    for (const el of root.current?.querySelectorAll<HTMLElement>('pre, table') ?? []) el.tabIndex = 0;
  }, [html]);
  return <div ref={root} className="markdown-prose" dangerouslySetInnerHTML={{ __html: html }} />;
}
