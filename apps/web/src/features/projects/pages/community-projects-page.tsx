import { paths } from '@esdc/core/routes';
import { Info } from 'lucide-react';
import { Page } from '../../../components/page';
import { LoadingState } from '../../../components/states';
import { useProjects } from '../api/list-projects';
import { ProjectGrid } from '../components/project-grid';
import { SAMPLE_PROJECTS, sampleToCard } from '../components/sample-projects';
import { ButtonLink } from '../../../components/button-link';

/** How many community projects the page shows; the full list with filters lives on /projects. */
const COMMUNITY_PAGE_SIZE = 24;

const SAMPLE_CARDS = SAMPLE_PROJECTS.map(sampleToCard);

/**
 * Community Projects (SPEC §2 Community Projects, §8): 'Loading projects...', a grid of member projects;
 * when the list is empty or fails, the six built-in sample projects with a note saying so.
 */
export default function CommunityProjectsPage() {
  const query = useProjects({ limit: COMMUNITY_PAGE_SIZE });
  const items = query.data?.items ?? [];
  const total = query.data?.total ?? 0;
  const fallback = query.isError || (query.isSuccess && items.length === 0);

  let body;
  if (query.isPending) body = <LoadingState message="Loading projects..." />;
  else if (fallback) {
    body = (
      <>
        <p role="note" className="mb-6 flex items-start gap-2 rounded-xl border border-line bg-surface-2 px-4 py-3 text-sm text-muted">
          <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {query.isError
            ? 'We could not load member projects right now, so here are some sample projects from the club.'
            : 'No member projects yet, so here are some sample projects from the club.'}
        </p>
        <ProjectGrid projects={SAMPLE_CARDS} linkable={false} />
      </>
    );
  } else {
    body = (
      <>
        <ProjectGrid projects={items} />
        {total > items.length ? (
          <div className="mt-8 flex justify-center">
            <ButtonLink to={paths.projects} variant="secondary">
              See all {total} projects
            </ButtonLink>
          </div>
        ) : null}
      </>
    );
  }

  return (
    <Page title="Community Projects" heading="Community Projects" intro="Explore what members of the club are designing, soldering and shipping.">
      {body}
    </Page>
  );
}
