import { EVENT_CATEGORIES, EVENT_STATUSES, type EventCategory, type EventStatus } from '@esdc/core/event';
import { FilterSelect } from '../../../components/filter-select';
import { SearchField } from '../../../components/search-field';
import { useSearchText } from '../../../lib/use-search-text';
import { EVENT_STATUS_LABELS } from '../lib/event-display';

/** The filters of /events as kept in the URL (?q=, ?category=, ?status=). */
export interface EventFilterValues {
  q: string;
  category: EventCategory | '';
  status: EventStatus | '';
}

const STATUS_OPTIONS = EVENT_STATUSES.map((value) => ({ value, label: EVENT_STATUS_LABELS[value] }));

/**
 * The /events filter bar (SPEC §2 Events): a search box (title, debounced), Category and, for those who manage events,
 * Status (drafts included).
 */
export function EventFilters({
  values,
  onChange,
  showStatus,
}: {
  values: EventFilterValues;
  onChange: (next: Partial<EventFilterValues>) => void;
  showStatus: boolean;
}) {
  const search = useSearchText(values.q, (q) => onChange({ q }));
  return (
    <form role="search" aria-label="Filter events" className="flex flex-col gap-3 lg:flex-row lg:items-end" onSubmit={search.onSubmit}>
      <SearchField id="events-search" label="Search events" placeholder="Title" autoComplete="off" {...search.input} />
      <div className={`grid gap-3 lg:flex ${showStatus ? 'grid-cols-2' : 'grid-cols-1'}`}>
        <FilterSelect
          id="events-category"
          label="Category"
          className="lg:w-48"
          value={values.category}
          allLabel="All categories"
          options={EVENT_CATEGORIES}
          onChange={(category) => onChange({ category })}
        />
        {showStatus ? (
          <FilterSelect
            id="events-status"
            label="Status"
            className="lg:w-48"
            value={values.status}
            allLabel="All statuses"
            options={STATUS_OPTIONS}
            onChange={(status) => onChange({ status })}
          />
        ) : null}
      </div>
    </form>
  );
}
