import type { ChallengeDifficulty, ChallengeVisibility } from '@esdc/core/challenge';
import { EyeOff, Globe, Lock } from 'lucide-react';
import { Badge } from '../../../components/badge';
import { VISIBILITY_LABELS } from './challenge-options';

const DIFFICULTY_TONE = { Easy: 'success', Medium: 'warning', Hard: 'danger' } as const satisfies Record<ChallengeDifficulty, string>;
const VISIBILITY_TONE = { public: 'accent', members: 'neutral', hidden: 'warning' } as const satisfies Record<ChallengeVisibility, string>;
const VISIBILITY_ICON = { public: Globe, members: Lock, hidden: EyeOff } as const;

/** A challenge's difficulty, colour-coded like on /challenges (Easy success, Medium warning, Hard danger). */
export function ChallengeDifficultyBadge({ difficulty }: { difficulty: ChallengeDifficulty }) {
  return <Badge tone={DIFFICULTY_TONE[difficulty] ?? 'neutral'}>{difficulty}</Badge>;
}

/** Who sees a challenge: Public, Members only or Hidden, with an icon (never colour alone). */
export function ChallengeVisibilityBadge({ visibility }: { visibility: ChallengeVisibility }) {
  const Icon = VISIBILITY_ICON[visibility] ?? Globe;
  return (
    <Badge tone={VISIBILITY_TONE[visibility] ?? 'neutral'} className="whitespace-nowrap">
      <Icon className="size-3" aria-hidden="true" />
      {VISIBILITY_LABELS[visibility] ?? visibility}
    </Badge>
  );
}
