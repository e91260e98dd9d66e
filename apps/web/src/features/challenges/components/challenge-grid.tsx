import type { ChallengeListItem } from '@esdc/core/challenge';
import { ChallengeCard } from './challenge-card';

/** The responsive grid of challenge cards (one column at 390 px, two from 640 px, three from 1024 px). */
export function ChallengeGrid({ challenges }: { challenges: readonly ChallengeListItem[] }) {
  return (
    <ul aria-label="Challenges" className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {challenges.map((c) => (
        <li key={c.id}>
          <ChallengeCard challenge={c} />
        </li>
      ))}
    </ul>
  );
}
