import { boardPath, PLANNING_MESSAGES } from '@esdc/core/planning';
import { paths } from '@esdc/core/routes';
import { KanbanSquare, Plus } from 'lucide-react';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../../components/button';
import { Page } from '../../../components/page';
import { SignInRequired } from '../../../components/sign-in-required';
import { EmptyState, ErrorState, LoadingState } from '../../../components/states';
import { useCan } from '../../../lib/permissions';
import { useSession } from '../../../lib/session';
import { useBoard } from '../api/get-board';
import { useBoards } from '../api/list-boards';
import { useBoardTasks } from '../api/list-tasks';
import { BoardTabs } from '../components/board-tabs';
import { BoardView } from '../components/board-view';
import { NewBoardDialog } from '../components/new-board-dialog';

/** The open board: `?board=ID`, else the newest of the member's boards. */
function useSelectedBoardId(boards: readonly { id: number }[] | undefined): number | null {
  const [params] = useSearchParams();
  const asked = Number(params.get('board'));
  if (Number.isInteger(asked) && asked > 0) return asked;
  return boards?.[0]?.id ?? null;
}

/** The open board, loaded; 'Board not found' for one the member may not see. */
function OpenBoard({ id }: { id: number }) {
  const board = useBoard(id);
  // The tasks are asked for with the board, not after it (the board view reads the same cached query).
  useBoardTasks(id);
  if (board.isError)
    return (
      <ErrorState
        title={board.error.message === PLANNING_MESSAGES.boardNotFound ? PLANNING_MESSAGES.boardNotFound : 'Could not load the board'}
        message={board.error.message}
        onRetry={() => void board.refetch()}
      />
    );
  if (!board.data) return <LoadingState message="Loading board..." />;
  return <BoardView key={board.data.id} board={board.data} />;
}

/**
 * /planning (SPEC §2 Planning): the member's boards as tabs across the top (`?board=ID` opens one), 'New Board', and
 * the open board (header, 'Add Task', search and Filter, the kanban or the list view), live. Signed out: the sign-in
 * prompt of the club's member pages.
 */
export default function PlanningPage() {
  const { user } = useSession();
  const can = useCan();
  const navigate = useNavigate();
  const boards = useBoards();
  const selectedId = useSelectedBoardId(boards.data);
  const [creating, setCreating] = useState(false);
  if (!user)
    return (
      <SignInRequired
        title="Planning"
        heading="Login Required"
        text="Please log in to see and plan your boards."
        linkLabel="Go to Login"
        from={paths.planning}
      />
    );

  const mayCreate = can('board:create');
  const newBoard = mayCreate ? (
    <Button onClick={() => setCreating(true)}>
      <Plus className="size-4" aria-hidden="true" />
      {PLANNING_MESSAGES.newBoard}
    </Button>
  ) : null;

  let body;
  if (boards.isError) body = <ErrorState title="Could not load your boards" message={boards.error.message} onRetry={() => void boards.refetch()} />;
  else if (!boards.data) body = <LoadingState message="Loading boards..." />;
  else if (boards.data.length === 0 && selectedId === null)
    body = (
      <EmptyState
        icon={<KanbanSquare className="size-10" />}
        title={PLANNING_MESSAGES.noBoards}
        description={PLANNING_MESSAGES.noBoardsBody}
        action={newBoard}
      />
    );
  else
    body = (
      <>
        <BoardTabs boards={boards.data} selectedId={selectedId} />
        {selectedId === null ? null : <OpenBoard id={selectedId} />}
      </>
    );

  return (
    <Page
      title="Planning"
      heading="Planning"
      intro="Plan your work on kanban boards, with your team, your project or the members you invite."
      actions={newBoard}
    >
      {body}
      <NewBoardDialog open={creating} onOpenChange={setCreating} onCreated={(board) => void navigate(boardPath(board.id))} />
    </Page>
  );
}
