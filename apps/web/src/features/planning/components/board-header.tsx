import { PLANNING_MESSAGES } from '@esdc/core/planning';
import type { Board } from '@esdc/core/planning-schemas';
import { isBuiltPath, paths } from '@esdc/core/routes';
import { FolderKanban, Pencil, Plus, Trash2, User, Users } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/button';
import { useConfirm } from '../../../components/confirm-dialog';
import { notifyOutcome } from '../../../lib/toast';
import { useDeleteBoard } from '../api/save-board';
import { BoardSettingsDialog } from './board-settings-dialog';
import { AssigneeAvatars } from './task-meta';

const OWNER_ICONS = { member: User, team: Users, project: FolderKanban } as const;
const OWNER_WORDS = { member: 'Owned by', team: 'Team', project: 'Project' } as const;

/**
 * The open board's header (SPEC §2 Planning): its name, description, owner (a link when that page exists), the
 * members who can see it, 'Add Task', and for its managers 'Edit board' and 'Delete board' (after a confirmation).
 * @param board the board
 * @param onAddTask opens 'Add Task'
 */
export function BoardHeader({ board, onAddTask }: { board: Board; onAddTask: () => void }) {
  const Icon = OWNER_ICONS[board.owner.kind];
  const [editing, setEditing] = useState(false);
  const remove = useDeleteBoard();
  const navigate = useNavigate();
  const deletion = useConfirm<true>(() => ({
    title: 'Delete this board?',
    message: `"${board.name}" and its tasks are deleted for everyone who sees it. This cannot be undone.`,
    confirmLabel: 'Delete board',
    danger: true,
    onConfirm: () =>
      remove.mutate(
        board.id,
        notifyOutcome(
          PLANNING_MESSAGES.boardDeleted,
          (e) => e.message,
          () => void navigate(paths.planning, { replace: true }),
        ),
      ),
  }));
  return (
    <div className="mb-6 flex flex-col gap-4 rounded-[var(--radius-card)] border border-line bg-surface p-5 shadow-[var(--shadow-card)] sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0">
        <h2 className="break-words text-2xl font-bold tracking-tight">{board.name}</h2>
        {board.description ? <p className="mt-1 max-w-3xl whitespace-pre-line text-muted">{board.description}</p> : null}
        <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-muted">
          <span className="inline-flex items-center gap-1.5">
            <Icon className="size-4" aria-hidden="true" />
            {OWNER_WORDS[board.owner.kind]}{' '}
            {isBuiltPath(board.owner.path) ? (
              <Link to={board.owner.path} className="font-semibold text-fg hover:underline">
                {board.owner.name}
              </Link>
            ) : (
              <span className="font-semibold text-fg">{board.owner.name}</span>
            )}
          </span>
          <span className="inline-flex items-center gap-2">
            <AssigneeAvatars people={board.members} size={26} />
            <span>
              {board.members.length} {board.members.length === 1 ? 'member' : 'members'}
            </span>
          </span>
        </div>
      </div>
      <div className="flex shrink-0 flex-wrap items-center gap-2 self-start">
        {board.can_manage ? (
          <>
            <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
              <Pencil className="size-4" aria-hidden="true" />
              Edit board
            </Button>
            <Button variant="secondary" size="sm" onClick={() => deletion.ask(true)}>
              <Trash2 className="size-4" aria-hidden="true" />
              Delete board
            </Button>
          </>
        ) : null}
        <Button onClick={onAddTask}>
          <Plus className="size-4" aria-hidden="true" />
          Add Task
        </Button>
      </div>
      {deletion.dialog}
      <BoardSettingsDialog board={board} open={editing} onOpenChange={setEditing} />
    </div>
  );
}
