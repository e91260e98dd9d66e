import { Skeleton } from '../../../components/skeleton';

/** Placeholder cards while a list of events loads. */
export function EventListSkeleton({ count }: { count: number }) {
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3" aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className="overflow-hidden rounded-[var(--radius-card)] border border-line bg-surface">
          <Skeleton className="aspect-[16/9] w-full" />
          <div className="flex flex-col gap-3 p-5">
            <Skeleton className="h-3 w-20 rounded" />
            <Skeleton className="h-5 w-3/4 rounded" />
            <Skeleton className="h-4 w-1/2 rounded" />
            <Skeleton className="h-2 w-full rounded-full" />
          </div>
        </li>
      ))}
    </ul>
  );
}
