import type { ReactNode } from 'react';
import { ListSkeleton, SkeletonBlocks, Skeleton } from '../../../components/skeleton';
import type { MemberView } from './member-filters';

/** The two layouts of the directory: the placeholders' container and one placeholder shaped like a card or a row. */
const PLACEHOLDERS: Record<MemberView, { className: string; item: ReactNode }> = {
  grid: {
    className: 'grid grid-cols-1 gap-5 sm:grid-cols-2 xl:grid-cols-3',
    item: (
      <div className="flex flex-col gap-4 rounded-[var(--radius-card)] border border-line bg-surface p-5">
        <SkeletonBlocks className="flex items-center gap-3" blocks={['size-14 rounded-full', ['h-4 w-2/3 rounded', 'h-3 w-1/3 rounded']]} />
        <Skeleton className="h-3 w-full rounded" />
        <Skeleton className="h-3 w-4/5 rounded" />
        <Skeleton className="h-8 w-full rounded" />
      </div>
    ),
  },
  list: {
    className: 'divide-y divide-line rounded-[var(--radius-card)] border border-line bg-surface',
    item: <SkeletonBlocks className="flex items-center gap-4 px-5 py-3" blocks={['size-11 rounded-full', ['h-4 w-1/3 rounded', 'h-3 w-1/4 rounded']]} />,
  },
};

/** Placeholders shaped like the directory grid or list while it loads (SPEC §2 Community Members; DESIGN: loading states). */
export function MemberListSkeleton({ view }: { view: MemberView }) {
  return <ListSkeleton status="Loading users..." count={6} {...PLACEHOLDERS[view]} />;
}
