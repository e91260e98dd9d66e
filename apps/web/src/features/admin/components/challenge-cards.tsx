import type { AdminChallenge } from '@esdc/core/challenge';
import { paths } from '@esdc/core/routes';
import { Link } from 'react-router';
import { ChallengeDifficultyBadge, ChallengeVisibilityBadge } from './challenge-badges';
import { RowActions } from './row-actions';
import { formatNumber } from '../../../lib/format';

const count = formatNumber;

/** The challenges as stacked cards for narrow screens (390 px), with the same facts and actions as the Challenges table. */
export function ChallengeCards({ challenges, onEdit, onDelete }: { challenges: AdminChallenge[]; onEdit: (c: AdminChallenge) => void; onDelete: (c: AdminChallenge) => void }) {
  return (
    <ul aria-label="Challenges" className="grid grid-cols-1 gap-3">
      {challenges.map((c) => (
        <li key={c.id} className="flex flex-col gap-3 rounded-[var(--radius-card)] border border-line bg-surface p-4 shadow-[var(--shadow-card)]">
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              {c.visibility === 'hidden' ? (
                <p className="font-semibold">{c.title}</p>
              ) : (
                <Link to={paths.challenge(c.id)} className="font-semibold text-accent-text underline-offset-2 hover:underline">
                  {c.title}
                </Link>
              )}
              <p className="truncate font-mono text-xs text-muted">{c.category}</p>
            </div>
            <ChallengeVisibilityBadge visibility={c.visibility} />
          </div>
          <dl className="grid grid-cols-4 gap-2 text-sm">
            <div className="min-w-0">
              <dt className="text-xs text-muted">Difficulty</dt>
              <dd>
                <ChallengeDifficultyBadge difficulty={c.difficulty} />
              </dd>
            </div>
            <div>
              <dt className="text-xs text-muted">Points</dt>
              <dd className="font-mono font-semibold tabular-nums">{count(c.points)}</dd>
            </div>
            <div>
              <dt className="text-xs text-muted">Solves</dt>
              <dd className="font-mono font-semibold tabular-nums">{count(c.solve_count)}</dd>
            </div>
            <div>
              <dt className="text-xs text-muted">Submissions</dt>
              <dd className="font-mono font-semibold tabular-nums">{count(c.submission_count)}</dd>
            </div>
          </dl>
          <div className="border-t border-line pt-3">
            <RowActions name={c.title} onEdit={() => onEdit(c)} onDelete={() => onDelete(c)} />
          </div>
        </li>
      ))}
    </ul>
  );
}
