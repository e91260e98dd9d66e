import { boardPath } from '@esdc/core/planning';
import type { Board } from '@esdc/core/planning-schemas';
import { Link } from 'react-router';

/**
 * The tabs across the top of /planning (SPEC §2 Planning 'board tabs'): one link per board the member can see, the
 * open one marked current; on a narrow screen they scroll sideways.
 * @param boards the member's boards, newest first
 * @param selectedId the open board
 */
export function BoardTabs({ boards, selectedId }: { boards: readonly Board[]; selectedId: number | null }) {
  return (
    <nav aria-label="Boards" className="-mx-4 mb-6 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <ul className="flex min-w-max gap-1 border-b border-line">
        {boards.map((board) => {
          const current = board.id === selectedId;
          const total = board.task_counts.todo + board.task_counts['in-progress'] + board.task_counts.review + board.task_counts.done;
          return (
            <li key={board.id}>
              <Link
                to={boardPath(board.id)}
                aria-current={current ? 'page' : undefined}
                className={`-mb-px flex items-center gap-2 border-b-2 px-4 py-2.5 text-sm font-semibold transition ${current ? 'border-accent text-fg' : 'border-transparent text-muted hover:border-line hover:text-fg'}`}
              >
                <span className="max-w-48 truncate">{board.name}</span>
                <span className={`rounded-full px-2 py-0.5 text-xs ${current ? 'bg-accent-soft text-accent-text' : 'bg-surface-2'}`}>{total}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
