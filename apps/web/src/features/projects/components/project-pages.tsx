import type { Page } from '@esdc/core/api';
import type { InfiniteData } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { ProjectCardData } from './project-card';
import { ProjectGrid } from './project-grid';
import { ProjectListSkeleton } from './project-list-skeleton';
import { ErrorState } from '../../../components/states';
import { loadedItems } from '../../../lib/loaded-items';
import { LoadMore } from './load-more';

/** What the list reads of an infinite project query. */
export interface ProjectPagesQuery {
  data: InfiniteData<Page<ProjectCardData>> | undefined;
  isPending: boolean;
  isError: boolean;
  error: Error | null;
  refetch: () => unknown;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

/**
 * A "Load more" list of projects with its states (SPEC §2 Projects, My Projects; DESIGN: lists are paginated):
 * card placeholders while loading, 'Failed to load projects' with Try Again, the page's own empty state, or the cards
 * loaded so far with 'Showing X of Y' and 'Load more' while more pages exist.
 * @param query the infinite query the pages come from
 * @param empty what an empty list shows
 * @param skeletonCount how many card placeholders show while loading
 */
export function ProjectPages({ query, empty, skeletonCount }: { query: ProjectPagesQuery; empty: ReactNode; skeletonCount?: number }) {
  const { items, total } = loadedItems(query.data);
  if (query.isPending) return <ProjectListSkeleton count={skeletonCount} />;
  if (query.isError) return <ErrorState title="Failed to load projects" message={query.error?.message} onRetry={() => void query.refetch()} />;
  if (items.length === 0) return empty;
  return (
    <>
      <ProjectGrid projects={items} />
      <LoadMore
        shown={items.length}
        total={total}
        hasMore={query.hasNextPage}
        loading={query.isFetchingNextPage}
        onLoadMore={() => void query.fetchNextPage()}
      />
    </>
  );
}
