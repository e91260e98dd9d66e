import { MENTOR_PAGE_SIZE } from '@esdc/core/mentorship';
import { paths } from '@esdc/core/routes';
import { Handshake, LogIn, SearchX } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { Link, useLocation } from 'react-router';
import { buttonClass } from '../../../components/button';
import { FilterPanel } from '../../../components/filter-bar';
import { FilterSelect } from '../../../components/filter-select';
import { Page } from '../../../components/page';
import { PagedList } from '../../../components/paged-list';
import { ClearFiltersButton, EmptyState, ErrorState, LoadingState } from '../../../components/states';
import { useCan } from '../../../lib/permissions';
import { useSession } from '../../../lib/session';
import { useFilterParams } from '../../../lib/use-filter-params';
import { useMentors, useMyMentor, useTechnologies } from '../api/mentors';
import { BecomeMentorForm } from '../components/become-mentor-form';
import { MentorCard } from '../components/mentor-card';
import { MySessions } from '../components/my-sessions';

const TABS = ['find', 'sessions', 'become'] as const;
type MentorshipTab = (typeof TABS)[number];
const TAB_LABELS: Record<MentorshipTab, string> = { find: 'Find Mentors', sessions: 'My Sessions', become: 'Become a Mentor' };
const TAB_CLASS =
  'inline-flex h-10 items-center gap-2 whitespace-nowrap rounded-full px-3 text-sm font-semibold text-muted transition hover:text-fg data-[state=active]:bg-accent data-[state=active]:text-accent-fg sm:px-4';

/** Find Mentors: the topic filter and the mentor cards, paged. */
function FindMentors({
  topic,
  page,
  onChange,
  onClear,
  pageTo,
}: {
  topic: string;
  page: number;
  onChange: (next: Record<string, string>) => void;
  onClear: () => void;
  pageTo: (offset: number) => void;
}) {
  const technologies = useTechnologies();
  const list = useMentors({ ...(topic ? { topic } : {}), limit: MENTOR_PAGE_SIZE, offset: (page - 1) * MENTOR_PAGE_SIZE });
  const options = (technologies.data ?? []).map((name) => ({ value: name, label: name }));
  let body;
  if (list.isError) body = <ErrorState title="Could not load the mentors" message={list.error.message} onRetry={() => void list.refetch()} />;
  else if (!list.data) body = <LoadingState message="Loading mentors..." />;
  else if (list.data.items.length === 0)
    body = topic ? (
      <EmptyState
        icon={<SearchX className="size-10" />}
        title="No mentors for this topic"
        description="Try another topic."
        action={<ClearFiltersButton onClick={onClear} />}
      />
    ) : (
      <EmptyState icon={<Handshake className="size-10" />} title="No mentors yet" description="Approved mentors are listed here. Why not become one?" />
    );
  else
    body = (
      <PagedList query={list} page={list.data} pageSize={MENTOR_PAGE_SIZE} noun="mentor" onOffsetChange={pageTo}>
        <ul className="grid gap-5 md:grid-cols-2 xl:grid-cols-3">
          {list.data.items.map((mentor) => (
            <li key={mentor.id}>
              <MentorCard mentor={mentor} />
            </li>
          ))}
        </ul>
      </PagedList>
    );
  return (
    <div className="flex flex-col gap-6">
      <FilterPanel>
        <div role="search" aria-label="Filter mentors">
          <FilterSelect
            id="mentors-topic"
            label="Topic"
            value={topic}
            options={options}
            allLabel="All topics"
            className="sm:w-64"
            onChange={(value) => onChange({ topic: value, page: '' })}
          />
        </div>
      </FilterPanel>
      {body}
    </div>
  );
}

/** Become a Mentor: the member's application state, and the form when they may apply. */
function BecomeMentor() {
  const mine = useMyMentor(true);
  if (mine.isError) return <ErrorState title="Could not load your application" message={mine.error.message} onRetry={() => void mine.refetch()} />;
  if (mine.data === undefined) return <LoadingState message="Loading..." />;
  const status = mine.data?.status;
  if (status === 'pending')
    return (
      <EmptyState
        icon={<Handshake className="size-10" />}
        title="Application sent"
        description="An admin will review your application. You will be notified."
      />
    );
  if (status === 'approved')
    return (
      <div className="flex flex-col gap-4">
        <h2 className="text-lg font-semibold">Your mentor profile</h2>
        <p className="max-w-2xl text-sm text-muted">
          You are a mentor: members book your free slots from Find Mentors, and your sessions are under My Sessions. Changes to your hours apply to new
          bookings; sessions already booked keep their times.
        </p>
        <BecomeMentorForm previous={mine.data} edit />
      </div>
    );
  return (
    <div className="flex flex-col gap-4">
      {status === 'rejected' ? <p className="text-sm text-muted">Your last application was not approved. You may apply again.</p> : null}
      <p className="max-w-2xl text-sm text-muted">
        Share what you know: choose your topics and the weekly hours members may book. An admin approves new mentors.
      </p>
      <BecomeMentorForm previous={mine.data} />
    </div>
  );
}

/**
 * /mentorship (docs/requirements.md §2 Mentorship): the tabs Find Mentors (by topic, ?topic=), My Sessions and Become a
 * Mentor, the tab kept in the address (?tab=). Visitors see Find Mentors and a sign-in link for the rest.
 */
export default function MentorshipPage() {
  const can = useCan();
  const { user } = useSession();
  const location = useLocation();
  const { params, change, clearAll, pageTo } = useFilterParams(['page']);
  const member = can('mentorship:take-part');
  const tabParam = params.get('tab') as MentorshipTab | null;
  const tab: MentorshipTab = tabParam && TABS.includes(tabParam) && (tabParam === 'find' || member) ? tabParam : 'find';
  const topic = params.get('topic') ?? '';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const find = <FindMentors topic={topic} page={page} onChange={change} onClear={clearAll} pageTo={pageTo(MENTOR_PAGE_SIZE)} />;
  return (
    <Page
      title="Mentorship"
      heading="Mentorship"
      intro="Book a session with a senior member, or share what you know as a mentor."
      actions={
        user ? undefined : (
          <Link to={paths.login} state={{ from: location.pathname + location.search }} className={buttonClass('secondary')}>
            <LogIn className="size-4" aria-hidden="true" />
            Sign in for sessions and mentoring
          </Link>
        )
      }
    >
      {member ? (
        <Tabs.Root value={tab} onValueChange={(next) => change({ tab: next === 'find' ? '' : next, topic: '', page: '' })} className="flex flex-col gap-6">
          <Tabs.List
            aria-label="Mentorship"
            className="flex max-w-full gap-1 self-start overflow-x-auto rounded-3xl border border-line bg-surface p-1 shadow-[var(--shadow-card)]"
          >
            {TABS.map((value) => (
              <Tabs.Trigger key={value} value={value} className={TAB_CLASS}>
                {TAB_LABELS[value]}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <Tabs.Content value="find">{tab === 'find' ? find : null}</Tabs.Content>
          <Tabs.Content value="sessions">{tab === 'sessions' ? <MySessions /> : null}</Tabs.Content>
          <Tabs.Content value="become">{tab === 'become' ? <BecomeMentor /> : null}</Tabs.Content>
        </Tabs.Root>
      ) : (
        find
      )}
    </Page>
  );
}
