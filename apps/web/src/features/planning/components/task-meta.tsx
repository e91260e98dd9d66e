import { isTaskOverdue } from '@esdc/core/planning';
import type { PlanningPerson, Task } from '@esdc/core/planning-schemas';
import { CalendarClock } from 'lucide-react';
import { Avatar } from '../../../components/avatar';
import { formatDue } from '../lib/task-dates';

/** How many assignees' pictures a card shows before '+n'. */
const SHOWN = 3;

/**
 * A task's assignees as overlapping pictures, the first three and '+n' for the rest, named for screen readers.
 * @param people the assignees
 * @param size the pictures' size in px
 */
export function AssigneeAvatars({ people, size = 24 }: { people: readonly PlanningPerson[]; size?: number }) {
  if (people.length === 0) return null;
  const more = people.length - SHOWN;
  return (
    <span className="flex items-center -space-x-1.5" title={people.map((p) => p.name).join(', ')}>
      {people.slice(0, SHOWN).map((p) => (
        <Avatar key={p.id} name={p.name} src={p.avatar_url} size={size} className="ring-2 ring-surface" />
      ))}
      {more > 0 ? (
        <span
          className="inline-flex items-center justify-center rounded-full bg-surface-2 text-[11px] font-bold text-muted ring-2 ring-surface"
          style={{ width: size, height: size }}
          aria-label={`and ${more} more`}
        >
          +{more}
        </span>
      ) : null}
    </span>
  );
}

/**
 * A task's due date in the member's time zone, with a clock; an overdue one in the danger colour with 'Overdue'.
 * @param task its due date and status
 */
export function DueDate({ task }: { task: Pick<Task, 'due_at' | 'status'> }) {
  if (!task.due_at) return null;
  const overdue = isTaskOverdue(task);
  return (
    <span className={`inline-flex items-center gap-1 text-xs font-medium ${overdue ? 'text-danger' : 'text-muted'}`}>
      <CalendarClock className="size-3.5 shrink-0" aria-hidden="true" />
      <time dateTime={task.due_at}>{formatDue(task.due_at)}</time>
      {overdue ? <span className="font-semibold">· Overdue</span> : null}
    </span>
  );
}

/** A task's labels as small tags (spans, so they can sit inside a card that is a button). */
export function LabelList({ labels }: { labels: readonly string[] }) {
  if (labels.length === 0) return null;
  return (
    <span className="flex flex-wrap gap-1">
      {labels.map((label) => (
        <span key={label} className="rounded-md border border-line bg-surface-2 px-1.5 py-0.5 text-[11px] font-medium leading-none text-fg">
          {label}
        </span>
      ))}
    </span>
  );
}
