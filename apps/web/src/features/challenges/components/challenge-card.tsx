import type { ChallengeListItem } from '@esdc/core/challenge';
import { paths } from '@esdc/core/routes';
import { Lock, Users } from 'lucide-react';
import { CardLink, ListCard } from '../../../components/list-card';
import { DifficultyBadge } from './difficulty-badge';
import { formatPoints, formatSolves } from './format-points';
import { SolvedMark } from './solved-mark';

/**
 * A challenge card of /challenges (SPEC §2 Challenges): category, title (a stretched link to /challenges/{id}), a short
 * excerpt (the plain text the server derives from the markdown description; none when it is empty), difficulty,
 * points, solve count, 'Members only' for members-only challenges and the viewer's solved mark.
 * The link remembers the filtered list (state.backTo), so 'Back to Challenges' returns to it.
 */
export function ChallengeCard({ challenge }: { challenge: ChallengeListItem }) {
  const c = challenge;
  return (
    <ListCard border={c.solved ? 'border-success/50' : 'border-line'}>
      <div className="flex min-h-6 flex-wrap items-center justify-between gap-2">
        <p className="font-mono text-xs uppercase tracking-widest text-muted">{c.category}</p>
        <div className="flex flex-wrap items-center gap-2">
          {c.visibility === 'members' ? (
            <span className="inline-flex items-center gap-1 text-xs font-medium text-muted">
              <Lock className="size-3.5" aria-hidden="true" />
              Members only
            </span>
          ) : null}
          {c.solved ? <SolvedMark /> : null}
        </div>
      </div>
      <h2 className="text-lg font-bold leading-snug">
        <CardLink to={paths.challenge(c.id)}>{c.title}</CardLink>
      </h2>
      {c.excerpt ? <p className="line-clamp-2 text-sm text-muted">{c.excerpt}</p> : null}
      <div className="mt-auto flex flex-wrap items-center gap-x-3 gap-y-2 border-t border-line pt-4">
        <DifficultyBadge difficulty={c.difficulty} />
        <span className="font-mono text-sm font-bold text-accent-text">{formatPoints(c.points)}</span>
        <span className="inline-flex items-center gap-1 text-sm text-muted">
          <Users className="size-3.5" aria-hidden="true" />
          {formatSolves(c.solve_count)}
        </span>
      </div>
    </ListCard>
  );
}
