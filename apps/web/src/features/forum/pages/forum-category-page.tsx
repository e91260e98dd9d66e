import { FORUM_MESSAGES, FORUM_SORTS, FORUM_THREAD_PAGE_SIZE, type ForumSort } from '@esdc/core/forum';
import { paths } from '@esdc/core/routes';
import { ArrowLeft, MessagesSquare, SearchX } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Badge } from '../../../components/badge';
import { buttonClass } from '../../../components/button';
import { ButtonLink } from '../../../components/button-link';
import { FilterBar, FilterPanel } from '../../../components/filter-bar';
import { NotFoundPage } from '../../../components/not-found-page';
import { PagedList } from '../../../components/paged-list';
import { Page } from '../../../components/page';
import { ClearFiltersButton, EmptyState, ErrorState, LoadingState } from '../../../components/states';
import { useFilterParams } from '../../../lib/use-filter-params';
import { useForumCategories } from '../api/list-forum-categories';
import { useForumThreads } from '../api/list-forum-threads';
import { NewDiscussionAction } from '../components/new-discussion-action';
import { ThreadList } from '../components/thread-list';

const SORT_LABELS: Record<ForumSort, string> = { latest: 'Latest', top: 'Top', unanswered: 'Unanswered' };
const SORT_OPTIONS = FORUM_SORTS.map((value) => ({ value, label: SORT_LABELS[value] }));
const SOLVED_OPTIONS = [
  { value: 'true', label: 'Solved' },
  { value: 'false', label: 'Unsolved' },
];

/** 'Back to Forum'. */
function BackToForum() {
  return (
    <Link to={paths.forum} className={`${buttonClass('ghost', 'sm')} -ml-3 mb-2 self-start`}>
      <ArrowLeft className="size-4" aria-hidden="true" />
      Back to Forum
    </Link>
  );
}

/**
 * /forum/{categoryId} (SPEC §2 Forum): a category's threads, pinned first, in the 'Latest' (default), 'Top' or
 * 'Unanswered' order, 20 a page (?page=); a search box (?q=) and, in a Q&A category, 'Solved' / 'Unsolved' (?solved=);
 * each thread with its labels and 'New' count; 'New Discussion' in this category. An unknown category shows 'Category
 * not found'.
 */
export default function ForumCategoryPage() {
  const categoryId = Number(useParams().categoryId);
  const categories = useForumCategories();
  const { params, change, clearAll, pageTo } = useFilterParams(['page']);
  const sortParam = params.get('sort') ?? '';
  const sort: ForumSort = (FORUM_SORTS as readonly string[]).includes(sortParam) ? (sortParam as ForumSort) : 'latest';
  const solvedParam = params.get('solved');
  const solved = solvedParam === 'true' || solvedParam === 'false' ? solvedParam : undefined;
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const category = categories.data?.find((c) => c.id === categoryId);
  const list = useForumThreads({
    category_id: categoryId,
    sort,
    ...(category?.qa && solved ? { solved } : {}),
    ...(q.trim() ? { q: q.trim() } : {}),
    limit: FORUM_THREAD_PAGE_SIZE,
    offset: (page - 1) * FORUM_THREAD_PAGE_SIZE,
  });

  if (categories.data && !category) {
    return (
      <NotFoundPage
        icon={SearchX}
        title={FORUM_MESSAGES.categoryNotFound}
        message="This category may have been removed, or the link is wrong."
        action={<ButtonLink to={paths.forum}>Back to Forum</ButtonLink>}
      />
    );
  }
  if (categories.isError)
    return (
      <Page title="Forum" heading="Forum">
        <ErrorState title="Could not load the categories" message={categories.error.message} onRetry={() => void categories.refetch()} />
      </Page>
    );
  if (!category)
    return (
      <Page title="Forum" heading="Forum">
        <LoadingState message="Loading category..." />
      </Page>
    );

  const filtered = Boolean(q.trim() || (category.qa && solved));
  let body;
  if (list.isError) body = <ErrorState title="Could not load the threads" message={list.error.message} onRetry={() => void list.refetch()} />;
  else if (!list.data) body = <LoadingState message="Loading threads..." />;
  else if (list.data.items.length === 0)
    body = filtered ? (
      <EmptyState
        icon={<SearchX className="size-10" />}
        title="No threads found"
        description="Try another search or filter."
        action={<ClearFiltersButton onClick={clearAll} />}
      />
    ) : (
      <EmptyState icon={<MessagesSquare className="size-10" />} title="No discussions yet" description="Start the first one in this category." />
    );
  else
    body = (
      <PagedList query={list} page={list.data} pageSize={FORUM_THREAD_PAGE_SIZE} noun="thread" onOffsetChange={pageTo(FORUM_THREAD_PAGE_SIZE)}>
        <ThreadList threads={list.data.items} showCategory={false} headingLevel={2} />
      </PagedList>
    );

  return (
    <Page
      title={category.name}
      heading={
        <span className="flex flex-wrap items-center gap-3">
          {category.name}
          {category.qa ? <Badge tone="accent">Q&amp;A</Badge> : null}
          {category.archived ? <Badge>Archived</Badge> : null}
        </span>
      }
      intro={category.description || undefined}
      actions={category.archived ? undefined : <NewDiscussionAction categories={categories.data ?? []} categoryId={category.id} />}
    >
      <BackToForum />
      <FilterPanel>
        <FilterBar
          label="Filter threads"
          className="flex flex-col gap-3 sm:flex-row sm:items-end"
          search={{ id: 'forum-search', label: 'Search threads', placeholder: 'Title or text', className: 'sm:flex-1' }}
          query="q"
          values={{ q, sort, solved: solved ?? '' }}
          onChange={(next) => change(next)}
          selects={[
            { name: 'sort', id: 'forum-sort', label: 'Sort by', options: SORT_OPTIONS, className: 'sm:w-44' },
            category.qa && { name: 'solved', id: 'forum-solved', label: 'Answered', options: SOLVED_OPTIONS, allLabel: 'All threads', className: 'sm:w-44' },
          ]}
        />
      </FilterPanel>
      {body}
    </Page>
  );
}
