import { TEAM_FOCUS_AREAS, TEAM_PAGE_SIZE, type TeamFocusArea } from '@esdc/core/team';
import { UsersRound } from 'lucide-react';
import { MemberAction } from '../../../components/member-action';
import { FilterBar, FilterPanel } from '../../../components/filter-bar';
import { ListSection } from '../../../components/list-section';
import { Page } from '../../../components/page';
import { PagedList } from '../../../components/paged-list';
import { ClearFiltersButton, EmptyState, ErrorState, LoadingState } from '../../../components/states';
import { useSession } from '../../../lib/session';
import { useFilterParams } from '../../../lib/use-filter-params';
import { useTeams } from '../api/list-teams';
import { InvitationsSection } from '../components/invitations-section';
import { TeamCard } from '../components/team-card';
import { LazyTeamFormDialog } from '../components/lazy-dialogs';

const FOCUS_OPTIONS = TEAM_FOCUS_AREAS.map((value) => ({ value, label: value }));
const MINE_OPTIONS = [{ value: 'true', label: 'My teams' }];

/**
 * /teams (docs/requirements.md §2 Teams): the teams as cards, with a search, a focus-area filter and 'My teams', kept
 * in the URL (?q=, ?focus=, ?mine=, ?page=); the reader's pending invitations with Accept and Decline; 'Create Team'.
 */
export default function TeamsPage() {
  const { user } = useSession();
  const { params, change, clearAll, pageTo } = useFilterParams(['page']);
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const focus = params.get('focus') ?? '';
  const filters = {
    q: params.get('q') ?? '',
    focus: (TEAM_FOCUS_AREAS as readonly string[]).includes(focus) ? focus : '',
    mine: params.get('mine') === 'true' && user ? 'true' : '',
  };
  const teams = useTeams({
    search: filters.q || undefined,
    focus_area: (filters.focus || undefined) as TeamFocusArea | undefined,
    mine: filters.mine ? 'true' : undefined,
    limit: TEAM_PAGE_SIZE,
    offset: (page - 1) * TEAM_PAGE_SIZE,
  });
  const filtered = !!(filters.q || filters.focus || filters.mine);

  let body;
  if (teams.isPending) body = <LoadingState message="Loading teams..." />;
  else if (teams.isError && !teams.data) body = <ErrorState title="Failed to load teams" message={teams.error.message} onRetry={() => void teams.refetch()} />;
  else if (teams.data.items.length === 0)
    body = (
      <EmptyState
        icon={<UsersRound className="size-10" />}
        title={filtered ? 'No teams found matching your criteria.' : 'No teams yet'}
        description={filtered ? undefined : 'Start the first one: pick a focus area and invite members.'}
        action={filtered ? <ClearFiltersButton onClick={clearAll} /> : undefined}
      />
    );
  else
    body = (
      <PagedList query={teams} page={teams.data} pageSize={TEAM_PAGE_SIZE} noun="team" onOffsetChange={pageTo(TEAM_PAGE_SIZE)}>
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {teams.data.items.map((team) => (
            <li key={team.id}>
              <TeamCard team={team} />
            </li>
          ))}
        </ul>
      </PagedList>
    );

  return (
    <Page
      title="Teams"
      heading="Teams"
      intro="Find a team to build with, or start one and invite members."
      actions={
        <MemberAction
          action="team:create"
          label="Create Team"
          signInLabel="Sign in to create a team"
          dialog={({ open, onOpenChange }) => (open ? <LazyTeamFormDialog open onOpenChange={onOpenChange} /> : null)}
        />
      }
    >
      {user ? <InvitationsSection /> : null}
      <FilterPanel>
        <FilterBar
          label="Filter teams"
          className="flex flex-col gap-3 md:flex-row md:items-end"
          search={{ id: 'teams-search', label: 'Search teams', placeholder: 'Search teams...', className: 'md:flex-1' }}
          query="q"
          values={filters}
          onChange={change}
          selects={[
            { name: 'focus', id: 'teams-focus', label: 'Focus area', options: FOCUS_OPTIONS, allLabel: 'All focus areas', className: 'md:w-48' },
            !!user && { name: 'mine', id: 'teams-mine', label: 'Show', options: MINE_OPTIONS, allLabel: 'All teams', className: 'md:w-40' },
          ]}
        />
      </FilterPanel>
      <ListSection id="teams-list" title="Teams" hidden>
        {body}
      </ListSection>
    </Page>
  );
}
