import { USER_ROLES, type UserRole } from '@esdc/core/user';
import { LayoutGrid, List } from 'lucide-react';
import { FilterBar } from '../../../components/filter-bar';
import { MEMBER_SORTS, type MemberSort } from '../api/list-members';
import { ROLE_LABELS } from './role-label';

/** How the directory is shown. */
export type MemberView = 'grid' | 'list';

const SORT_LABELS: Record<MemberSort, string> = { name: 'Name', points: 'Points', challenges: 'Challenges', recent: 'Recently joined' };
const ROLE_OPTIONS = USER_ROLES.map((r) => ({ value: r, label: ROLE_LABELS[r] }));
const SORT_OPTIONS = MEMBER_SORTS.map((s) => ({ value: s, label: SORT_LABELS[s] }));

/** The filter bar's values; `text` is the raw search box (the list uses it debounced). */
export interface MemberFilterValues {
  text: string;
  role: UserRole | '';
  sort: MemberSort;
  view: MemberView;
}

function ViewButton({ view, current, onChange }: { view: MemberView; current: MemberView; onChange: (v: MemberView) => void }) {
  const Icon = view === 'grid' ? LayoutGrid : List;
  const pressed = view === current;
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={() => onChange(view)}
      className={`inline-flex h-9 items-center gap-1.5 rounded-lg px-3 text-sm font-semibold transition ${
        pressed ? 'bg-accent text-accent-fg' : 'text-fg hover:bg-surface-2'
      }`}
    >
      <Icon className="size-4" aria-hidden="true" />
      {view === 'grid' ? 'Grid' : 'List'}
      <span className="sr-only"> view</span>
    </button>
  );
}

/**
 * The /users filter bar (SPEC §2 Community Members): 'Search users...' over name, username and email, the role
 * filter (All Roles, Admin, User, Moderator), the sort select (name, points, challenges, recent) and the
 * grid/list toggle (aria-pressed).
 */
export function MemberFilters({ values, onChange }: { values: MemberFilterValues; onChange: (next: Partial<MemberFilterValues>) => void }) {
  return (
    <div className="flex flex-col gap-3 lg:flex-row lg:items-end">
      <FilterBar
        label="Filter members"
        className="flex flex-1 flex-col gap-3 sm:flex-row sm:items-end"
        search={{ id: 'members-search', label: 'Search', placeholder: 'Search users...', autoComplete: 'off', spellCheck: false }}
        query="text"
        debounce={false}
        selectsClassName="grid grid-cols-2 gap-3 sm:flex"
        values={values}
        onChange={onChange}
        selects={[
          { name: 'role', id: 'members-role', label: 'Role', className: 'sm:w-40', allLabel: 'All Roles', options: ROLE_OPTIONS },
          { name: 'sort', id: 'members-sort', label: 'Sort by', className: 'sm:w-44', options: SORT_OPTIONS },
        ]}
      />
      <div role="group" aria-label="Layout" className="inline-flex self-start rounded-xl border border-line bg-surface p-1 lg:self-end">
        <ViewButton view="grid" current={values.view} onChange={(view) => onChange({ view })} />
        <ViewButton view="list" current={values.view} onChange={(view) => onChange({ view })} />
      </div>
    </div>
  );
}
