import { CHALLENGE_CATEGORIES, CHALLENGE_DIFFICULTIES, type ChallengeCategory, type ChallengeDifficulty } from '@esdc/core/challenge';
import { FilterSelect } from '../../../components/filter-select';
import { SearchField } from '../../../components/search-field';
import { useSearchText } from '../../../lib/use-search-text';

/** The filters of /challenges as kept in the URL (?q=, ?category=, ?difficulty=, ?status=). */
export interface ChallengeFilterValues {
  q: string;
  category: ChallengeCategory | '';
  difficulty: ChallengeDifficulty | '';
  status: 'solved' | 'unsolved' | '';
}

const STATUS_OPTIONS = [
  { value: 'solved', label: 'Solved' },
  { value: 'unsolved', label: 'Unsolved' },
] as const;

/**
 * The /challenges filter bar (SPEC §2 Challenges: list with filters): a search box (title and description, debounced),
 * Category, Difficulty and, for signed-in members, Status (All / Solved / Unsolved).
 */
export function ChallengeFilters({
  values,
  onChange,
  showStatus,
}: {
  values: ChallengeFilterValues;
  onChange: (next: Partial<ChallengeFilterValues>) => void;
  showStatus: boolean;
}) {
  const search = useSearchText(values.q, (q) => onChange({ q }));

  return (
    <form role="search" aria-label="Filter challenges" className="flex flex-col gap-3 lg:flex-row lg:items-end" onSubmit={search.onSubmit}>
      <SearchField id="challenges-search" label="Search challenges" placeholder="Title or description" autoComplete="off" {...search.input} />
      <div className={`grid grid-cols-2 gap-3 lg:flex ${showStatus ? 'sm:grid-cols-3' : ''}`}>
        <FilterSelect
          id="challenges-category"
          label="Category"
          className="col-span-2 sm:col-span-1 lg:w-48"
          value={values.category}
          allLabel="All categories"
          options={CHALLENGE_CATEGORIES}
          onChange={(category) => onChange({ category })}
        />
        <FilterSelect
          id="challenges-difficulty"
          label="Difficulty"
          className={`lg:w-48 ${showStatus ? '' : 'col-span-2 sm:col-span-1'}`}
          value={values.difficulty}
          allLabel="All difficulties"
          options={CHALLENGE_DIFFICULTIES}
          onChange={(difficulty) => onChange({ difficulty })}
        />
        {showStatus ? (
          <FilterSelect
            id="challenges-status"
            label="Status"
            className="lg:w-48"
            value={values.status}
            allLabel="All"
            options={STATUS_OPTIONS}
            onChange={(status) => onChange({ status })}
          />
        ) : null}
      </div>
    </form>
  );
}
