import { paths } from '@esdc/core/routes';
import { FolderKanban, Users } from 'lucide-react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { Badge } from '../../../components/badge';
import { Button, buttonClass } from '../../../components/button';
import { Page } from '../../../components/page';
import { EmptyState, ErrorState } from '../../../components/states';
import { useSession } from '../../../lib/session';
import { LoadMore } from '../components/load-more';
import { PopularTags } from '../components/popular-tags';
import { ProjectFilters, type ProjectFilterValues } from '../components/project-filters';
import { projectsPageFilters, projectsPageQuery } from './projects-page-data';
import { ProjectGrid } from '../components/project-grid';
import { ProjectListSkeleton } from '../components/project-list-skeleton';

/**
 * /projects (SPEC §2 Projects): the project showcase with search, status and tag filters (?tag=), a count
 * badge and "Load more" pages; states: loading, 'Failed to load projects' with Try Again, and
 * 'No projects available yet. Check back soon!'.
 */
export default function ProjectsPage() {
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const filters: ProjectFilterValues = projectsPageFilters(params);
  const filtered = !!(filters.tag || filters.status || filters.q);
  const query = useInfiniteQuery(projectsPageQuery(filters));

  const change = (next: Partial<ProjectFilterValues>) => {
    setParams(
      () => {
        // From the address bar, not the last render's params: two quick changes (a typed search and a status
        // pick) would otherwise drop the first.
        const out = new URLSearchParams(window.location.search);
        for (const [key, value] of Object.entries(next)) {
          if (value) out.set(key, value);
          else out.delete(key);
        }
        return out;
      },
      { replace: true },
    );
  };
  const clearAll = () => setParams(new URLSearchParams(), { replace: true });

  const items = query.data?.pages.flatMap((p) => p.items) ?? [];
  const total = query.data?.pages[0]?.total ?? 0;

  let body;
  if (query.isPending) body = <ProjectListSkeleton />;
  else if (query.isError) body = <ErrorState title="Failed to load projects" message={query.error.message} onRetry={() => void query.refetch()} />;
  else if (items.length === 0) {
    body = filtered ? (
      <EmptyState
        icon={<FolderKanban className="size-10" />}
        title="No projects match your filters"
        description="Try another search, status or tag."
        action={
          <Button variant="secondary" onClick={clearAll}>
            Clear Filters
          </Button>
        }
      />
    ) : (
      <EmptyState icon={<FolderKanban className="size-10" />} title="No projects available yet. Check back soon!" />
    );
  } else {
    body = (
      <>
        <ProjectGrid projects={items} />
        <LoadMore shown={items.length} total={total} hasMore={!!query.hasNextPage} loading={query.isFetchingNextPage} onLoadMore={() => void query.fetchNextPage()} />
      </>
    );
  }

  return (
    <Page
      title="Projects"
      heading={
        <span className="flex flex-wrap items-center gap-3">
          Projects
          {query.isSuccess ? (
            <Badge tone="accent" className="font-mono text-sm">
              {total}
              <span className="sr-only">{total === 1 ? ' project' : ' projects'}</span>
            </Badge>
          ) : null}
        </span>
      }
      intro="Hardware, firmware and software built by members of the Embedded Systems Design Club."
      actions={
        <>
          <Link to={paths.communityProjects} className={buttonClass('secondary')}>
            <Users className="size-4" aria-hidden="true" />
            Community Projects
          </Link>
          {session.status === 'authenticated' ? (
            <Link to={paths.myProjects} className={buttonClass('primary')}>
              <FolderKanban className="size-4" aria-hidden="true" />
              My Projects
            </Link>
          ) : null}
        </>
      }
      wide
    >
      <div className="mb-8 flex flex-col gap-4 rounded-[var(--radius-card)] border border-line bg-surface p-4 shadow-[var(--shadow-card)] sm:p-5">
        <ProjectFilters values={filters} onChange={change} />
        <PopularTags active={filters.tag} />
      </div>
      {body}
    </Page>
  );
}
