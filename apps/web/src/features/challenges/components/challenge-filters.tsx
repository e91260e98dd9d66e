import { CHALLENGE_CATEGORIES, CHALLENGE_DIFFICULTIES, type ChallengeCategory, type ChallengeDifficulty } from '@esdc/core/challenge';
import { Search } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { inputClass } from '../../../components/form-field';

/** The filters of /challenges as kept in the URL (?q=, ?category=, ?difficulty=, ?status=). */
export interface ChallengeFilterValues {
  q: string;
  category: ChallengeCategory | '';
  difficulty: ChallengeDifficulty | '';
  status: 'solved' | 'unsolved' | '';
}

/** Delay before a typed search updates the list (SPEC §9: 300 ms). */
const SEARCH_DEBOUNCE_MS = 300;

function Select({ id, label, value, onChange, children, className = '' }: { id: string; label: string; value: string; onChange: (value: string) => void; children: ReactNode; className?: string }) {
  return (
    <div className={`flex min-w-0 flex-col gap-1.5 lg:w-48 ${className}`}>
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)} className={`${inputClass} h-11`}>
        {children}
      </select>
    </div>
  );
}

/**
 * The /challenges filter bar (SPEC §2 Challenges: list with filters): a search box (title and description, debounced),
 * Category, Difficulty and, for signed-in members, Status (All / Solved / Unsolved).
 */
export function ChallengeFilters({ values, onChange, showStatus }: { values: ChallengeFilterValues; onChange: (next: Partial<ChallengeFilterValues>) => void; showStatus: boolean }) {
  const [text, setText] = useState(values.q);
  const [syncedQ, setSyncedQ] = useState(values.q);
  const timer = useRef<number | undefined>(undefined);

  // The URL changed from elsewhere (back button, Clear Filters): show its query.
  if (values.q !== syncedQ) {
    setSyncedQ(values.q);
    setText(values.q);
  }

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const type = (next: string) => {
    setText(next);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => onChange({ q: next.trim() }), SEARCH_DEBOUNCE_MS);
  };

  return (
    <form
      role="search"
      aria-label="Filter challenges"
      className="flex flex-col gap-3 lg:flex-row lg:items-end"
      onSubmit={(e) => {
        e.preventDefault();
        window.clearTimeout(timer.current);
        onChange({ q: text.trim() });
      }}
    >
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <label htmlFor="challenges-search" className="text-sm font-semibold">
          Search challenges
        </label>
        <div className="relative">
          <Search className="pointer-events-none absolute left-3 top-3.5 size-4 text-muted" aria-hidden="true" />
          <input
            id="challenges-search"
            type="search"
            value={text}
            onChange={(e) => type(e.target.value)}
            placeholder="Title or description"
            autoComplete="off"
            className={`${inputClass} h-11 pl-9`}
          />
        </div>
      </div>
      <div className={`grid grid-cols-2 gap-3 lg:flex ${showStatus ? 'sm:grid-cols-3' : ''}`}>
        <Select id="challenges-category" label="Category" className="col-span-2 sm:col-span-1" value={values.category} onChange={(v) => onChange({ category: v as ChallengeCategory | '' })}>
          <option value="">All categories</option>
          {CHALLENGE_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </Select>
        <Select id="challenges-difficulty" label="Difficulty" className={showStatus ? '' : 'col-span-2 sm:col-span-1'} value={values.difficulty} onChange={(v) => onChange({ difficulty: v as ChallengeDifficulty | '' })}>
          <option value="">All difficulties</option>
          {CHALLENGE_DIFFICULTIES.map((d) => (
            <option key={d} value={d}>
              {d}
            </option>
          ))}
        </Select>
        {showStatus ? (
          <Select id="challenges-status" label="Status" value={values.status} onChange={(v) => onChange({ status: v as ChallengeFilterValues['status'] })}>
            <option value="">All</option>
            <option value="solved">Solved</option>
            <option value="unsolved">Unsolved</option>
          </Select>
        ) : null}
      </div>
    </form>
  );
}
