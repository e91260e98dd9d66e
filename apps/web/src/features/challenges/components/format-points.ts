import { formatCount } from '../../../lib/format';

export { formatPoints } from '../../../lib/format';

/** 'N solves' with the singular for one, e.g. 1 → '1 solve', 1250 → '1,250 solves'. */
export function formatSolves(count: number): string {
  return formatCount(count, 'solve');
}
