const numberFormat = new Intl.NumberFormat('en-US');

/** 'N pts' (SPEC §2 Leaderboard: points are shown as 'N pts'), e.g. 1250 → '1,250 pts'. */
export function formatPoints(points: number): string {
  return `${numberFormat.format(points)} pts`;
}

/** 'N solves' with the singular for one, e.g. 1 → '1 solve', 12 → '12 solves'. */
export function formatSolves(count: number): string {
  return `${numberFormat.format(count)} ${count === 1 ? 'solve' : 'solves'}`;
}
