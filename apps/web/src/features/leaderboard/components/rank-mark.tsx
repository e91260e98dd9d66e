import { Award, Medal, Trophy, type LucideIcon } from 'lucide-react';

const PODIUM: Record<number, { icon: LucideIcon; colour: string; medal: string }> = {
  1: { icon: Trophy, colour: 'text-(color:--rank-gold) bg-(color:--rank-gold)/12', medal: 'gold' },
  2: { icon: Medal, colour: 'text-(color:--rank-silver) bg-(color:--rank-silver)/12', medal: 'silver' },
  3: { icon: Award, colour: 'text-(color:--rank-bronze) bg-(color:--rank-bronze)/12', medal: 'bronze' },
};

/**
 * A place on the board (SPEC §2 Leaderboard: rank icons for 1-3 (gold, silver, bronze), '#n' after): a trophy,
 * medal or award icon in the token colour for the podium, '#n' from 4 on; read out as 'Rank n'.
 */
export function RankMark({ rank }: { rank: number }) {
  const podium = PODIUM[rank];
  if (podium) {
    const Icon = podium.icon;
    return (
      <span
        role="img"
        aria-label={`Rank ${rank}`}
        title={`Rank ${rank} (${podium.medal})`}
        className={`inline-flex size-9 items-center justify-center rounded-full ${podium.colour}`}
      >
        <Icon className="size-5" aria-hidden="true" />
      </span>
    );
  }
  return (
    <span className="inline-flex h-9 min-w-9 items-center justify-center font-mono text-sm font-bold tabular-nums text-muted">
      <span className="sr-only">Rank {rank}</span>
      <span aria-hidden="true">#{rank}</span>
    </span>
  );
}
