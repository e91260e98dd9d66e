import { rankStat, type MemberStats } from './members-api';

/** One figure of a member's stats as the profile pages show it. */
export interface MemberFigure {
  label: string;
  value: number | string;
  hint?: string;
}

/**
 * A member's numbers as the profile pages show them (SPEC §3 User Stats): Points, Challenges, Rank ('#n' of N, or
 * 'Unranked' without points), Projects and Likes received, in that order.
 * @param challengesLabel the Challenges figure's label ('Challenges' unless given)
 */
export function memberFigures(stats: MemberStats, challengesLabel = 'Challenges'): MemberFigure[] {
  return [
    { label: 'Points', value: stats.points },
    { label: challengesLabel, value: stats.completed_challenges },
    rankStat(stats),
    { label: 'Projects', value: stats.projects },
    { label: 'Likes received', value: stats.likes_received },
  ];
}
