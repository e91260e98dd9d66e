import {
  closestCorners,
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type DragOverEvent,
  type DragStartEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { arrayMove, SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { TASK_STATUS_LABELS, TASK_STATUSES, type TaskStatus } from '@esdc/core/planning';
import type { Task } from '@esdc/core/planning-schemas';
import { memo, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useMoveTask } from '../api/update-task';
import { groupByStatus } from '../lib/task-order';
import { CARD_CLASS, TaskCard, TaskCardBody } from './task-card';

/** Each column's task ids, in order. */
type ColumnIds = Record<TaskStatus, number[]>;

const COLUMN_PREFIX = 'column:';
/** Up to this many tasks on the board, cards slide aside while one is dragged; beyond, they jump (cheaper pick-up). */
const ANIMATED_TASKS_MAX = 200;
const columnId = (status: TaskStatus) => `${COLUMN_PREFIX}${status}`;

const idsOf = (tasks: readonly Task[]): ColumnIds => {
  const columns = groupByStatus(tasks);
  return Object.fromEntries(TASK_STATUSES.map((s) => [s, columns[s].map((t) => t.id)])) as ColumnIds;
};

/** The column an id is in: a column's own droppable id, or the column holding that task. */
function columnOf(columns: ColumnIds, id: UniqueIdentifier): TaskStatus | null {
  if (typeof id === 'string' && id.startsWith(COLUMN_PREFIX)) return id.slice(COLUMN_PREFIX.length) as TaskStatus;
  return TASK_STATUSES.find((s) => columns[s].includes(Number(id))) ?? null;
}

/** What the screen reader hears before a drag (dnd-kit's hidden instructions for every card). */
const SCREEN_READER_INSTRUCTIONS = {
  draggable:
    'To open the task, press Enter. To move it, press Space to pick it up, use the arrow keys to move it within its column or to another column, press Space again to drop it, or Escape to cancel.',
};

/** Cards a column draws at once, and how many more each time the end of those comes near the screen. */
const CARDS_AT_ONCE = 25;
/** A card's height as the space kept for cards not drawn yet (px). */
const CARD_ESTIMATE_PX = 96;

/**
 * How many of a long column's cards to draw: the first {@link CARDS_AT_ONCE}, then as many more each time the space
 * kept below them comes within 600 px of the screen (an IntersectionObserver on that space). Once drawn, cards stay.
 * @param total the column's cards
 * @returns how many to draw, and the ref of the space kept for the rest
 */
function useProgressiveCount(total: number) {
  const [count, setCount] = useState(CARDS_AT_ONCE);
  const sentinel = useRef<HTMLLIElement>(null);
  useEffect(() => {
    const node = sentinel.current;
    if (count >= total || !node) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      setCount(total);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setCount((c) => c + CARDS_AT_ONCE);
      },
      { rootMargin: '600px 300px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [count, total]);
  return { shown: Math.min(count, total), sentinel };
}

/** One column: its heading with the count, and its cards (a drop target even when empty). */
const KanbanColumn = memo(function KanbanColumn({
  status,
  ids,
  byId,
  onOpen,
  animate,
}: {
  status: TaskStatus;
  ids: number[];
  byId: Map<number, Task>;
  onOpen: (id: number) => void;
  animate: boolean;
}) {
  const { setNodeRef, isOver } = useDroppable({ id: columnId(status) });
  const { shown, sentinel } = useProgressiveCount(ids.length);
  const headingId = `kanban-${status}`;
  return (
    <section
      aria-labelledby={headingId}
      className="flex w-[78vw] max-w-80 shrink-0 snap-start flex-col rounded-[var(--radius-card)] border border-line bg-surface-2/60 sm:w-72 lg:w-auto lg:max-w-none"
      data-column={status}
    >
      <h3 id={headingId} className="flex items-center justify-between gap-2 px-3 pb-2 pt-3 text-sm font-bold">
        <span>{TASK_STATUS_LABELS[status]}</span>
        <span
          className="rounded-full bg-surface px-2 py-0.5 text-xs font-semibold text-muted"
          aria-label={`${ids.length} ${ids.length === 1 ? 'task' : 'tasks'}`}
        >
          {ids.length}
        </span>
      </h3>
      <SortableContext id={columnId(status)} items={ids} strategy={verticalListSortingStrategy}>
        <ul ref={setNodeRef} className={`flex min-h-24 flex-1 flex-col gap-2 rounded-b-[var(--radius-card)] p-2 ${isOver ? 'bg-accent-soft/50' : ''}`}>
          {ids.slice(0, shown).map((id) => {
            const task = byId.get(id);
            return task ? <TaskCard key={id} task={task} onOpen={onOpen} animate={animate} /> : null;
          })}
          {shown < ids.length ? <li ref={sentinel} aria-hidden="true" style={{ height: (ids.length - shown) * CARD_ESTIMATE_PX }} /> : null}
          {ids.length === 0 ? <li className="rounded-xl border border-dashed border-line px-3 py-6 text-center text-xs text-muted">No tasks</li> : null}
        </ul>
      </SortableContext>
    </section>
  );
});

/**
 * The kanban (SPEC §2 Planning): the four columns To Do, In Progress, Review and Done with their counts; cards move
 * between and within columns by pointer or keyboard (dnd-kit: pointer and keyboard sensors, sortable lists, spoken
 * announcements of every pick-up, move, drop and cancel). A drop sends the move (`status` and the task it now follows)
 * and the board shows it at once (api/update-task.ts `useMoveTask`).
 * @param tasks the board's tasks to show (searched and filtered), ordered by status then position
 * @param onOpen opens a task's dialog
 */
export function KanbanBoard({ tasks, onOpen }: { tasks: readonly Task[]; onOpen: (id: number) => void }) {
  const move = useMoveTask();
  const byId = useMemo(() => new Map(tasks.map((t) => [t.id, t])), [tasks]);
  const fromTasks = useMemo(() => idsOf(tasks), [tasks]);
  // The columns while a drag is under way (and right after a drop, until the moved list arrives): `basis` is the list
  // they were made from, so a new list from the cache replaces them.
  const [local, setLocal] = useState<{ columns: ColumnIds; basis: readonly Task[] } | null>(null);
  const [activeId, setActiveId] = useState<number | null>(null);
  const columns = local && local.basis === tasks ? local.columns : fromTasks;
  // What the drag handlers and the announcements read: the columns drawn last, or the ones a handler just set.
  const columnsRef = useRef(columns);
  useLayoutEffect(() => {
    columnsRef.current = columns;
  }, [columns]);
  const startColumn = useRef<{ status: TaskStatus; index: number } | null>(null);

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, {
      coordinateGetter: sortableKeyboardCoordinates,
      keyboardCodes: { start: ['Space'], cancel: ['Escape'], end: ['Space', 'Enter'] },
    }),
  );

  const titleOf = (id: UniqueIdentifier) => byId.get(Number(id))?.title ?? 'The task';
  const placeOf = (id: UniqueIdentifier) => {
    const current = columnsRef.current;
    const status = columnOf(current, id);
    if (!status) return '';
    const list = current[status];
    const index = list.indexOf(Number(id));
    return `${TASK_STATUS_LABELS[status]}, position ${index < 0 ? list.length + 1 : index + 1} of ${Math.max(list.length, 1)}`;
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${titleOf(active.id)}. It is in ${placeOf(active.id)}.`,
    onDragOver: ({ active, over }) => (over ? `${titleOf(active.id)} is over ${placeOf(active.id)}.` : `${titleOf(active.id)} is no longer over a column.`),
    onDragEnd: ({ active, over }) => (over ? `${titleOf(active.id)} dropped in ${placeOf(active.id)}.` : `${titleOf(active.id)} was dropped where it was.`),
    onDragCancel: ({ active }) => `Moving ${titleOf(active.id)} was cancelled. It is back in ${placeOf(active.id)}.`,
  };

  const onDragStart = ({ active }: DragStartEvent) => {
    const status = columnOf(fromTasks, active.id);
    startColumn.current = status ? { status, index: fromTasks[status].indexOf(Number(active.id)) } : null;
    setActiveId(Number(active.id));
    setLocal({ columns: fromTasks, basis: tasks });
  };

  // Across columns, the card joins the column it is over as the pointer or the keys go (dnd-kit's multi-column pattern).
  const onDragOver = ({ active, over }: DragOverEvent) => {
    if (!over) return;
    const current = columnsRef.current;
    const from = columnOf(current, active.id);
    const to = columnOf(current, over.id);
    if (!from || !to || from === to) return;
    const id = Number(active.id);
    const target = current[to];
    const overIndex = target.indexOf(Number(over.id));
    const below = over.rect && active.rect.current.translated ? active.rect.current.translated.top > over.rect.top + over.rect.height / 2 : false;
    const at = overIndex < 0 ? target.length : overIndex + (below ? 1 : 0);
    const next = { ...current, [from]: current[from].filter((x) => x !== id), [to]: [...target.slice(0, at), id, ...target.slice(at)] };
    columnsRef.current = next;
    setLocal({ columns: next, basis: tasks });
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setActiveId(null);
    const start = startColumn.current;
    startColumn.current = null;
    const id = Number(active.id);
    const task = byId.get(id);
    let current = columnsRef.current;
    const status = columnOf(current, id);
    if (!task || !status || !over || !start) {
      setLocal(null);
      return;
    }
    const overStatus = columnOf(current, over.id);
    if (overStatus === status && typeof over.id === 'number') {
      const list = current[status];
      const from = list.indexOf(id);
      const to = list.indexOf(over.id);
      if (from !== to && to >= 0) current = { ...current, [status]: arrayMove(list, from, to) };
    }
    const list = current[status];
    const index = list.indexOf(id);
    if (status === start.status && index === start.index) {
      setLocal(null);
      return;
    }
    setLocal({ columns: current, basis: tasks });
    move(task, status, index > 0 ? list[index - 1]! : null);
  };

  const active = activeId === null ? undefined : byId.get(activeId);
  const animate = tasks.length <= ANIMATED_TASKS_MAX;
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCorners}
      onDragStart={onDragStart}
      onDragOver={onDragOver}
      onDragEnd={onDragEnd}
      onDragCancel={() => {
        setActiveId(null);
        startColumn.current = null;
        setLocal(null);
      }}
      accessibility={{ announcements, screenReaderInstructions: SCREEN_READER_INSTRUCTIONS }}
    >
      <div
        role="region"
        aria-label="Kanban board"
        tabIndex={0}
        className="-mx-4 flex snap-x gap-3 overflow-x-auto px-4 pb-4 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent sm:mx-0 sm:px-0 lg:grid lg:grid-cols-4 lg:overflow-visible"
      >
        {TASK_STATUSES.map((status) => (
          <KanbanColumn key={status} status={status} ids={columns[status]} byId={byId} onOpen={onOpen} animate={animate} />
        ))}
      </div>
      <DragOverlay dropAnimation={null}>
        {active ? (
          <div className={`${CARD_CLASS} cursor-grabbing border-accent shadow-2xl`}>
            <TaskCardBody task={active} />
          </div>
        ) : null}
      </DragOverlay>
    </DndContext>
  );
}
