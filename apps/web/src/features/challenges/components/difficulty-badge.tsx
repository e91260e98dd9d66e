import type { ChallengeDifficulty } from '@esdc/core/challenge';
import { Gauge } from 'lucide-react';
import { Badge } from '../../../components/badge';

const TONE = { Easy: 'success', Medium: 'warning', Hard: 'danger' } as const satisfies Record<ChallengeDifficulty, string>;

/**
 * A challenge's difficulty as a colour-coded pill (Easy success, Medium warning, Hard danger tokens); the word is
 * always shown, so the colour is never the only cue.
 */
export function DifficultyBadge({ difficulty }: { difficulty: ChallengeDifficulty }) {
  return (
    <Badge tone={TONE[difficulty] ?? 'neutral'}>
      <Gauge className="size-3.5" aria-hidden="true" />
      <span className="sr-only">Difficulty: </span>
      {difficulty}
    </Badge>
  );
}
