/** Card-shaped placeholders while the challenges load, with a spoken 'Loading challenges...'. */
export function ChallengeListSkeleton({ count = 6 }: { count?: number }) {
  return (
    <div>
      <p role="status" className="sr-only">
        Loading challenges...
      </p>
      <div className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3" aria-hidden="true">
        {Array.from({ length: count }, (_, i) => (
          <div key={i} className="flex flex-col gap-3 rounded-[var(--radius-card)] border border-line bg-surface p-5">
            <div className="h-3 w-1/3 animate-pulse rounded bg-surface-2" />
            <div className="h-5 w-3/4 animate-pulse rounded bg-surface-2" />
            <div className="h-3 w-full animate-pulse rounded bg-surface-2" />
            <div className="h-3 w-5/6 animate-pulse rounded bg-surface-2" />
            <div className="mt-3 flex gap-3 border-t border-line pt-4">
              <div className="h-5 w-16 animate-pulse rounded-full bg-surface-2" />
              <div className="h-5 w-14 animate-pulse rounded bg-surface-2" />
              <div className="h-5 w-16 animate-pulse rounded bg-surface-2" />
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}
