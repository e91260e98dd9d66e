import { Button } from '../../../components/button';

/** 'Showing X of Y' and a Load more button while more pages exist (DESIGN: lists are paginated). */
export function LoadMore({
  shown,
  total,
  hasMore,
  loading,
  onLoadMore,
}: {
  shown: number;
  total: number;
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
}) {
  return (
    <div className="mt-8 flex flex-col items-center gap-3">
      <p className="font-mono text-sm text-muted" aria-live="polite">
        Showing {shown} of {total}
      </p>
      {hasMore ? (
        <Button variant="secondary" onClick={onLoadMore} disabled={loading}>
          {loading ? 'Loading...' : 'Load more'}
        </Button>
      ) : null}
    </div>
  );
}
