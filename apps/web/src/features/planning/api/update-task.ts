import type { TaskStatus } from '@esdc/core/planning';
import type { Task, TaskUpdateInput } from '@esdc/core/planning-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiRequest } from '../../../lib/api-client';
import { notify } from '../../../lib/toast';
import { placeTask, upsertTask } from '../lib/task-order';
import { invalidateBoards, planningKeys, storeTask } from './planning-keys';
import { useViewerId } from './viewer';

/**
 * `PATCH /api/tasks/{id}` (SPEC §2 Planning; everyone who can see the board): changes some fields, or moves the task
 * (`status` plus `position: { after_id }`, the task it now follows in the target column, null for the top; the server
 * computes the new key).
 * @throws ApiError 400 with the schema's messages, 403 suspended, 404 'Task not found', 422 'That task is not in this
 *   column' or 'Assignees must be members of this board'
 */
async function updateTask({ id, input }: { id: number; input: TaskUpdateInput }): Promise<{ task: Task; message?: string }> {
  const result = await apiRequest<Task>(`/api/tasks/${id}`, { method: 'PATCH', body: input });
  return { task: result.data, message: result.message };
}

/** Edits a task (the task dialog, the list view's checkbox); the answer replaces the cached task. */
export function useUpdateTask() {
  const viewer = useViewerId();
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateTask,
    onSuccess: ({ task }) => {
      storeTask(client, viewer, task);
      return invalidateBoards(client, viewer);
    },
  });
}

/**
 * Moves a task on a board (drag and drop, by pointer or keyboard), optimistically: the cached list shows the move at
 * once, the `PATCH` follows, and the server's answer puts the task where its new key sorts it; a refusal restores
 * the list as it was and says why in a toast.
 * @returns `move(task, status, afterId)`, stable across renders
 */
export function useMoveTask(): (task: Task, status: TaskStatus, afterId: number | null) => void {
  const viewer = useViewerId();
  const client = useQueryClient();
  const { mutate } = useMutation({ mutationFn: updateTask });
  return useCallback(
    (task: Task, status: TaskStatus, afterId: number | null) => {
      const key = planningKeys.tasks(viewer, task.board_id);
      void client.cancelQueries({ queryKey: key });
      const before = client.getQueryData<Task[]>(key);
      client.setQueryData<Task[]>(key, (old) => (old ? placeTask(old, task.id, status, afterId) : old));
      const input: TaskUpdateInput = { position: { after_id: afterId }, ...(status === task.status ? {} : { status }) };
      mutate(
        { id: task.id, input },
        {
          onSuccess: ({ task: saved }) => {
            storeTask(client, viewer, saved);
            if (saved.status !== task.status) void invalidateBoards(client, viewer);
          },
          onError: (error) => {
            if (before) client.setQueryData(key, before);
            void notify(error.message || 'Could not move the task. Please try again.', 'error');
          },
        },
      );
    },
    [client, mutate, viewer],
  );
}

/**
 * The list view's checkbox (SPEC §2 Planning): marks a task done, or returns it to To Do, optimistically (the row
 * shows it at once; a refusal restores it and says why in a toast).
 * @returns `setDone(task, done)`, stable across renders
 */
export function useSetTaskDone(): (task: Task, done: boolean) => void {
  const viewer = useViewerId();
  const client = useQueryClient();
  const { mutate } = useMutation({ mutationFn: updateTask });
  return useCallback(
    (task: Task, done: boolean) => {
      const key = planningKeys.tasks(viewer, task.board_id);
      void client.cancelQueries({ queryKey: key });
      const before = client.getQueryData<Task[]>(key);
      const status = done ? 'done' : 'todo';
      client.setQueryData<Task[]>(key, (old) => (old ? upsertTask(old, { ...task, status }) : old));
      mutate(
        { id: task.id, input: { status } },
        {
          onSuccess: ({ task: saved }) => {
            storeTask(client, viewer, saved);
            void invalidateBoards(client, viewer);
          },
          onError: (error) => {
            if (before) client.setQueryData(key, before);
            void notify(error.message || 'Could not update the task. Please try again.', 'error');
          },
        },
      );
    },
    [client, mutate, viewer],
  );
}
