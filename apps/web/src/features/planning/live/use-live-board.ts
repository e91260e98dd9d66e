import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { getTask } from '../api/get-task';
import { forgetTask, invalidateBoards, planningKeys, storeTask } from '../api/planning-keys';
import { openBoardStream } from './board-stream';

/**
 * Keeps an open board live (SPEC §2 Planning 'Live': everyone viewing a board sees moves, edits and new tasks within a
 * second): while the page shows the board, its stream is open; a `task` event fetches that task (`GET /api/tasks/{id}`)
 * into the board's cached list, or drops it when deleted or no longer visible; a `board` event fetches the board and
 * the board list again; after a reconnect the whole list is fetched again, so nothing missed stays missing. The page's
 * root carries `data-board-live="open"` while the stream is open (end-to-end tests wait for it).
 * @param boardId the board shown, or null
 */
export function useLiveBoard(boardId: number | null): void {
  const client = useQueryClient();
  const { token, user } = useSession();
  const viewer = user?.id ?? null;

  useEffect(() => {
    if (!token || viewer === null || boardId === null) return undefined;
    // Events for one task that arrive while its fetch is under way: one more fetch once it settles, not one each.
    const inFlight = new Map<number, boolean>();
    const refreshTask = (taskId: number) => {
      if (inFlight.has(taskId)) {
        inFlight.set(taskId, true);
        return;
      }
      inFlight.set(taskId, false);
      void getTask(taskId)
        .then(
          (task) => (task.board_id === boardId ? storeTask(client, viewer, task) : forgetTask(client, viewer, boardId, taskId)),
          (error: unknown) => {
            if (error instanceof ApiError && error.status === 404) forgetTask(client, viewer, boardId, taskId);
          },
        )
        .finally(() => {
          const again = inFlight.get(taskId);
          inFlight.delete(taskId);
          if (again) refreshTask(taskId);
          void client.invalidateQueries({ queryKey: planningKeys.board(viewer, boardId) });
        });
    };
    const close = openBoardStream({
      url: new URL(`/api/boards/${boardId}/events`, window.location.origin),
      // The effect runs again whenever the session's token changes, so the one it started with is current.
      getToken: () => token,
      handlers: {
        onTask: (taskId, deleted) => {
          if (deleted) {
            forgetTask(client, viewer, boardId, taskId);
            void client.invalidateQueries({ queryKey: planningKeys.board(viewer, boardId) });
          } else refreshTask(taskId);
        },
        onBoard: () => void invalidateBoards(client, viewer),
        onOpen: (reconnected) => {
          document.documentElement.dataset.boardLive = 'open';
          if (reconnected) void client.invalidateQueries({ queryKey: planningKeys.tasks(viewer, boardId) });
        },
        onDrop: () => delete document.documentElement.dataset.boardLive,
        onGone: () => void invalidateBoards(client, viewer),
      },
    });
    return () => {
      close();
      delete document.documentElement.dataset.boardLive;
    };
  }, [boardId, client, token, viewer]);
}
