import { paths } from '@esdc/core/routes';
import { USER_ROLES, type UserRole } from '@esdc/core/user';
import { UserPlus, UsersRound } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/button';
import { Page } from '../../../components/page';
import { ClearFiltersButton, EmptyState, ErrorState } from '../../../components/states';
import { useCan } from '../../../lib/permissions';
import { loadedItems } from '../../../lib/loaded-items';
import { useSession } from '../../../lib/session';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { MEMBER_SORTS, useMemberPages, type MemberSort } from '../api/list-members';
import { useCommunityStats } from '../api/directory-stats';
import { showingCount } from '../components/showing-count';
import { DirectoryStatsPanel } from '../components/directory-stats-panel';
import { MemberCard } from '../components/member-card';
import { MemberFilters, type MemberFilterValues } from '../components/member-filters';
import { MemberListSkeleton } from '../components/member-list-skeleton';
import { MemberRow } from '../components/member-row';
import { ButtonLink } from '../../../components/button-link';

/** Members per page of the directory (SPEC §2 Community Members; DESIGN: never everything at once). */
const PAGE_SIZE = 24;
/** Search debounce (SPEC §9: 300 ms, as the contributor search). */
const SEARCH_DEBOUNCE_MS = 300;

/** The directory's layout as a grid of cards or a list of rows. */
const VIEW_CLASSES: Record<MemberFilterValues['view'], string> = {
  grid: 'grid grid-cols-1 gap-5 sm:grid-cols-2 xl:grid-cols-3',
  list: 'divide-y divide-line overflow-hidden rounded-[var(--radius-card)] border border-line bg-surface shadow-[var(--shadow-card)]',
};

const isRole = (v: string | null): v is UserRole => !!v && (USER_ROLES as readonly string[]).includes(v);
const isSort = (v: string | null): v is MemberSort => !!v && (MEMBER_SORTS as readonly string[]).includes(v);

/**
 * /users, Community Members (SPEC §2 Community Members): the member directory, paged on the server
 * (`GET /api/users`), with 'Search users...' (debounced 300 ms), the role filter, the sort select, a grid/list
 * toggle, 'Showing X of Y users', the 'No users found' empty state with Clear Filters, statistics from
 * `GET /api/users/stats`, and 'Add User' for signed-in admins (to the admin panel's create-user form).
 * Filters live in the URL (?q, ?role, ?sort, ?view) so going back to the list keeps them.
 */
export default function MembersPage() {
  const session = useSession();
  const can = useCan();
  const [params, setParams] = useSearchParams();
  // Filters live in state (instant, never lost to a pending navigation) and are mirrored into the URL.
  const [filters, setFilters] = useState<MemberFilterValues>(() => {
    const roleParam = params.get('role');
    const sortParam = params.get('sort');
    return {
      text: params.get('q') ?? '',
      role: isRole(roleParam) ? roleParam : '',
      sort: isSort(sortParam) ? sortParam : 'name',
      view: params.get('view') === 'list' ? 'list' : 'grid',
    };
  });
  const { text, role, sort, view } = filters;
  const q = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const isAdmin = can('user:manage');

  useEffect(() => {
    const next = new URLSearchParams();
    if (q) next.set('q', q);
    if (role) next.set('role', role);
    if (sort !== 'name') next.set('sort', sort);
    if (view !== 'grid') next.set('view', view);
    if (next.toString() !== params.toString()) setParams(next, { replace: true });
  }, [q, role, sort, view, params, setParams]);

  const query = useMemberPages({ q: q || undefined, role: role || undefined, sort }, PAGE_SIZE, session.user?.id ?? null);
  const { items, total } = loadedItems(query.data);
  const communityStats = useCommunityStats();
  const filtered = !!(q || role);

  const change = (next: Partial<MemberFilterValues>) => setFilters((prev) => ({ ...prev, ...next }));
  const clearFilters = () => setFilters((prev) => ({ ...prev, text: '', role: '' }));

  let body;
  if (query.isPending) body = <MemberListSkeleton view={view} />;
  else if (query.isError) body = <ErrorState title="Failed to load users" message={query.error.message} onRetry={() => void query.refetch()} />;
  else if (items.length === 0) {
    body = (
      <EmptyState
        icon={<UsersRound className="size-10" />}
        title="No users found"
        description="Try adjusting your search or filter criteria"
        action={filtered || text ? <ClearFiltersButton onClick={clearFilters} /> : undefined}
      />
    );
  } else {
    const Member = view === 'grid' ? MemberCard : MemberRow;
    body = (
      <ul className={VIEW_CLASSES[view]}>
        {items.map((m) => (
          <li key={m.id}>
            <Member member={m} />
          </li>
        ))}
      </ul>
    );
  }

  const updating = query.isFetching && !query.isFetchingNextPage && !query.isPending;

  return (
    <Page
      title="Community Members"
      heading="Community Members"
      intro="Find club members by name or username, see what they have built and how many points they have earned."
      actions={
        isAdmin ? (
          <ButtonLink to={`${paths.admin}?create=user`} state={{ createUser: true }} icon={UserPlus}>
            Add User
          </ButtonLink>
        ) : undefined
      }
    >
      <DirectoryStatsPanel />
      <div className="mb-6 rounded-[var(--radius-card)] border border-line bg-surface p-4 shadow-[var(--shadow-card)] sm:p-5">
        <MemberFilters values={{ text, role, sort, view }} onChange={change} />
      </div>
      <h2 className="sr-only">Members</h2>
      <div className="mb-4 flex min-h-6 flex-wrap items-center justify-between gap-2 text-sm text-muted">
        <p aria-live="polite" className="font-mono">
          {query.isSuccess ? showingCount(total, communityStats.data?.total_members) : ''}
        </p>
        {updating ? <p className="text-xs">Updating...</p> : null}
      </div>
      <div className={updating ? 'opacity-70 transition-opacity' : 'transition-opacity'}>{body}</div>
      {query.hasNextPage && items.length > 0 ? (
        <div className="mt-8 flex justify-center">
          <Button variant="secondary" onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
            {query.isFetchingNextPage ? 'Loading...' : 'Load more'}
          </Button>
        </div>
      ) : null}
    </Page>
  );
}
