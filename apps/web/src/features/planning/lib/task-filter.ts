import { isTaskOverdue, type TaskDueFilter, type TaskPriority } from '@esdc/core/planning';
import type { Task } from '@esdc/core/planning-schemas';

/** The board's search and filters, as the page keeps them in its address (?q=, ?assignee=, ?label=, ?priority=, ?due=). */
export interface TaskFilters {
  q: string;
  assignee: string;
  label: string;
  priority: TaskPriority | '';
  due: TaskDueFilter | '';
}

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/** Whether any filter or the search is set. */
export function hasFilters(filters: TaskFilters): boolean {
  return Object.values(filters).some((v) => v !== '');
}

/**
 * The tasks the search and filters keep (SPEC §2 Planning: task search; Filter by assignee, label, priority and due),
 * in their order. The search matches the title, description and labels, ignoring case; due 'overdue' is past due and
 * not done, 'week' due within the next seven days, 'none' without a due date. The board's whole list is in the
 * browser (at most 2,000 tasks), so filtering there is instant and live updates need one list only.
 * @param tasks the board's tasks
 * @param filters what to keep
 * @param now the current time
 * @returns the same list when nothing is filtered
 */
export function filterTasks(tasks: readonly Task[], filters: TaskFilters, now: Date = new Date()): readonly Task[] {
  if (!hasFilters(filters)) return tasks;
  const q = filters.q.trim().toLowerCase();
  const assignee = filters.assignee ? Number(filters.assignee) : null;
  const nowMs = now.getTime();
  return tasks.filter((task) => {
    if (q && !`${task.title}\n${task.description}\n${task.labels.join(' ')}`.toLowerCase().includes(q)) return false;
    if (assignee !== null && !task.assignees.some((a) => a.id === assignee)) return false;
    if (filters.label && !task.labels.includes(filters.label)) return false;
    if (filters.priority && task.priority !== filters.priority) return false;
    if (filters.due === 'none' && task.due_at !== null) return false;
    if (filters.due === 'overdue' && !isTaskOverdue(task, now)) return false;
    if (filters.due === 'week') {
      if (task.due_at === null) return false;
      const due = new Date(task.due_at).getTime();
      if (due < nowMs || due > nowMs + WEEK_MS) return false;
    }
    return true;
  });
}

/** Every label used on the board, sorted. */
export function boardLabels(tasks: readonly Task[]): string[] {
  return [...new Set(tasks.flatMap((t) => t.labels))].sort();
}
