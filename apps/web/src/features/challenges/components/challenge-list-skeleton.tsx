import { CardGridSkeleton, cardTextLines, SkeletonBlocks } from '../../../components/skeleton';

/** Card-shaped placeholders while the challenges load, with a spoken 'Loading challenges...'. */
export function ChallengeListSkeleton({ count = 6 }: { count?: number }) {
  return (
    <CardGridSkeleton
      status="Loading challenges..."
      count={count}
      className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3"
      lines={cardTextLines('w-1/3')}
    >
      <SkeletonBlocks className="mt-3 flex gap-3 border-t border-line pt-4" blocks={['h-5 w-16 rounded-full', 'h-5 w-14 rounded', 'h-5 w-16 rounded']} />
    </CardGridSkeleton>
  );
}
