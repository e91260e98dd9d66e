import type { Challenge } from '@esdc/core/challenge';
import { Lock, Users, Zap } from 'lucide-react';
import { DifficultyBadge } from './difficulty-badge';
import { formatPoints, formatSolves } from './format-points';
import { SolvedMark } from './solved-mark';

/** The head of a challenge page: category, the title (h1), and its difficulty, points, solves, visibility and the viewer's solved mark with the date. */
export function ChallengeHeader({ challenge }: { challenge: Challenge }) {
  const c = challenge;
  return (
    <header className="flex flex-col gap-3">
      <p className="font-mono text-xs uppercase tracking-widest text-muted">{c.category}</p>
      <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{c.title}</h1>
      <ul aria-label="About this challenge" className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
        <li>
          <DifficultyBadge difficulty={c.difficulty} />
        </li>
        <li className="inline-flex items-center gap-1 font-mono font-bold text-accent-text">
          <Zap className="size-4" aria-hidden="true" />
          {formatPoints(c.points)}
        </li>
        <li className="inline-flex items-center gap-1 text-muted">
          <Users className="size-4" aria-hidden="true" />
          {formatSolves(c.solve_count)}
        </li>
        {c.visibility === 'members' ? (
          <li className="inline-flex items-center gap-1 text-muted">
            <Lock className="size-4" aria-hidden="true" />
            Members only
          </li>
        ) : null}
        {c.solved ? (
          <li>
            <SolvedMark solvedAt={c.solved_at} />
          </li>
        ) : null}
      </ul>
    </header>
  );
}
