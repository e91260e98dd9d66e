import { CHALLENGE_CATEGORIES, CHALLENGE_DIFFICULTIES, type ChallengeCategory, type ChallengeDifficulty } from '@esdc/core/challenge';
import { FilterBar } from '../../../components/filter-bar';

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
  return (
    <FilterBar
      label="Filter challenges"
      className="flex flex-col gap-3 lg:flex-row lg:items-end"
      search={{ id: 'challenges-search', label: 'Search challenges', placeholder: 'Title or description', autoComplete: 'off' }}
      query="q"
      selectsClassName={`grid grid-cols-2 gap-3 lg:flex ${showStatus ? 'sm:grid-cols-3' : ''}`}
      values={values}
      onChange={onChange}
      selects={[
        {
          name: 'category',
          id: 'challenges-category',
          label: 'Category',
          className: 'col-span-2 sm:col-span-1 lg:w-48',
          allLabel: 'All categories',
          options: CHALLENGE_CATEGORIES,
        },
        {
          name: 'difficulty',
          id: 'challenges-difficulty',
          label: 'Difficulty',
          className: `lg:w-48 ${showStatus ? '' : 'col-span-2 sm:col-span-1'}`,
          allLabel: 'All difficulties',
          options: CHALLENGE_DIFFICULTIES,
        },
        showStatus && { name: 'status', id: 'challenges-status', label: 'Status', className: 'lg:w-48', allLabel: 'All', options: STATUS_OPTIONS },
      ]}
    />
  );
}
