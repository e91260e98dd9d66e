import { TASK_DUE_FILTER_LABELS, TASK_DUE_FILTERS, TASK_PRIORITIES, TASK_PRIORITY_LABELS } from '@esdc/core/planning';
import type { PlanningPerson } from '@esdc/core/planning-schemas';
import { FilterBar } from '../../../components/filter-bar';
import type { TaskFilters } from '../lib/task-filter';

const PRIORITY_OPTIONS = TASK_PRIORITIES.map((p) => ({ value: p, label: TASK_PRIORITY_LABELS[p] }));
const DUE_OPTIONS = TASK_DUE_FILTERS.map((d) => ({ value: d, label: TASK_DUE_FILTER_LABELS[d] }));

/**
 * The board's task search and Filter (SPEC §2 Planning: by assignee, label, priority and due), kept in the address.
 * @param values the current search and filters; `onChange` applies a change
 * @param members the board's members (the assignee choices); `labels` every label on the board
 */
export function TaskFilterBar({
  values,
  onChange,
  members,
  labels,
}: {
  values: TaskFilters;
  onChange: (next: Partial<TaskFilters>) => void;
  members: readonly PlanningPerson[];
  labels: readonly string[];
}) {
  return (
    <FilterBar
      label="Filter tasks"
      className="grid grid-cols-2 gap-3 lg:grid-cols-[minmax(0,2fr)_repeat(4,minmax(0,1fr))]"
      search={{
        id: 'task-search',
        label: 'Search tasks',
        placeholder: 'Title, description or label',
        autoComplete: 'off',
        className: 'col-span-2 lg:col-span-1',
      }}
      query="q"
      values={values}
      onChange={onChange}
      selects={[
        {
          name: 'assignee',
          id: 'task-filter-assignee',
          label: 'Assignee',
          allLabel: 'Anyone',
          options: members.map((m) => ({ value: String(m.id), label: m.name })),
        },
        { name: 'label', id: 'task-filter-label', label: 'Label', allLabel: 'Any label', options: labels },
        { name: 'priority', id: 'task-filter-priority', label: 'Priority', allLabel: 'Any priority', options: PRIORITY_OPTIONS },
        { name: 'due', id: 'task-filter-due', label: 'Due', allLabel: 'Any time', options: DUE_OPTIONS },
      ]}
    />
  );
}
