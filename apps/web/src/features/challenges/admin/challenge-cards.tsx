import type { AdminChallenge } from '@esdc/core/challenge';
import { formatNumber } from '../../../lib/format';
import { ChallengeDifficultyBadge, ChallengeVisibilityBadge } from './challenge-badges';
import { CardFacts, CardList } from '../../../components/admin/card-list';
import { ChallengeTitle } from './challenge-title';
import { RowActions, type RowHandlers } from '../../../components/admin/row-actions';

/** The challenges as stacked cards for narrow screens (390 px), with the same facts and actions as the Challenges table. */
export function ChallengeCards({ challenges, onEdit, onDelete }: { challenges: AdminChallenge[] } & RowHandlers<AdminChallenge>) {
  return (
    <CardList label="Challenges" items={challenges}>
      {(c) => (
        <>
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <ChallengeTitle challenge={c} className="font-semibold" />
              <p className="truncate font-mono text-xs text-muted">{c.category}</p>
            </div>
            <ChallengeVisibilityBadge visibility={c.visibility} />
          </div>
          <CardFacts
            className="grid grid-cols-4 gap-2"
            facts={[
              { label: 'Difficulty', value: <ChallengeDifficultyBadge difficulty={c.difficulty} /> },
              { label: 'Points', numeric: true, value: formatNumber(c.points) },
              { label: 'Solves', numeric: true, value: formatNumber(c.solve_count) },
              { label: 'Submissions', numeric: true, value: formatNumber(c.submission_count) },
            ]}
          />
          <div className="border-t border-line pt-3">
            <RowActions name={c.title} onEdit={() => onEdit(c)} onDelete={() => onDelete(c)} />
          </div>
        </>
      )}
    </CardList>
  );
}
