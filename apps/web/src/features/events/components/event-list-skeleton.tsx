import { CardGridSkeleton } from '../../../components/skeleton';

/** Placeholder cards while a list of events loads: image, category, title, date and the capacity bar. */
export function EventListSkeleton({ count }: { count: number }) {
  return (
    <CardGridSkeleton count={count} media="aspect-[16/9]" lines={['h-3 w-20 rounded', 'h-5 w-3/4 rounded', 'h-4 w-1/2 rounded', 'h-2 w-full rounded-full']} />
  );
}
