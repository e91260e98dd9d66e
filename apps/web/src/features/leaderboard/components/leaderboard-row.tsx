import type { LeaderboardEntry } from '@esdc/core/leaderboard';
import { paths } from '@esdc/core/routes';
import { Link } from 'react-router';
import { Avatar } from '../../../components/avatar';
import { RankMark } from './rank-mark';
import { formatCount, formatPoints } from '../../../lib/format';

/** '1 challenge' / 'N challenges' completed. */
function challengesText(count: number): string {
  return formatCount(count, 'challenge');
}

/**
 * One row of the board (SPEC §3 Leaderboard entry): rank mark, avatar, name and @username linking to the
 * member's page, challenges completed and 'N pts'; the signed-in member's own row is highlighted.
 */
export function LeaderboardRow({ entry, mine }: { entry: LeaderboardEntry; mine: boolean }) {
  const name = entry.name || entry.username;
  return (
    <li className={`flex items-center gap-3 px-3 py-3 sm:gap-4 sm:px-5 ${mine ? 'bg-accent-soft' : ''}`} aria-current={mine ? 'true' : undefined}>
      <span className="flex w-9 shrink-0 justify-center">
        <RankMark rank={entry.rank} />
      </span>
      <Avatar name={name} src={entry.avatar} size={40} />
      <div className="min-w-0 flex-1">
        <div className="flex min-w-0 items-center gap-2">
          <Link to={paths.userProfile(entry.username)} className="group min-w-0">
            <span className="block truncate font-semibold group-hover:underline">{name}</span>
            <span className="block truncate text-sm text-muted">@{entry.username}</span>
          </Link>
          {mine ? <span className="shrink-0 rounded-full bg-accent px-2 py-0.5 text-xs font-semibold text-accent-fg">You</span> : null}
        </div>
        <p className="text-sm text-muted sm:hidden">{challengesText(entry.completed_challenges)}</p>
      </div>
      <p className="hidden w-28 shrink-0 text-right text-sm text-muted sm:block">{challengesText(entry.completed_challenges)}</p>
      <p className="min-w-16 shrink-0 whitespace-nowrap text-right font-mono font-bold tabular-nums sm:min-w-24">{formatPoints(entry.points)}</p>
    </li>
  );
}
