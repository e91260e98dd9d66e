import { ChevronLeft, ChevronRight } from 'lucide-react';
import { formatCount, formatNumber } from '../lib/format';
import { Button } from './button';

/**
 * Paging under a list (DESIGN: lists are paginated with a total; SPEC §2 Admin panel tables, Challenges, Leaderboard):
 * 'Showing 21–40 of 57 users' (announced politely when it changes) and Previous / Next when there is more than one
 * page. Nothing when the list is empty.
 * @param what the rows, plural ('users'): ends the range, names the nav ('Pages of users') and the buttons
 *   ('Next page of users'); without it the range has no noun and the buttons are just 'Previous' / 'Next'
 * @param label the nav's accessible name instead of 'Pages of {what}' (needed without `what`)
 * @param countOnOnePage the row in the singular ('challenge'): on a single page the count alone ('7 challenges', with
 *   `what` as the plural)
 *   stands instead of the range
 * @param offset the first row shown (0-based); `limit` rows per page; `total` rows in all
 * @param onOffsetChange asked for the offset of the previous or next page
 * @param className the nav's spacing (default a 1 rem top margin)
 */
export function Pagination({
  what,
  label = `Pages of ${what}`,
  countOnOnePage,
  offset,
  limit,
  total,
  onOffsetChange,
  className = 'mt-4',
}: {
  what?: string;
  label?: string;
  countOnOnePage?: string;
  offset: number;
  limit: number;
  total: number;
  onOffsetChange: (offset: number) => void;
  className?: string;
}) {
  if (total <= 0) return null;
  // A page past the end (a hand-typed ?page=) still shows a range inside the total.
  const first = Math.min(offset + 1, total);
  const last = Math.min(offset + limit, total);
  const hasPrevious = offset > 0;
  const hasNext = offset + limit < total;
  const paged = hasPrevious || hasNext;
  const range = `Showing ${first}–${last} of ${formatNumber(total)}${what ? ` ${what}` : ''}`;
  return (
    <nav aria-label={label} className={`flex flex-wrap items-center justify-between gap-3 ${className}`}>
      <p className="text-sm text-muted" aria-live="polite">
        {paged || !countOnOnePage ? range : formatCount(total, countOnOnePage, what)}
      </p>
      {paged ? (
        <div className="flex gap-2">
          <Button
            variant="secondary"
            size="sm"
            disabled={!hasPrevious}
            onClick={() => onOffsetChange(Math.max(0, offset - limit))}
            aria-label={what ? `Previous page of ${what}` : undefined}
          >
            <ChevronLeft className="size-4" aria-hidden="true" />
            Previous
          </Button>
          <Button
            variant="secondary"
            size="sm"
            disabled={!hasNext}
            onClick={() => onOffsetChange(offset + limit)}
            aria-label={what ? `Next page of ${what}` : undefined}
          >
            Next
            <ChevronRight className="size-4" aria-hidden="true" />
          </Button>
        </div>
      ) : null}
    </nav>
  );
}
