import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '../../../components/button';
import { formatCount, formatNumber } from '../../../lib/format';

/**
 * Paging under the challenge grid (DESIGN: lists are paginated with a total): 'Showing 13–20 of 20 challenges' with Previous /
 * Next when there is more than one page, else the count ('7 challenges').
 */
export function ChallengePager({ offset, limit, total, onOffsetChange }: { offset: number; limit: number; total: number; onOffsetChange: (offset: number) => void }) {
  if (total <= 0) return null;
  const first = offset + 1;
  const last = Math.min(offset + limit, total);
  const hasPrevious = offset > 0;
  const hasNext = offset + limit < total;
  return (
    <nav aria-label="Pages of challenges" className="mt-8 flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-muted">
        {hasPrevious || hasNext ? `Showing ${first}–${last} of ${formatNumber(total)} challenges` : formatCount(total, 'challenge')}
      </p>
      {hasPrevious || hasNext ? (
        <div className="flex gap-2">
          <Button variant="secondary" size="sm" disabled={!hasPrevious} onClick={() => onOffsetChange(Math.max(0, offset - limit))} aria-label="Previous page of challenges">
            <ChevronLeft className="size-4" aria-hidden="true" />
            Previous
          </Button>
          <Button variant="secondary" size="sm" disabled={!hasNext} onClick={() => onOffsetChange(offset + limit)} aria-label="Next page of challenges">
            Next
            <ChevronRight className="size-4" aria-hidden="true" />
          </Button>
        </div>
      ) : null}
    </nav>
  );
}
