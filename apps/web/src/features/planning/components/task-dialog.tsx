import type { PlanningPerson, Task } from '@esdc/core/planning-schemas';
import { Pencil, Trash2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Avatar } from '../../../components/avatar';
import { Button } from '../../../components/button';
import { useConfirm } from '../../../components/confirm-dialog';
import { Dialog } from '../../../components/dialog';
import { MarkdownPreview } from '../../../components/markdown-preview';
import { notify, notifyOutcome } from '../../../lib/toast';
import { useDeleteTask } from '../api/delete-task';
import { useUpdateTask } from '../api/update-task';
import { formatDue } from '../lib/task-dates';
import { PriorityBadge, StatusBadge } from './task-badges';
import { TaskForm } from './task-form';
import { DueDate, LabelList } from './task-meta';

const CREATED = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** One line of the task's details: a term and what it is. */
function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1">
      <dt className="text-xs font-semibold uppercase tracking-wide text-muted">{term}</dt>
      <dd className="text-sm">{children}</dd>
    </div>
  );
}

/** The task as the dialog shows it: badges, the rendered description, assignees, labels, due date and who created it. */
function TaskDetails({ task }: { task: Task }) {
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center gap-2">
        <StatusBadge status={task.status} />
        <PriorityBadge priority={task.priority} />
        <DueDate task={task} />
      </div>
      <div className="flex flex-col gap-2">
        <h3 className="text-xs font-semibold uppercase tracking-wide text-muted">Description</h3>
        {task.description.trim() ? <MarkdownPreview markdown={task.description} headingOffset={2} /> : <p className="text-sm text-muted">No description.</p>}
      </div>
      <dl className="grid gap-4 rounded-xl border border-line bg-surface-2/60 p-4 sm:grid-cols-2">
        <Detail term="Assignees">
          {task.assignees.length === 0 ? (
            <span className="text-muted">Nobody</span>
          ) : (
            <ul className="flex flex-col gap-1.5">
              {task.assignees.map((p) => (
                <li key={p.id} className="flex items-center gap-2">
                  <Avatar name={p.name} src={p.avatar_url} size={24} />
                  {p.name}
                </li>
              ))}
            </ul>
          )}
        </Detail>
        <Detail term="Labels">{task.labels.length === 0 ? <span className="text-muted">None</span> : <LabelList labels={task.labels} />}</Detail>
        <Detail term="Due">{task.due_at ? formatDue(task.due_at) : <span className="text-muted">No due date</span>}</Detail>
        <Detail term="Created">
          {CREATED.format(new Date(task.created_at))}
          {task.created_by ? ` by ${task.created_by.name}` : ''}
        </Detail>
      </dl>
    </div>
  );
}

/**
 * A task's dialog (SPEC §2 Planning): its details with the markdown description rendered as the club's pages render
 * markdown; 'Edit' turns it into the task form (every field), 'Delete' asks first ('Delete this task?').
 * @param task the task open, or null when closed
 * @param members who may be assigned (the board's members)
 * @param onClose closes the dialog
 */
export function TaskDialog({ task, members, onClose }: { task: Task | null; members: readonly PlanningPerson[]; onClose: () => void }) {
  const [editing, setEditing] = useState(false);
  const update = useUpdateTask();
  const remove = useDeleteTask();
  const confirm = useConfirm<Task>((t) => ({
    title: 'Delete this task?',
    message: t ? `"${t.title}" will be deleted for everyone on this board. This cannot be undone.` : '',
    confirmLabel: 'Delete Task',
    danger: true,
    onConfirm: () => {
      if (t) remove.mutate(t, notifyOutcome('Task deleted', 'Failed to delete the task. Please try again.', onClose));
    },
  }));
  const close = () => {
    setEditing(false);
    onClose();
  };
  return (
    <>
      <Dialog open={task !== null} onOpenChange={(open) => !open && close()} title={editing ? 'Edit Task' : (task?.title ?? 'Task')} size="lg">
        {task && editing ? (
          <TaskForm
            task={task}
            members={members}
            submitLabel="Save Changes"
            busyLabel="Saving..."
            onCancel={() => setEditing(false)}
            onSave={async (input) => {
              const { message } = await update.mutateAsync({ id: task.id, input });
              void notify(message ?? 'Task updated', 'success');
              setEditing(false);
            }}
          />
        ) : null}
        {task && !editing ? (
          <div className="flex flex-col gap-6">
            <TaskDetails task={task} />
            <div className="flex flex-wrap justify-end gap-3 border-t border-line pt-4">
              <Button variant="secondary" onClick={() => confirm.ask(task)}>
                <Trash2 className="size-4" aria-hidden="true" />
                Delete
              </Button>
              <Button onClick={() => setEditing(true)}>
                <Pencil className="size-4" aria-hidden="true" />
                Edit
              </Button>
            </div>
          </div>
        ) : null}
      </Dialog>
      {confirm.dialog}
    </>
  );
}
