import type { AdminChallenge } from '@esdc/core/challenge';
import { formatNumber } from '../../../lib/format';
import { ChallengeDifficultyBadge, ChallengeVisibilityBadge } from './challenge-badges';
import { CardFacts, CardHead } from '../../../components/admin/card-list';
import { ChallengeTitle } from './challenge-title';
import { RowActions, type RowHandlers } from '../../../components/admin/row-actions';

/** A challenge as a card for narrow screens (390 px), with the same facts and actions as the Challenges table. */
export function ChallengeCard({ challenge: c, onEdit, onDelete }: { challenge: AdminChallenge } & RowHandlers<AdminChallenge>) {
  return (
    <>
      <CardHead
        title={<ChallengeTitle challenge={c} className="font-semibold" />}
        meta={c.category}
        metaClassName="truncate font-mono text-xs text-muted"
        badge={<ChallengeVisibilityBadge visibility={c.visibility} />}
      />
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
  );
}
