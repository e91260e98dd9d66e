import { paths } from '@esdc/core/routes';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { useProjects } from '../../../lib/projects-api';
import { Badge } from '../../../components/badge';
import { ProjectGrid } from './project-grid';
import { ProjectListSkeleton } from './project-list-skeleton';
import { EmptyState, ErrorState } from '../../../components/states';

/** How many projects the landing page shows. */
const LANDING_PROJECT_COUNT = 6;

/**
 * The landing page's 'Our Projects' content (SPEC §2 Projects): loading; 'Failed to load projects' with
 * Try Again; 'No projects available yet. Check back soon!'; or the newest projects with a count badge and a
 * link to /projects. The landing page provides the section and its h2; cards use h3.
 */
export function ProjectsSection() {
  const query = useProjects({ limit: LANDING_PROJECT_COUNT });

  if (query.isPending) return <ProjectListSkeleton count={3} />;
  if (query.isError) {
    return <ErrorState title="Failed to load projects" message={query.error.message} onRetry={() => void query.refetch()} />;
  }
  const { items, total } = query.data;
  if (items.length === 0) return <EmptyState title="No projects available yet. Check back soon!" />;

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="flex items-center gap-2 text-sm text-muted">
          <Badge tone="accent" className="font-mono">
            {total} {total === 1 ? 'project' : 'projects'}
          </Badge>
          <span>built by club members</span>
        </p>
        <Link to={paths.projects} className="inline-flex items-center gap-1.5 rounded-full text-sm font-semibold text-accent-text hover:underline">
          View all projects
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      </div>
      <ProjectGrid projects={items} titleAs="h3" eagerCount={0} />
    </div>
  );
}
