import { JOB_PAGE_SIZE, JOB_TYPE_LABELS, JOB_TYPES } from '@esdc/core/jobs';
import { Briefcase, SearchX } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { useState } from 'react';
import { Button } from '../../../components/button';
import { FilterBar, FilterPanel } from '../../../components/filter-bar';
import { Page } from '../../../components/page';
import { PagedList } from '../../../components/paged-list';
import { ClearFiltersButton, EmptyState, ErrorState, LoadingState } from '../../../components/states';
import { useCan } from '../../../lib/permissions';
import { useFilterParams } from '../../../lib/use-filter-params';
import { useJobs } from '../api/list-jobs';
import { JobCard } from '../components/job-card';
import { JobFormDialog } from '../components/job-form-dialog';
import { MyApplications } from '../components/my-applications';
import { SavedSearches } from '../components/saved-searches';
import { useSaveSearch } from '../api/saved-searches';
import { notifyOutcome } from '../../../lib/toast';

const TYPE_OPTIONS = JOB_TYPES.map((value) => ({ value, label: JOB_TYPE_LABELS[value] }));
const REMOTE_OPTIONS = [
  { value: 'true', label: 'Remote' },
  { value: 'false', label: 'On site' },
];
const TABS = ['open', 'applications', 'searches', 'postings'] as const;
type JobsTab = (typeof TABS)[number];
const TAB_LABELS: Record<JobsTab, string> = { open: 'Open jobs', applications: 'My applications', searches: 'Saved searches', postings: 'My postings' };
const TAB_CLASS =
  'inline-flex h-10 items-center gap-2 whitespace-nowrap rounded-full px-3 text-sm font-semibold text-muted transition hover:text-fg data-[state=active]:bg-accent data-[state=active]:text-accent-fg sm:px-4';

/** A page of postings as cards, or its loading, error and empty states. */
function JobList({
  mine,
  type,
  remote,
  q,
  page,
  onClear,
  pageTo,
}: {
  mine: boolean;
  type: string;
  remote: string;
  q: string;
  page: number;
  onClear: () => void;
  pageTo: (offset: number) => void;
}) {
  const list = useJobs({
    ...(mine ? { mine: 'true' as const } : {}),
    ...(type ? { type } : {}),
    ...(remote ? { remote } : {}),
    ...(q.trim() ? { q: q.trim() } : {}),
    limit: JOB_PAGE_SIZE,
    offset: (page - 1) * JOB_PAGE_SIZE,
  });
  if (list.isError) return <ErrorState title="Could not load the jobs" message={list.error.message} onRetry={() => void list.refetch()} />;
  if (!list.data) return <LoadingState message="Loading jobs..." />;
  if (list.data.items.length === 0) {
    if (type || remote || q.trim())
      return (
        <EmptyState
          icon={<SearchX className="size-10" />}
          title="No jobs found"
          description="Try another search or filter."
          action={<ClearFiltersButton onClick={onClear} />}
        />
      );
    return mine ? (
      <EmptyState icon={<Briefcase className="size-10" />} title="No postings yet" description="Jobs you post are listed here, expired ones too." />
    ) : (
      <EmptyState
        icon={<Briefcase className="size-10" />}
        title="No open jobs right now"
        description="New internships and roles appear here when they are posted."
      />
    );
  }
  return (
    <PagedList query={list} page={list.data} pageSize={JOB_PAGE_SIZE} noun="job" onOffsetChange={pageTo}>
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {list.data.items.map((job) => (
          <li key={job.id}>
            <JobCard job={job} />
          </li>
        ))}
      </ul>
    </PagedList>
  );
}

/**
 * /jobs (SPEC §2 Jobs): the open postings, nearest deadline first, filtered by type, remote and a search over title,
 * company and location (kept in the address: ?type=, ?remote=, ?q=, ?page=), each card with its badges, deadline in the
 * member's time zone and 'Apply Now'. Signed-in members see 'My applications', 'Save this search' and 'Saved searches'
 * (notified of matching new postings); those who may post ('job:post') get 'Post a Job' and 'My postings'.
 */
