import type { MemberView } from './member-filters';

/** Placeholders shaped like the directory grid or list while it loads (SPEC §2 Community Members; DESIGN: loading states). */
export function MemberListSkeleton({ view }: { view: MemberView }) {
  return (
    <div>
      <p role="status" className="sr-only">
        Loading users...
      </p>
      {view === 'grid' ? (
        <div className="grid grid-cols-1 gap-5 sm:grid-cols-2 xl:grid-cols-3" aria-hidden="true">
          {Array.from({ length: 6 }, (_, i) => (
            <div key={i} className="flex flex-col gap-4 rounded-[var(--radius-card)] border border-line bg-surface p-5">
              <div className="flex items-center gap-3">
                <div className="size-14 animate-pulse rounded-full bg-surface-2" />
                <div className="flex-1 space-y-2">
                  <div className="h-4 w-2/3 animate-pulse rounded bg-surface-2" />
                  <div className="h-3 w-1/3 animate-pulse rounded bg-surface-2" />
                </div>
              </div>
              <div className="h-3 w-full animate-pulse rounded bg-surface-2" />
              <div className="h-3 w-4/5 animate-pulse rounded bg-surface-2" />
              <div className="h-8 w-full animate-pulse rounded bg-surface-2" />
            </div>
          ))}
        </div>
      ) : (
        <div className="divide-y divide-line rounded-[var(--radius-card)] border border-line bg-surface" aria-hidden="true">
          {Array.from({ length: 6 }, (_, i) => (
            <div key={i} className="flex items-center gap-4 px-5 py-3">
              <div className="size-11 animate-pulse rounded-full bg-surface-2" />
              <div className="flex-1 space-y-2">
                <div className="h-4 w-1/3 animate-pulse rounded bg-surface-2" />
                <div className="h-3 w-1/4 animate-pulse rounded bg-surface-2" />
              </div>
            </div>
          ))}
        </div>
      )}
    </div>
  );
}
