/** Card-shaped placeholders while a project list loads, with a spoken 'Loading projects...'. */
export function ProjectListSkeleton({ count = 6 }: { count?: number }) {
  return (
    <div>
      <p role="status" className="sr-only">
        Loading projects...
      </p>
      <div className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-hidden="true">
        {Array.from({ length: count }, (_, i) => (
          <div key={i} className="overflow-hidden rounded-[var(--radius-card)] border border-line bg-surface">
            <div className="aspect-[16/9] animate-pulse bg-surface-2" />
            <div className="space-y-3 p-5">
              <div className="h-3 w-1/4 animate-pulse rounded bg-surface-2" />
              <div className="h-5 w-3/4 animate-pulse rounded bg-surface-2" />
              <div className="h-3 w-full animate-pulse rounded bg-surface-2" />
              <div className="h-3 w-5/6 animate-pulse rounded bg-surface-2" />
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}
