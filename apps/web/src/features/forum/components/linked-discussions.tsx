import type { ForumLinkKind } from '@esdc/core/forum';
import { useState } from 'react';
import { PagedList } from '../../../components/paged-list';
import { SectionCard } from '../../../components/section-card';
import { InlineErrorState, LoadingState } from '../../../components/states';
import { useForumCategories } from '../api/list-forum-categories';
import { useForumThreads } from '../api/list-forum-threads';
import { NewDiscussionAction } from './new-discussion-action';
import { ThreadList } from './thread-list';

/** Discussions shown per page of a linked page's section. */
const PAGE_SIZE = 5;

/**
 * The Discussions section of a project, course, challenge, event or team page (docs/requirements.md §2 Forum: "whose page
 * then lists its discussions"): the forum threads about it, latest activity first, five a page, and 'New Discussion'
 * with the page fixed as what the thread is about. Hidden threads are the server's to leave out.
 * @param kind what the page is
 * @param id its id
 * @param title its title (shown in the New Discussion form)
 */
export function LinkedDiscussions({ kind, id, title }: { kind: ForumLinkKind; id: number; title: string }) {
  const [offset, setOffset] = useState(0);
  const threads = useForumThreads({ link_kind: kind, link_id: id, sort: 'latest', limit: PAGE_SIZE, offset });
  const categories = useForumCategories();
  const page = threads.data;
  return (
    <SectionCard title="Discussions" action={categories.data ? <NewDiscussionAction categories={categories.data} about={{ kind, id, title }} /> : null}>
      {threads.isPending ? (
        <LoadingState message="Loading discussions..." />
      ) : threads.isError || !page ? (
        <InlineErrorState message="Failed to load the discussions" onRetry={() => void threads.refetch()} />
      ) : page.total === 0 ? (
        <p className="text-sm text-muted">No discussions yet. Start one to ask a question or share feedback.</p>
      ) : (
        <PagedList query={threads} page={page} pageSize={PAGE_SIZE} noun="discussion" onOffsetChange={setOffset} className="mt-4">
          <ThreadList threads={page.items} showCategory headingLevel={3} />
        </PagedList>
      )}
    </SectionCard>
  );
}
