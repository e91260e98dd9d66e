import { REVIEW_PAGE_SIZE, REVIEW_STATE_LABELS, REVIEW_STATES, type ReviewMineFilter, type ReviewState } from '@esdc/core/code-review';
import type { ReviewCounts } from '@esdc/core/code-review-schemas';
import { CheckCircle2, CircleDot, GitPullRequest, Hourglass } from 'lucide-react';
import { lazy, type ReactNode } from 'react';
import { MemberAction } from '../../../components/member-action';
import { FilterBar, FilterPanel } from '../../../components/filter-bar';
import { ListSection } from '../../../components/list-section';
import { Page } from '../../../components/page';
import { PagedList } from '../../../components/paged-list';
import { ClearFiltersButton, EmptyState, ErrorState, LoadingState } from '../../../components/states';
import { formatNumber } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { useFilterParams } from '../../../lib/use-filter-params';
import { useReviewRequests } from '../api/list-review-requests';
import { ReviewList } from '../components/review-list';

const RequestReviewDialog = lazy(() => import('../components/request-review-dialog'));

const STATE_OPTIONS = REVIEW_STATES.map((value) => ({ value, label: REVIEW_STATE_LABELS[value] }));
const MINE_OPTIONS: { value: ReviewMineFilter; label: string }[] = [
  { value: 'any', label: 'Mine' },
  { value: 'requested', label: 'Requested by me' },
  { value: 'reviewed', label: 'Reviewed by me' },
];

function Counter({ label, value, icon }: { label: string; value: number | undefined; icon: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-1 rounded-[var(--radius-card)] border border-line bg-surface p-3 shadow-[var(--shadow-card)] sm:p-4">
      <dt className="flex items-center gap-2 text-sm font-semibold text-muted">
        <span className="hidden size-8 shrink-0 place-items-center rounded-lg bg-accent-soft text-accent-text sm:grid">{icon}</span>
        {label}
      </dt>
      <dd className="text-2xl font-extrabold tabular-nums">{value === undefined ? '–' : formatNumber(value)}</dd>
    </div>
  );
}

/** The counters (SPEC §2 Static pages /code-review: open, approved, pending), from the server's counts. */
function Counters({ counts }: { counts: ReviewCounts | undefined }) {
  return (
    <dl aria-label="Review requests by state" className="mb-6 grid grid-cols-3 gap-2 sm:gap-3">
      <Counter label="Open" value={counts?.open} icon={<CircleDot className="size-4" aria-hidden="true" />} />
      <Counter label="Approved" value={counts?.approved} icon={<CheckCircle2 className="size-4" aria-hidden="true" />} />
      <Counter label="Pending" value={counts?.pending} icon={<Hourglass className="size-4" aria-hidden="true" />} />
    </dl>
  );
}

/**
 * /code-review (docs/requirements.md §2 Code review): the counters Open / Approved / Pending, the requests newest
 * first with a search, a state filter and, signed in, 'Mine' / 'Requested by me' / 'Reviewed by me', kept in the URL (?q=, ?state=,
 * ?mine=, ?page=); 'Request Review'.
 */
export default function CodeReviewPage() {
  const { user } = useSession();
  const { params, change, clearAll, pageTo } = useFilterParams(['page']);
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const state = params.get('state') ?? '';
  const mine = params.get('mine') ?? '';
  const filters = {
    q: params.get('q') ?? '',
    state: (REVIEW_STATES as readonly string[]).includes(state) ? state : '',
    mine: user && MINE_OPTIONS.some((o) => o.value === mine) ? mine : '',
  };
  const requests = useReviewRequests({
    q: filters.q || undefined,
    state: (filters.state || undefined) as ReviewState | undefined,
    mine: (filters.mine || undefined) as ReviewMineFilter | undefined,
    limit: REVIEW_PAGE_SIZE,
    offset: (page - 1) * REVIEW_PAGE_SIZE,
  });
  const filtered = !!(filters.q || filters.state || filters.mine);

  let body;
  if (requests.isPending) body = <LoadingState message="Loading review requests..." />;
  else if (requests.isError && !requests.data)
    body = <ErrorState title="Failed to load review requests" message={requests.error.message} onRetry={() => void requests.refetch()} />;
  else if (requests.data.items.length === 0)
    body = (
      <EmptyState
        icon={<GitPullRequest className="size-10" />}
        title={filtered ? 'No review requests match these filters.' : 'No review requests yet'}
        description={filtered ? undefined : 'Ask the club to review a pull request or a file of your project.'}
        action={filtered ? <ClearFiltersButton onClick={clearAll} /> : undefined}
      />
    );
  else
    body = (
      <PagedList query={requests} page={requests.data} pageSize={REVIEW_PAGE_SIZE} noun="review request" onOffsetChange={pageTo(REVIEW_PAGE_SIZE)}>
        <ReviewList requests={requests.data.items} />
      </PagedList>
    );

  return (
    <Page
      title="Code Review"
      heading="Code Review"
      intro="Ask members to review a pull request or a file, or claim a request and review it."
      actions={
        <MemberAction
          action="review:request"
          label="Request Review"
          signInLabel="Sign in to request a review"
          dialog={({ open, onOpenChange }) => (open ? <RequestReviewDialog open onOpenChange={onOpenChange} /> : null)}
        />
      }
    >
      <Counters counts={requests.data?.counts} />
      <FilterPanel>
        <FilterBar
          label="Filter review requests"
          className="flex flex-col gap-3 md:flex-row md:items-end"
          search={{ id: 'reviews-search', label: 'Search review requests', placeholder: 'Search review requests...', className: 'md:flex-1' }}
          query="q"
          values={filters}
          onChange={change}
          selects={[
            { name: 'state', id: 'reviews-state', label: 'State', options: STATE_OPTIONS, allLabel: 'All states', className: 'md:w-48' },
            !!user && { name: 'mine', id: 'reviews-mine', label: 'Show', options: MINE_OPTIONS, allLabel: 'Everyone’s', className: 'md:w-48' },
          ]}
        />
      </FilterPanel>
      <ListSection id="review-requests" title="Review requests" hidden>
        {body}
      </ListSection>
    </Page>
  );
}
