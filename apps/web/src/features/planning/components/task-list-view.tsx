import type { Task } from '@esdc/core/planning-schemas';
import { memo } from 'react';
import { useSetTaskDone } from '../api/update-task';
import { PriorityBadge, StatusBadge } from './task-badges';
import { AssigneeAvatars, DueDate } from './task-meta';

/** One row: the done checkbox, the title (opens the task), the badges, the assignees and the due date. */
const TaskRow = memo(function TaskRow({ task, onOpen, onToggle }: { task: Task; onOpen: (id: number) => void; onToggle: (task: Task, done: boolean) => void }) {
  const done = task.status === 'done';
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-2 px-4 py-3 sm:flex-nowrap">
      <input
        type="checkbox"
        checked={done}
        onChange={(e) => onToggle(task, e.target.checked)}
        aria-label={`Mark ${task.title} done`}
        className="size-5 shrink-0 accent-[var(--color-accent)]"
      />
      <button
        type="button"
        onClick={() => onOpen(task.id)}
        className={`min-w-0 flex-1 truncate text-left text-sm font-semibold hover:text-accent-text hover:underline ${done ? 'text-muted line-through' : ''}`}
      >
        {task.title}
      </button>
      <span className="flex shrink-0 items-center gap-2">
        <StatusBadge status={task.status} />
        <PriorityBadge priority={task.priority} />
      </span>
      <span className="flex w-full shrink-0 items-center justify-between gap-3 pl-8 sm:w-auto sm:justify-end sm:pl-0">
        <DueDate task={task} />
        <AssigneeAvatars people={task.assignees} />
      </span>
    </li>
  );
});

/**
 * The list view of a board (SPEC §2 Planning: list view with checkbox, status and priority badges): one row per task,
 * by status then position; checking a row marks the task done, unchecking returns it to To Do (`PATCH
 * /api/tasks/{id}` with its status).
 * @param tasks the tasks to show (searched and filtered), ordered by status then position
 * @param onOpen opens a task's dialog
 */
export function TaskListView({ tasks, onOpen }: { tasks: readonly Task[]; onOpen: (id: number) => void }) {
  const onToggle = useSetTaskDone();
  return (
    <ul
      aria-label="Tasks"
      className="divide-y divide-line overflow-hidden rounded-[var(--radius-card)] border border-line bg-surface shadow-[var(--shadow-card)]"
    >
      {tasks.map((task) => (
        <TaskRow key={task.id} task={task} onOpen={onOpen} onToggle={onToggle} />
      ))}
    </ul>
  );
}
