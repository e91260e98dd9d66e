import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '../../../components/button';
import { formatNumber } from '../../../lib/format';

/**
 * Paging under the board (SPEC §2 Leaderboard: default top 10 with paging): 'Showing 1–10 of N' and Previous / Next.
 * Hidden when there is nothing to show.
 */
export function LeaderboardPagination({ offset, limit, total, onOffsetChange }: { offset: number; limit: number; total: number; onOffsetChange: (offset: number) => void }) {
  if (total <= 0) return null;
  const first = Math.min(offset + 1, total);
  const last = Math.min(offset + limit, total);
  const hasPrevious = offset > 0;
  const hasNext = offset + limit < total;
  return (
    <nav aria-label="Leaderboard pages" className="flex flex-wrap items-center justify-between gap-3 border-t border-line px-3 py-3 sm:px-5">
      <p className="text-sm text-muted" aria-live="polite">
        Showing {first}–{last} of {formatNumber(total)}
      </p>
      {hasPrevious || hasNext ? (
        <div className="flex gap-2">
          <Button variant="secondary" size="sm" disabled={!hasPrevious} onClick={() => onOffsetChange(Math.max(0, offset - limit))}>
            <ChevronLeft className="size-4" aria-hidden="true" />
            Previous
          </Button>
          <Button variant="secondary" size="sm" disabled={!hasNext} onClick={() => onOffsetChange(offset + limit)}>
            Next
            <ChevronRight className="size-4" aria-hidden="true" />
          </Button>
        </div>
      ) : null}
    </nav>
  );
}
