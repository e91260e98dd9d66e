import { USER_ROLES, type UserRole } from '@esdc/core/user';
import { LayoutGrid, List, Search } from 'lucide-react';
import { MEMBER_SORTS, type MemberSort } from '../api/list-members';
import { fieldClass } from './field-class';
import { ROLE_LABELS } from './role-label';

/** How the directory is shown. */
export type MemberView = 'grid' | 'list';

const SORT_LABELS: Record<MemberSort, string> = { name: 'Name', points: 'Points', challenges: 'Challenges', recent: 'Recently joined' };

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
      <form role="search" aria-label="Filter members" className="flex flex-1 flex-col gap-3 sm:flex-row sm:items-end" onSubmit={(e) => e.preventDefault()}>
        <div className="flex flex-1 flex-col gap-1.5">
          <label htmlFor="members-search" className="text-sm font-semibold">
            Search
          </label>
          <div className="relative">
            <Search className="pointer-events-none absolute left-3 top-3.5 size-4 text-muted" aria-hidden="true" />
            <input
              id="members-search"
              type="search"
              value={values.text}
              onChange={(e) => onChange({ text: e.target.value })}
              placeholder="Search users..."
              autoComplete="off"
              spellCheck={false}
              className={`${fieldClass} pl-9`}
            />
          </div>
        </div>
        <div className="grid grid-cols-2 gap-3 sm:flex">
          <div className="flex flex-col gap-1.5 sm:w-40">
            <label htmlFor="members-role" className="text-sm font-semibold">
              Role
            </label>
            <select id="members-role" value={values.role} onChange={(e) => onChange({ role: e.target.value as UserRole | '' })} className={fieldClass}>
              <option value="">All Roles</option>
              {USER_ROLES.map((r) => (
                <option key={r} value={r}>
                  {ROLE_LABELS[r]}
                </option>
              ))}
            </select>
          </div>
          <div className="flex flex-col gap-1.5 sm:w-44">
            <label htmlFor="members-sort" className="text-sm font-semibold">
              Sort by
            </label>
            <select id="members-sort" value={values.sort} onChange={(e) => onChange({ sort: e.target.value as MemberSort })} className={fieldClass}>
              {MEMBER_SORTS.map((s) => (
                <option key={s} value={s}>
                  {SORT_LABELS[s]}
                </option>
              ))}
            </select>
          </div>
        </div>
      </form>
      <div role="group" aria-label="Layout" className="inline-flex self-start rounded-xl border border-line bg-surface p-1 lg:self-end">
        <ViewButton view="grid" current={values.view} onChange={(view) => onChange({ view })} />
        <ViewButton view="list" current={values.view} onChange={(view) => onChange({ view })} />
      </div>
    </div>
  );
}
