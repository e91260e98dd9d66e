import { paths } from '@esdc/core/routes';
import { Medal, Puzzle } from 'lucide-react';
import { Button } from '../../../components/button';
import { FilterPanel } from '../../../components/filter-bar';
import { ManageLink } from '../../../components/manage-link';
import { Page } from '../../../components/page';
import { ClearFiltersButton, EmptyState, ErrorState } from '../../../components/states';
import { useFeatures } from '../../../lib/features';
import { useCan } from '../../../lib/permissions';
import { useSession } from '../../../lib/session';
import { useFilterParams } from '../../../lib/use-filter-params';
import { useChallenges } from '../api/list-challenges';
import { ChallengeFilters } from '../components/challenge-filters';
import { ChallengeGrid } from '../components/challenge-grid';
import { ChallengeListSkeleton } from '../components/challenge-list-skeleton';
import { ChallengeProgress } from '../components/challenge-progress';
import { CHALLENGES_PAGE_SIZE, challengesPageParams } from './challenges-page-data';
import { ButtonLink } from '../../../components/button-link';
import { PagedList } from '../../../components/paged-list';

/** Challenges per page. */
/**
 * /challenges (SPEC §2 Challenges: list with filters and solved marks): the member's progress ('X of Y solved' and
 * their points), search, Category, Difficulty and Status filters kept in the URL (?q=, ?category=,
 * ?difficulty=, ?status=, ?page=), cards linking to /challenges/{id}, paging; loading skeleton,
 * 'No challenges match your filters' with Clear Filters, and an error state with Try Again. Admins also get a
 * link to the admin panel's Challenges tab.
 */
export default function ChallengesPage() {
  const session = useSession();
  const can = useCan();
  const { isEnabled } = useFeatures();
  const signedIn = session.status === 'authenticated';
  // A new filter starts at the first page.
  const { params, change, clearAll, pageTo } = useFilterParams(['page']);
  const { filters, list } = challengesPageParams(params, signedIn);
  const filtered = !!(filters.q || filters.category || filters.difficulty || filters.status);
  const offset = list.offset;
  const query = useChallenges(list);

  const goToOffset = (next: number) => {
    pageTo(CHALLENGES_PAGE_SIZE)(next);
    window.scrollTo({ top: 0 });
  };

  const page = query.data;
  let body;
  if (query.isPending) body = <ChallengeListSkeleton />;
  else if (query.isError && !page) body = <ErrorState title="Failed to load challenges" message={query.error.message} onRetry={() => void query.refetch()} />;
  else if (!page || page.items.length === 0) {
    if (page && page.total > 0 && offset > 0) {
      body = (
        <EmptyState
          icon={<Puzzle className="size-10" />}
          title="This page is empty"
          action={
            <Button variant="secondary" onClick={() => goToOffset(0)}>
              Go to the first page
            </Button>
          }
        />
      );
    } else if (filtered) {
      body = (
        <EmptyState
          icon={<Puzzle className="size-10" />}
          title="No challenges match your filters"
          description="Try another search, category, difficulty or status."
          action={<ClearFiltersButton onClick={clearAll} />}
        />
      );
    } else {
      body = <EmptyState icon={<Puzzle className="size-10" />} title="No challenges yet" description="New challenges are on their way. Check back soon!" />;
    }
  } else {
    body = (
      <PagedList query={query} page={page} pageSize={CHALLENGES_PAGE_SIZE} noun="challenge" onOffsetChange={goToOffset} className="mt-8">
        <ChallengeGrid challenges={page.items} />
      </PagedList>
    );
  }

  return (
    <Page
      title="Challenges"
      heading="Challenges"
      intro="Embedded-systems puzzles in C, electronics, protocols, RTOS and more. Solve one to earn its points, once."
      actions={
        <>
          {can('challenge:manage') ? <ManageLink tab="challenges" what="challenges" /> : null}
          {/* No link into a switched-off feature. */}
          {isEnabled('leaderboard') ? (
            <ButtonLink to={paths.leaderboard} variant="secondary" icon={Medal}>
              Leaderboard
            </ButtonLink>
          ) : null}
        </>
      }
    >
      <FilterPanel className="flex flex-col gap-5">
        <ChallengeProgress />
        <div className="border-t border-line pt-5">
          <ChallengeFilters values={filters} onChange={change} showStatus={signedIn} />
        </div>
      </FilterPanel>
      <div aria-live="polite" className="sr-only">
        {page && !query.isFetching ? `${page.total} ${page.total === 1 ? 'challenge' : 'challenges'} found` : ''}
      </div>
      {body}
    </Page>
  );
}
