import { formatShortDate } from '@esdc/core/display';
import { Dialog } from '../../../components/dialog';
import { EmptyState, ErrorState, LoadingState } from '../../../components/states';
import { useProjectLikes } from '../api/list-project-likes';
import { PersonRow } from './person-row';

/** Who Liked modal (SPEC §2 Project detail modals: likes list; §8 'No likes yet'). */
export function LikesDialog({ projectId, open, onOpenChange }: { projectId: number; open: boolean; onOpenChange: (open: boolean) => void }) {
  const likes = useProjectLikes(projectId, open);
  let body;
  if (likes.isPending) body = <LoadingState message="Loading likes..." />;
  else if (likes.isError) body = <ErrorState title="Failed to load likes" message={likes.error.message} onRetry={() => void likes.refetch()} />;
  else if (likes.data.items.length === 0) body = <EmptyState title="No likes yet" />;
  else {
    body = (
      <>
        <ul className="flex flex-col divide-y divide-line">
          {likes.data.items.map((like) => (
            <li key={like.id} className="py-3">
              <PersonRow
                name={like.name}
                avatar={like.avatar}
                secondary={<span className="font-mono">@{like.username}</span>}
                trailing={<time dateTime={like.liked_at}>{formatShortDate(like.liked_at)}</time>}
              />
            </li>
          ))}
        </ul>
        {likes.data.total > likes.data.items.length ? <p className="mt-3 text-sm text-muted">and {likes.data.total - likes.data.items.length} more</p> : null}
      </>
    );
  }
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Who Liked" size="sm">
      {body}
    </Dialog>
  );
}
