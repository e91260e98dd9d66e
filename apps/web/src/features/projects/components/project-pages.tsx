import type { ProjectCardData } from '../../../components/project-card';
import { ProjectGrid } from '../../../components/project-grid';
import { LoadMore } from './load-more';

/** The paging part of an infinite project query. */
export interface ProjectPagesQuery {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/**
 * A "Load more" list of projects (SPEC §2 Projects, My Projects; DESIGN: lists are paginated): the cards loaded so far,
 * 'Showing X of Y' and 'Load more' while more pages exist.
 * @param items the projects loaded so far
 * @param total how many projects the list has in all
 * @param query the infinite query the pages come from
 */
export function ProjectPages({ items, total, query }: { items: readonly ProjectCardData[]; total: number; query: ProjectPagesQuery }) {
  return (
    <>
      <ProjectGrid projects={items} />
      <LoadMore shown={items.length} total={total} hasMore={query.hasNextPage} loading={query.isFetchingNextPage} onLoadMore={() => void query.fetchNextPage()} />
    </>
  );
}
