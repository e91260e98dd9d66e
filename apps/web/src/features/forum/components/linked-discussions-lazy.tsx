import type { ForumLinkKind } from '@esdc/core/forum';
import { lazy, Suspense } from 'react';

const Section = lazy(() => import('./linked-discussions').then((m) => ({ default: m.LinkedDiscussions })));

/**
 * {@link import('./linked-discussions').LinkedDiscussions}, loaded after the page it sits on: the forum's lists and
 * its New Discussion form never weigh on a project, course, challenge, event or team page's own chunk.
 * @param kind what the page is
 * @param id its id
 * @param title its title
 */
export function LinkedDiscussionsLazy(props: { kind: ForumLinkKind; id: number; title: string }) {
  return (
    <Suspense fallback={null}>
      <Section {...props} />
    </Suspense>
  );
}
