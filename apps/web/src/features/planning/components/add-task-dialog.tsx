import { PLANNING_MESSAGES, type TaskStatus } from '@esdc/core/planning';
import type { Board } from '@esdc/core/planning-schemas';
import { Dialog } from '../../../components/dialog';
import { notify } from '../../../lib/toast';
import { useCreateTask } from '../api/create-task';
import { TaskForm } from './task-form';

/**
 * 'Add Task' (SPEC §2 Planning) in a dialog: the task form; the new task goes last in its column.
 * @param board the board it joins (its members may be assigned)
 * @param status the column chosen first
 */
export function AddTaskDialog({
  board,
  open,
  onOpenChange,
  status,
}: {
  board: Board;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  status?: TaskStatus;
}) {
  const create = useCreateTask();
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={PLANNING_MESSAGES.addTask} size="lg">
      {open ? (
        <TaskForm
          members={board.members}
          status={status}
          submitLabel={PLANNING_MESSAGES.addTask}
          busyLabel="Adding..."
          onCancel={() => onOpenChange(false)}
          onSave={async (input) => {
            const { message } = await create.mutateAsync({ boardId: board.id, input });
            void notify(message ?? PLANNING_MESSAGES.taskCreated, 'success');
            onOpenChange(false);
          }}
        />
      ) : null}
    </Dialog>
  );
}