export default function JobsPage() {
  const can = useCan();
  const { params, change, clearAll, pageTo } = useFilterParams(['page']);
  const [posting, setPosting] = useState(false);
  const signedIn = can('job:apply');
  const open = useJobs({ limit: 1, offset: 0 });
  const canPost = open.data?.canPost ?? false;
  const tabParam = params.get('tab') as JobsTab | null;
  const tab: JobsTab = tabParam && TABS.includes(tabParam) && (tabParam !== 'postings' || canPost) && (tabParam === 'open' || signedIn) ? tabParam : 'open';
  const type = JOB_TYPES.find((t) => t === params.get('type')) ?? '';
  const remoteParam = params.get('remote');
  const remote = remoteParam === 'true' || remoteParam === 'false' ? remoteParam : '';
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const tabs = TABS.filter((t) => t === 'open' || ((t === 'applications' || t === 'searches') && signedIn) || (t === 'postings' && canPost));
  const save = useSaveSearch();
  const saveSearch = () =>
    save.mutate(
      { ...(type ? { type } : {}), ...(remote ? { remote: remote === 'true' } : {}), ...(q.trim() ? { q: q.trim() } : {}) },
      notifyOutcome('Search saved', 'Could not save the search'),
    );

  const filters = (
    <FilterPanel>
      <FilterBar
        label="Filter jobs"
        className="flex flex-col gap-3 sm:flex-row sm:items-end"
        search={{ id: 'jobs-search', label: 'Search jobs', placeholder: 'Title, company or location', className: 'sm:flex-1' }}
        query="q"
        values={{ q, type, remote }}
        onChange={(next) => change(next)}
        selects={[
          { name: 'type', id: 'jobs-type', label: 'Type', options: TYPE_OPTIONS, allLabel: 'All types', className: 'sm:w-44' },
          { name: 'remote', id: 'jobs-remote', label: 'Remote', options: REMOTE_OPTIONS, allLabel: 'Remote or on site', className: 'sm:w-52' },
        ]}
      />
    </FilterPanel>
  );
  const list = (mine: boolean) => <JobList mine={mine} type={type} remote={remote} q={q} page={page} onClear={clearAll} pageTo={pageTo(JOB_PAGE_SIZE)} />;

  return (
    <Page
      title="Jobs"
      heading="Jobs"
      intro="Internships, part-time and full-time roles in embedded systems, posted by the club and its partners."
      actions={canPost ? <Button onClick={() => setPosting(true)}>Post a Job</Button> : undefined}
    >
      {tabs.length > 1 ? (
        <Tabs.Root value={tab} onValueChange={(next) => change({ tab: next === 'open' ? '' : next })} className="flex flex-col gap-6">
          <Tabs.List
            aria-label="Jobs"
            className="flex max-w-full gap-1 self-start overflow-x-auto rounded-3xl border border-line bg-surface p-1 shadow-[var(--shadow-card)]"
          >
            {tabs.map((value) => (
              <Tabs.Trigger key={value} value={value} className={TAB_CLASS}>
                {TAB_LABELS[value]}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <Tabs.Content value="open" className="flex flex-col gap-6">
            {filters}
            <div className="-mt-2 flex flex-wrap items-center justify-between gap-3">
              <p className="text-sm text-muted">Get a notification when a new job matches these filters.</p>
              <Button variant="secondary" size="sm" onClick={saveSearch} disabled={save.isPending}>
                Save this search
              </Button>
            </div>
            {tab === 'open' ? list(false) : null}
          </Tabs.Content>
          <Tabs.Content value="applications">{tab === 'applications' ? <MyApplications /> : null}</Tabs.Content>
          <Tabs.Content value="searches">{tab === 'searches' ? <SavedSearches /> : null}</Tabs.Content>
          {canPost ? (
            <Tabs.Content value="postings" className="flex flex-col gap-6">
              {filters}
              {tab === 'postings' ? list(true) : null}
            </Tabs.Content>
          ) : null}
        </Tabs.Root>
      ) : (
        <div className="flex flex-col gap-6">
          {filters}
          {list(false)}
        </div>
      )}
      <JobFormDialog open={posting} job={null} onOpenChange={setPosting} />
    </Page>
  );
}
