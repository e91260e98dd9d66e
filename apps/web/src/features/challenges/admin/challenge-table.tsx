import type { AdminChallenge } from '@esdc/core/challenge';
import { formatNumber } from '../../../lib/format';
import { ChallengeDifficultyBadge, ChallengeVisibilityBadge } from './challenge-badges';
import { ChallengeTitle } from './challenge-title';
import type { AdminTable } from '../../../components/admin/admin-list';
import { RowActions, type RowHandlers } from '../../../components/admin/row-actions';

/**
 * The Challenges table (SPEC §2 Admin panel Challenges tab: the admin lists challenges and sees solve counts): title (linking to the public
 * page unless hidden) with its category, difficulty, points, visibility, solves, submissions, and Edit / Delete.
 * @param handlers what Edit and Delete do with a row
 * @returns the table's columns and width
 */
export function challengeTable({ onEdit, onDelete }: RowHandlers<AdminChallenge>): AdminTable<AdminChallenge> {
  return {
    minWidth: 'min-w-[52rem]',
    columns: [
      {
        header: 'Title',
        cell: (c) => (
          <>
            <ChallengeTitle challenge={c} className="block max-w-[20rem] truncate rounded-sm" />
            <span className="block font-mono text-xs font-normal text-muted">{c.category}</span>
          </>
        ),
      },
      { header: 'Difficulty', cell: (c) => <ChallengeDifficultyBadge difficulty={c.difficulty} /> },
      { header: 'Points', numeric: true, cell: (c) => formatNumber(c.points) },
      { header: 'Visibility', cell: (c) => <ChallengeVisibilityBadge visibility={c.visibility} /> },
      { header: 'Solves', numeric: true, cell: (c) => formatNumber(c.solve_count) },
      { header: 'Submissions', numeric: true, cell: (c) => formatNumber(c.submission_count) },
      { header: 'Actions', alignRight: true, cell: (c) => <RowActions name={c.title} onEdit={() => onEdit(c)} onDelete={() => onDelete(c)} /> },
    ],
  };
}
