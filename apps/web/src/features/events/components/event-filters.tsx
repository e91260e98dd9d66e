import { EVENT_CATEGORIES, EVENT_STATUSES, type EventCategory, type EventStatus } from '@esdc/core/event';
import { FilterBar } from '../../../components/filter-bar';
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
  return (
    <FilterBar
      label="Filter events"
      className="flex flex-col gap-3 lg:flex-row lg:items-end"
      search={{ id: 'events-search', label: 'Search events', placeholder: 'Title', autoComplete: 'off' }}
      query="q"
      selectsClassName={`grid gap-3 lg:flex ${showStatus ? 'grid-cols-2' : 'grid-cols-1'}`}
      values={values}
      onChange={onChange}
      selects={[
        { name: 'category', id: 'events-category', label: 'Category', className: 'lg:w-48', allLabel: 'All categories', options: EVENT_CATEGORIES },
        showStatus && { name: 'status', id: 'events-status', label: 'Status', className: 'lg:w-48', allLabel: 'All statuses', options: STATUS_OPTIONS },
      ]}
    />
  );
}
