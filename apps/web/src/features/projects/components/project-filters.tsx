import { formatStatusLabel, PROJECT_STATUSES, type ProjectStatus } from '@esdc/core/project';
import { Search, Tag as TagIcon, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { inputClass } from '../../../components/form-field';

/** The filters of /projects, as kept in the URL (?tag=, ?status=, ?q=). */
export interface ProjectFilterValues {
  tag: string;
  status: ProjectStatus | '';
  q: string;
}

/** Delay before a typed search updates the list. */
const SEARCH_DEBOUNCE_MS = 300;

/**
 * The /projects filter bar (SPEC §2 Projects, Other links seen /projects?tag={name}): a search box, a status
 * filter and, when the list is filtered by tag, an active tag chip with a clear button.
 */
export function ProjectFilters({ values, onChange }: { values: ProjectFilterValues; onChange: (next: Partial<ProjectFilterValues>) => void }) {
  const [text, setText] = useState(values.q);
  const [syncedQ, setSyncedQ] = useState(values.q);
  const timer = useRef<number | undefined>(undefined);

  // The URL changed from elsewhere (back button, Clear filters): show its query.
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
    <div className="flex flex-col gap-3">
      <form role="search" aria-label="Filter projects" className="flex flex-col gap-3 sm:flex-row sm:items-end" onSubmit={(e) => {
        e.preventDefault();
        window.clearTimeout(timer.current);
        onChange({ q: text.trim() });
      }}>
        <div className="flex flex-1 flex-col gap-1.5">
          <label htmlFor="projects-search" className="text-sm font-semibold">
            Search projects
          </label>
          <div className="relative">
            <Search className="pointer-events-none absolute left-3 top-3.5 size-4 text-muted" aria-hidden="true" />
            <input
              id="projects-search"
              type="search"
              value={text}
              onChange={(e) => type(e.target.value)}
              placeholder="Title or description"
              className={`${inputClass} h-11 pl-9`}
            />
          </div>
        </div>
        <div className="flex flex-col gap-1.5 sm:w-48">
          <label htmlFor="projects-status" className="text-sm font-semibold">
            Status
          </label>
          <select
            id="projects-status"
            value={values.status}
            onChange={(e) => onChange({ status: e.target.value as ProjectStatus | '' })}
            className={`${inputClass} h-11`}
          >
            <option value="">All statuses</option>
            {PROJECT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {formatStatusLabel(s)}
              </option>
            ))}
          </select>
        </div>
      </form>
      {values.tag ? (
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <span className="text-muted">Filtered by tag:</span>
          <span className="inline-flex items-center gap-1.5 rounded-full bg-accent-soft py-1 pl-3 pr-1 font-mono font-semibold text-accent-text">
            <TagIcon className="size-3.5" aria-hidden="true" />
            {values.tag}
            <button
              type="button"
              onClick={() => onChange({ tag: '' })}
              aria-label={`Clear tag filter ${values.tag}`}
              className="inline-flex size-6 items-center justify-center rounded-full hover:bg-surface"
            >
              <X className="size-3.5" aria-hidden="true" />
            </button>
          </span>
        </div>
      ) : null}
    </div>
  );
}
