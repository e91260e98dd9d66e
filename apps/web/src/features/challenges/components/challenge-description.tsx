import { useEffect, useRef } from 'react';
import './challenge-prose.css';

/**
 * A challenge's description: the markdown the server rendered and sanitised (`description_html`, SPEC §2 Challenges
 * "description (markdown, sanitised)"), styled as prose. The HTML is inserted as given because the server is
 * the one place that sanitises it. Code blocks and tables scroll sideways on narrow screens, so they are made
 * focusable for keyboard users.
 */
export function ChallengeDescription({ html }: { html: string }) {
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    for (const el of root.current?.querySelectorAll<HTMLElement>('pre, table') ?? []) el.tabIndex = 0;
  }, [html]);
  return <div ref={root} className="challenge-prose" dangerouslySetInnerHTML={{ __html: html }} />;
}
