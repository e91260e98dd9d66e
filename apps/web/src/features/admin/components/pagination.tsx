import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '../../../components/button';
import { formatNumber } from '../../../lib/format';

/**
 * Paging under an admin table (SPEC §2 Admin panel tables; DESIGN: lists are paginated with a total): 'Showing 21–40 of 57' and
 * Previous / Next, named after what they page through.
 */
export function Pagination({ what, offset, limit, total, onOffsetChange }: { what: string; offset: number; limit: number; total: number; onOffsetChange: (offset: number) => void }) {
  if (total <= 0) return null;
  const first = offset + 1;
  const last = Math.min(offset + limit, total);
  const hasPrevious = offset > 0;
  const hasNext = offset + limit < total;
  return (
    <nav aria-label={`Pages of ${what}`} className="mt-4 flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-muted" aria-live="polite">
        Showing {first}–{last} of {formatNumber(total)} {what}
      </p>
      {hasPrevious || hasNext ? (
        <div className="flex gap-2">
          <Button variant="secondary" size="sm" disabled={!hasPrevious} onClick={() => onOffsetChange(Math.max(0, offset - limit))} aria-label={`Previous page of ${what}`}>
            <ChevronLeft className="size-4" aria-hidden="true" />
            Previous
          </Button>
          <Button variant="secondary" size="sm" disabled={!hasNext} onClick={() => onOffsetChange(offset + limit)} aria-label={`Next page of ${what}`}>
            Next
            <ChevronRight className="size-4" aria-hidden="true" />
          </Button>
        </div>
      ) : null}
    </nav>
  );
}
