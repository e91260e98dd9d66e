import { TASK_STATUSES } from '@esdc/core/planning';
import { paths } from '@esdc/core/routes';
import { SquareKanban } from 'lucide-react';
import { Link } from 'react-router';
import { ButtonLink } from '../../../components/button-link';
import { SectionCard } from '../../../components/section-card';
import { InlineErrorState, LoadingState } from '../../../components/states';
import { formatCount } from '../../../lib/format';
import { useCan } from '../../../lib/permissions';
import { useTeamBoards } from '../api/list-boards';

/**
 * The Planning section of a team's page (docs/requirements.md §2 Teams, Planning): the team's boards with their task
 * counts, each opening in /planning, for the team's members (and admins); everyone else learns that the boards are the
 * members'.
 * @param teamId the team
 * @param isMember whether the reader is in the team (lead or member)
 */
export function TeamBoardsSection({ teamId, isMember: member }: { teamId: number; isMember: boolean }) {
  const can = useCan();
  // Admins see every board ('board:manage').
  const isMember = member || can('board:manage');
  const boards = useTeamBoards(teamId, isMember);
  const action = isMember ? (
    <ButtonLink to={paths.planning} variant="secondary" size="sm" icon={SquareKanban}>
      Open Planning
    </ButtonLink>
  ) : null;
  return (
    <SectionCard title="Planning" action={action}>
      {!isMember ? (
        <p className="text-sm text-muted">This team&apos;s planning boards are shared with its members.</p>
      ) : boards.isPending ? (
        <LoadingState message="Loading boards..." />
      ) : boards.isError ? (
        <InlineErrorState message="Failed to load the team's boards" onRetry={() => void boards.refetch()} />
      ) : boards.data.length === 0 ? (
        <p className="text-sm text-muted">No boards yet. Create one in Planning with New Board and choose this team as its owner.</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {boards.data.map((board) => {
            const total = TASK_STATUSES.reduce((n, s) => n + board.task_counts[s], 0);
            return (
              <li key={board.id} className="flex flex-wrap items-baseline justify-between gap-2 rounded-[var(--radius-card)] border border-line p-3">
                <Link to={`${paths.planning}?board=${board.id}`} className="font-semibold text-accent-text hover:underline">
                  {board.name}
                </Link>
                <span className="text-sm text-muted">
                  {formatCount(total, 'task')} · {board.task_counts.done} done
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </SectionCard>
  );
}
