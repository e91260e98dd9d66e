import { formatStatusLabel, PROJECT_STATUSES, type ProjectStatus } from '@esdc/core/project';
import { Tag as TagIcon, X } from 'lucide-react';
import { FilterBar } from '../../../components/filter-bar';

/** The filters of /projects, as kept in the URL (?tag=, ?status=, ?q=). */
export interface ProjectFilterValues {
  tag: string;
  status: ProjectStatus | '';
  q: string;
}

const STATUS_OPTIONS = PROJECT_STATUSES.map((s) => ({ value: s, label: formatStatusLabel(s) }));

/**
 * The /projects filter bar (SPEC §2 Projects, Other links seen /projects?tag={name}): a search box, a status
 * filter and, when the list is filtered by tag, an active tag chip with a clear button.
 */
export function ProjectFilters({ values, onChange }: { values: ProjectFilterValues; onChange: (next: Partial<ProjectFilterValues>) => void }) {
  return (
    <div className="flex flex-col gap-3">
      <FilterBar
        label="Filter projects"
        className="flex flex-col gap-3 sm:flex-row sm:items-end"
        search={{ id: 'projects-search', label: 'Search projects', placeholder: 'Title or description' }}
        query="q"
        values={values}
        onChange={onChange}
        selects={[{ name: 'status', id: 'projects-status', label: 'Status', className: 'sm:w-48', allLabel: 'All statuses', options: STATUS_OPTIONS }]}
      />
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
