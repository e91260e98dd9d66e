import { CardTextSkeleton, ListSkeleton, Skeleton } from '../../../components/skeleton';

/** Card-shaped placeholders while the challenges load, with a spoken 'Loading challenges...'. */
export function ChallengeListSkeleton({ count = 6 }: { count?: number }) {
  return (
    <ListSkeleton
      status="Loading challenges..."
      count={count}
      className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3"
      item={
        <div className="flex flex-col gap-3 rounded-[var(--radius-card)] border border-line bg-surface p-5">
          <CardTextSkeleton labelWidth="w-1/3" />
          <div className="mt-3 flex gap-3 border-t border-line pt-4">
            <Skeleton className="h-5 w-16 rounded-full" />
            <Skeleton className="h-5 w-14 rounded" />
            <Skeleton className="h-5 w-16 rounded" />
          </div>
        </div>
      }
    />
  );
}
