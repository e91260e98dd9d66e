import { paths } from '@esdc/core/routes';
import { FolderKanban, Users } from 'lucide-react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { FilterPanel } from '../../../components/filter-bar';
import { Page } from '../../../components/page';
import { ClearFiltersButton, EmptyState } from '../../../components/states';
import { loadedItems } from '../../../lib/loaded-items';
import { useSession } from '../../../lib/session';
import { useFilterParams } from '../../../lib/use-filter-params';
import { CountHeading } from '../components/count-heading';
import { ProjectPages } from '../components/project-pages';
import { PopularTags } from '../components/popular-tags';
import { ProjectFilters, type ProjectFilterValues } from '../components/project-filters';
import { projectsPageFilters, projectsPageQuery } from './projects-page-data';
import { ButtonLink } from '../../../components/button-link';

/**
 * /projects (SPEC §2 Projects): the project showcase with search, status and tag filters (?tag=), a count
 * badge and "Load more" pages; states: loading, 'Failed to load projects' with Try Again, and
 * 'No projects available yet. Check back soon!'.
 */
export default function ProjectsPage() {
  const session = useSession();
  const { params, change, clearAll } = useFilterParams();
  const filters: ProjectFilterValues = projectsPageFilters(params);
  const filtered = !!(filters.tag || filters.status || filters.q);
  const query = useInfiniteQuery(projectsPageQuery(filters));

  const { total } = loadedItems(query.data);
  const empty = filtered ? (
    <EmptyState
      icon={<FolderKanban className="size-10" />}
      title="No projects match your filters"
      description="Try another search, status or tag."
      action={<ClearFiltersButton onClick={clearAll} />}
    />
  ) : (
    <EmptyState icon={<FolderKanban className="size-10" />} title="No projects available yet. Check back soon!" />
  );

  return (
    <Page
      title="Projects"
      heading={<CountHeading title="Projects" total={query.isSuccess ? total : null} />}
      intro="Hardware, firmware and software built by members of the Embedded Systems Design Club."
      actions={
        <>
          <ButtonLink to={paths.communityProjects} variant="secondary" icon={Users}>
            Community Projects
          </ButtonLink>
          {session.status === 'authenticated' ? (
            <ButtonLink to={paths.myProjects} icon={FolderKanban}>
              My Projects
            </ButtonLink>
          ) : null}
        </>
      }
    >
      <FilterPanel className="flex flex-col gap-4">
        <ProjectFilters values={filters} onChange={change} />
        <PopularTags active={filters.tag} />
      </FilterPanel>
      <ProjectPages query={query} empty={empty} />
    </Page>
  );
}
