import type { Task } from '@esdc/core/planning-schemas';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { memo, type KeyboardEvent } from 'react';
import { PriorityBadge } from './task-badges';
import { AssigneeAvatars, DueDate, LabelList } from './task-meta';

/**
 * What a card shows: title, priority, labels, due date and assignees (no hooks, so the drag preview can draw it too).
 * Memoised: while a card is dragged every sortable card re-renders (dnd-kit's context), and this keeps that to the
 * card's frame.
 */
export const TaskCardBody = memo(function TaskCardBody({ task }: { task: Task }) {
  const footer = task.due_at !== null || task.assignees.length > 0;
  return (
    <>
      <span className="flex items-start justify-between gap-2">
        <span className="min-w-0 break-words text-sm font-semibold leading-snug">{task.title}</span>
        <PriorityBadge priority={task.priority} />
      </span>
      {task.labels.length > 0 ? (
        <span className="mt-2 block">
          <LabelList labels={task.labels} />
        </span>
      ) : null}
      {footer ? (
        <span className="mt-3 flex items-center justify-between gap-2">
          <DueDate task={task} />
          <span className="ml-auto">
            <AssigneeAvatars people={task.assignees} />
          </span>
        </span>
      ) : null}
    </>
  );
});

/** The look of a card, shared by the card in its column and the one under the pointer while dragging. */
export const CARD_CLASS =
  'block w-full cursor-grab touch-manipulation rounded-xl border border-line bg-surface p-3 text-left shadow-[var(--shadow-card)] transition-colors hover:border-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent';

/**
 * A task on the kanban (SPEC §2 Planning): the whole card is the drag handle (dnd-kit's sortable: pointer, and the
 * keyboard with Space to pick up, arrows to move, Space to drop, Escape to cancel); a click or Enter opens the task.
 * Memoised and light (one hook), so a board of 1,000 tasks renders at once and a move redraws only what moved.
 * @param task the task
 * @param onOpen opens the task's dialog (stable across renders)
 * @param animate whether cards slide aside as another is dragged over them (off on large boards)
 */
export const TaskCard = memo(function TaskCard({ task, onOpen, animate }: { task: Task; onOpen: (id: number) => void; animate: boolean }) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: task.id,
    attributes: { roleDescription: 'draggable task' },
    // Cards keep their size while one is dragged: no resize observer per card (1,000 of them would each be created and
    // fired at every pick-up).
    resizeObserverConfig: { disabled: true },
    // In a long column the cards jump aside rather than slide: 1,000 transitions restyled at each pick-up cost more than
    // they show.
    ...(animate ? {} : { transition: null }),
  });
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Enter' && !isDragging) {
      event.preventDefault();
      onOpen(task.id);
      return;
    }
    listeners?.onKeyDown?.(event);
  };
  return (
    // Cards off screen are not laid out or painted until they scroll near (content-visibility), so a long column costs
    // little to draw.
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={`[contain-intrinsic-size:auto_5.5rem] [content-visibility:auto] ${isDragging ? 'opacity-40' : ''}`}
    >
      <div {...attributes} {...listeners} onKeyDown={onKeyDown} onClick={() => onOpen(task.id)} className={CARD_CLASS} data-task-id={task.id}>
        <TaskCardBody task={task} />
      </div>
    </li>
  );
});
