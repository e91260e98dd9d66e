import { CardGridSkeleton, cardTextLines } from '../../../components/skeleton';

/** Card-shaped placeholders while a project list loads, with a spoken 'Loading projects...'. */
export function ProjectListSkeleton({ count = 6 }: { count?: number }) {
  return (
    <CardGridSkeleton
      status="Loading projects..."
      count={count}
      className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3"
      media="aspect-[16/9]"
      lines={cardTextLines('w-1/4')}
    />
  );
}
