import type { AdminChallenge } from '@esdc/core/challenge';
import { paths } from '@esdc/core/routes';
import { Link } from 'react-router';
import { ChallengeDifficultyBadge, ChallengeVisibilityBadge } from './challenge-badges';
import { RowActions } from './row-actions';
import { TableScroll, tdClass, thClass } from './table-scroll';
import { formatNumber } from '../../../lib/format';

const count = formatNumber;

/**
 * The Challenges table (SPEC §2 Admin panel Challenges tab: the admin lists challenges and sees solve counts): title (linking to the public
 * page unless hidden) with its category, difficulty, points, visibility, solves, submissions, and Edit / Delete.
 */
export function ChallengeTable({ challenges, onEdit, onDelete }: { challenges: AdminChallenge[]; onEdit: (c: AdminChallenge) => void; onDelete: (c: AdminChallenge) => void }) {
  return (
    <TableScroll label="Challenges">
      <table className="w-full min-w-[52rem] border-collapse text-sm">
        <caption className="sr-only">Challenges</caption>
        <thead>
          <tr>
            <th scope="col" className={thClass}>Title</th>
            <th scope="col" className={thClass}>Difficulty</th>
            <th scope="col" className={`${thClass} text-right`}>Points</th>
            <th scope="col" className={thClass}>Visibility</th>
            <th scope="col" className={`${thClass} text-right`}>Solves</th>
            <th scope="col" className={`${thClass} text-right`}>Submissions</th>
            <th scope="col" className={`${thClass} text-right`}>
              Actions
            </th>
          </tr>
        </thead>
        <tbody>
          {challenges.map((c) => (
            <tr key={c.id} className="last:[&>*]:border-b-0 hover:bg-surface-2/60">
              <th scope="row" className={`${tdClass} text-left font-semibold`}>
                {c.visibility === 'hidden' ? (
                  <span className="block max-w-[20rem] truncate">{c.title}</span>
                ) : (
                  <Link to={paths.challenge(c.id)} className="block max-w-[20rem] truncate rounded-sm text-accent-text underline-offset-2 hover:underline">
                    {c.title}
                  </Link>
                )}
                <span className="block font-mono text-xs font-normal text-muted">{c.category}</span>
              </th>
              <td className={tdClass}>
                <ChallengeDifficultyBadge difficulty={c.difficulty} />
              </td>
              <td className={`${tdClass} text-right font-mono tabular-nums`}>{count(c.points)}</td>
              <td className={tdClass}>
                <ChallengeVisibilityBadge visibility={c.visibility} />
              </td>
              <td className={`${tdClass} text-right font-mono tabular-nums`}>{count(c.solve_count)}</td>
              <td className={`${tdClass} text-right font-mono tabular-nums`}>{count(c.submission_count)}</td>
              <td className={tdClass}>
                <RowActions name={c.title} onEdit={() => onEdit(c)} onDelete={() => onDelete(c)} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
