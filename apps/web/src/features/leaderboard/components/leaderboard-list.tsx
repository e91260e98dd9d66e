import type { LeaderboardPage, LeaderboardTimeframe } from '@esdc/core/leaderboard';
import { paths } from '@esdc/core/routes';
import { Trophy } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { Pagination } from '../../../components/pagination';
import { ListSkeleton, SkeletonBlocks } from '../../../components/skeleton';
import { EmptyState, ErrorState } from '../../../components/states';
import { useFeatures } from '../../../lib/features';
import { LeaderboardRow } from './leaderboard-row';
import { noPointsYet, TIMEFRAME_HEADINGS } from './timeframe-text';

const dateFormat = new Intl.DateTimeFormat('en-US', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });

/** Placeholder rows while the ranking loads: rank, avatar, name over points detail, and the score. */
const ROW_PLACEHOLDER = ['size-9 rounded-full', 'size-10 rounded-full', ['h-4 w-40 max-w-full rounded', 'h-3 w-24 rounded'], 'h-5 w-16 rounded'];

/**
 * The ranked list (SPEC §2 Leaderboard) of one timeframe: a heading with the period's start, the rows,
 * paging; loading skeleton, 'No points yet this week' (etc.) when nobody has points, error with 'Try Again'.
 */
export function LeaderboardList({
  timeframe,
  page,
  loading,
  error,
  onRetry,
  stale,
  viewer,
  offset,
  limit,
  onOffsetChange,
}: {
  timeframe: LeaderboardTimeframe;
  page: LeaderboardPage | undefined;
  loading: boolean;
  error: Error | null;
  onRetry: () => void;
  /** True while the next page loads and the previous one is still shown. */
  stale: boolean;
  viewer: number;
  offset: number;
  limit: number;
  onOffsetChange: (offset: number) => void;
}) {
  const headingId = useId();
  const { isEnabled } = useFeatures();
  let body;
  if (loading)
    body = (
      <ListSkeleton
        count={5}
        className="divide-y divide-line"
        item={<SkeletonBlocks className="flex items-center gap-4 px-3 py-3 sm:px-5" blocks={ROW_PLACEHOLDER} />}
      />
    );
  else if (error || !page)
    body = (
      <div className="p-3 sm:p-5">
        <ErrorState title="Failed to load the leaderboard" message={error?.message} onRetry={onRetry} />
      </div>
    );
  else if (page.total === 0 || page.entries.length === 0) {
    body = (
      <div className="p-3 sm:p-5">
        <EmptyState
          icon={<Trophy className="size-8" />}
          title={noPointsYet(timeframe)}
          description="Solve a challenge to be the first on the board."
          action={
            isEnabled('challenges') ? (
              <Link to={paths.challenges} className="text-sm font-semibold text-accent-text hover:underline">
                Browse challenges
              </Link>
            ) : undefined
          }
        />
      </div>
    );
  } else {
    body = (
      <>
        <ol aria-labelledby={headingId} className={`divide-y divide-line transition-opacity ${stale ? 'opacity-60' : ''}`}>
          {page.entries.map((entry) => (
            <LeaderboardRow key={entry.id} entry={entry} mine={entry.id === viewer} />
          ))}
        </ol>
        <Pagination
          label="Leaderboard pages"
          offset={offset}
          limit={limit}
          total={page.total}
          onOffsetChange={onOffsetChange}
          className="border-t border-line px-3 py-3 sm:px-5"
        />
      </>
    );
  }
  return (
    <section
      aria-labelledby={headingId}
      aria-busy={loading || stale || undefined}
      className="overflow-hidden rounded-[var(--radius-card)] border border-line bg-surface shadow-[var(--shadow-card)]"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2 border-b border-line px-3 py-4 sm:px-5">
        <h2 id={headingId} className="text-lg font-bold">
          {TIMEFRAME_HEADINGS[timeframe]}
        </h2>
        {page?.since ? <p className="text-sm text-muted">Since {dateFormat.format(new Date(page.since))}</p> : null}
      </div>
      {body}
    </section>
  );
}
