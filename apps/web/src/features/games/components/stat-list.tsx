import type { ReactNode } from 'react';

/** One figure of a game's scoreboard. */
export interface GameStat {
  label: string;
  value: ReactNode;
}

/** A game's scoreboard: score, high score, level, lives ... as a description list. */
export function StatList({ stats }: { stats: readonly GameStat[] }) {
  return (
    <dl className="flex flex-wrap gap-x-5 gap-y-2">
      {stats.map((stat) => (
        <div key={stat.label} className="min-w-14">
          <dt className="text-xs font-semibold uppercase tracking-wide text-muted">{stat.label}</dt>
          <dd className="font-mono text-lg font-bold tabular-nums leading-tight">{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
