import { CardTextSkeleton, ListSkeleton, Skeleton } from '../../../components/skeleton';

/** Card-shaped placeholders while a project list loads, with a spoken 'Loading projects...'. */
export function ProjectListSkeleton({ count = 6 }: { count?: number }) {
  return (
    <ListSkeleton
      status="Loading projects..."
      count={count}
      className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3"
      item={
        <div className="overflow-hidden rounded-[var(--radius-card)] border border-line bg-surface">
          <Skeleton className="aspect-[16/9]" />
          <div className="space-y-3 p-5">
            <CardTextSkeleton labelWidth="w-1/4" />
          </div>
        </div>
      }
    />
  );
}
