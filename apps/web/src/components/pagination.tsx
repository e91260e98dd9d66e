import { ChevronLeft, ChevronRight } from 'lucide-react';
import { formatNumber } from '../lib/format';
import { Button } from './button';

/**
 * Paging under a list (DESIGN: lists are paginated with a total; SPEC §2 Admin panel tables): 'Showing 21–40 of 57
 * users' (announced politely when it changes) and Previous / Next when there is more than one page, named after what
 * they page through ('Next page of users'). Nothing when the list is empty.
 * @param what the rows, plural ('users')
 * @param offset the first row shown (0-based); `limit` rows per page; `total` rows in all
 * @param onOffsetChange asked for the offset of the previous or next page
 * @param className the nav's spacing (default a 1 rem top margin)
 */
export function Pagination({
  what,
  offset,
  limit,
  total,
  onOffsetChange,
  className = 'mt-4',
}: {
  what: string;
  offset: number;
  limit: number;
  total: number;
  onOffsetChange: (offset: number) => void;
  className?: string;
}) {
  if (total <= 0) return null;
  const first = offset + 1;
  const last = Math.min(offset + limit, total);
  const hasPrevious = offset > 0;
  const hasNext = offset + limit < total;
  return (
    <nav aria-label={`Pages of ${what}`} className={`flex flex-wrap items-center justify-between gap-3 ${className}`}>
      <p className="text-sm text-muted" aria-live="polite">
        Showing {first}–{last} of {formatNumber(total)} {what}
      </p>
      {hasPrevious || hasNext ? (
        <div className="flex gap-2">
          <Button
            variant="secondary"
            size="sm"
            disabled={!hasPrevious}
            onClick={() => onOffsetChange(Math.max(0, offset - limit))}
            aria-label={`Previous page of ${what}`}
          >
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
