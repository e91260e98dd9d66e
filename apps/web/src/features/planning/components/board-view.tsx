import type { Board } from '@esdc/core/planning-schemas';
import { KanbanSquare, List, ListTodo } from 'lucide-react';
import { useMemo, useState } from 'react';
import { FilterPanel } from '../../../components/filter-bar';
import { ClearFiltersButton, EmptyState, ErrorState, LoadingState } from '../../../components/states';
import { useFilterParams } from '../../../lib/use-filter-params';
import { useBoardTasks } from '../api/list-tasks';
import { useLiveBoard } from '../live/use-live-board';
import { boardLabels, filterTasks, hasFilters, type TaskFilters } from '../lib/task-filter';
import { AddTaskDialog } from './add-task-dialog';
import { BoardHeader } from './board-header';
import { KanbanBoard } from './kanban-board';
import { TaskDialog } from './task-dialog';
import { TaskFilterBar } from './task-filters';
import { TaskListView } from './task-list-view';

type View = 'board' | 'list';

/** The search and filters in the address (?q=, ?assignee=, ?label=, ?priority=, ?due=). */
function readFilters(params: URLSearchParams): TaskFilters {
  return {
    q: params.get('q') ?? '',
    assignee: params.get('assignee') ?? '',
    label: params.get('label') ?? '',
    priority: (params.get('priority') ?? '') as TaskFilters['priority'],
    due: (params.get('due') ?? '') as TaskFilters['due'],
  };
}

/** The Board / List switch: two toggle buttons, the current one pressed. */
function ViewToggle({ view, onChange }: { view: View; onChange: (view: View) => void }) {
  const item = (value: View, label: string, Icon: typeof List) => (
    <button
      type="button"
      aria-pressed={view === value}
      onClick={() => onChange(value)}
      className={`inline-flex h-9 items-center gap-1.5 rounded-full px-4 text-sm font-semibold transition ${view === value ? 'bg-surface text-fg shadow-sm' : 'text-muted hover:text-fg'}`}
    >
      <Icon className="size-4" aria-hidden="true" />
      {label}
    </button>
  );
  return (
    <div role="group" aria-label="View" className="inline-flex gap-1 rounded-full border border-line bg-surface-2 p-1">
      {item('board', 'Board', KanbanSquare)}
      {item('list', 'List', List)}
    </div>
  );
}

/**
 * One open board (SPEC §2 Planning): its header with 'Add Task', the task search and Filter, the Board / List switch
 * (?view=list), and the kanban or the list of its tasks, kept live while shown; a task opens in its dialog.
 * @param board the board
 */
export function BoardView({ board }: { board: Board }) {
  const tasks = useBoardTasks(board.id);
  useLiveBoard(board.id);
  const { params, change } = useFilterParams();
  const filters = useMemo(() => readFilters(params), [params]);
  const view: View = params.get('view') === 'list' ? 'list' : 'board';
  const [adding, setAdding] = useState(false);
  const [openId, setOpenId] = useState<number | null>(null);
  const onOpen = setOpenId;
  const all = tasks.data;
  const shown = useMemo(() => (all ? filterTasks(all, filters) : []), [all, filters]);
  const labels = useMemo(() => boardLabels(all ?? []), [all]);
  const open = openId === null ? null : (all?.find((t) => t.id === openId) ?? null);

  let body;
  if (tasks.isError) body = <ErrorState title="Could not load the tasks" message={tasks.error.message} onRetry={() => void tasks.refetch()} />;
  else if (!all) body = <LoadingState message="Loading tasks..." />;
  else if (all.length === 0 && view === 'list')
    body = <EmptyState icon={<ListTodo className="size-10" />} title="No tasks yet" description="Add the first task to start planning." />;
  else if (shown.length === 0 && hasFilters(filters))
    body = (
      <EmptyState
        title="No tasks match"
        description="Try another search or filter."
        action={<ClearFiltersButton onClick={() => change({ q: '', assignee: '', label: '', priority: '', due: '' })} />}
      />
    );
  else if (view === 'list') body = <TaskListView tasks={shown} onOpen={onOpen} />;
  else body = <KanbanBoard tasks={shown} onOpen={onOpen} />;

  return (
    <section aria-label={`Board ${board.name}`}>
      <BoardHeader board={board} onAddTask={() => setAdding(true)} />
      <FilterPanel className="flex flex-col gap-4">
        <TaskFilterBar values={filters} onChange={(next) => change(next)} members={board.members} labels={labels} />
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-muted" aria-live="polite">
            {all ? (hasFilters(filters) ? `${shown.length} of ${all.length} tasks` : `${all.length} ${all.length === 1 ? 'task' : 'tasks'}`) : ''}
          </p>
          <ViewToggle view={view} onChange={(next) => change({ view: next === 'list' ? 'list' : '' })} />
        </div>
      </FilterPanel>
      {body}
      <AddTaskDialog board={board} open={adding} onOpenChange={setAdding} />
      <TaskDialog task={open} members={board.members} onClose={() => setOpenId(null)} />
    </section>
  );
}
