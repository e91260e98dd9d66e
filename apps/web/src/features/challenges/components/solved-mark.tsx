import { formatShortDate } from '@esdc/core/display';
import { CircleCheck } from 'lucide-react';

/** The viewer's solved mark: a check icon and the word 'Solved' (never colour alone), with the date when given. */
export function SolvedMark({ solvedAt, className = '' }: { solvedAt?: string | null; className?: string }) {
  const date = solvedAt ? formatShortDate(solvedAt) : '';
  return (
    <span
      className={`inline-flex items-center gap-1 whitespace-nowrap rounded-full bg-success-soft px-2.5 py-0.5 text-xs font-semibold text-success ${className}`}
    >
      <CircleCheck className="size-3.5" aria-hidden="true" />
      Solved
      {date ? (
        <>
          {' '}
          <time dateTime={solvedAt ?? undefined} className="font-normal">
            {date}
          </time>
        </>
      ) : null}
    </span>
  );
}
