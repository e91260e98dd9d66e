import type { Project } from '@esdc/core/project';
import { paths } from '@esdc/core/routes';
import { Heart } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router';
import { notify } from '../../../lib/toast';
import { useSession } from '../../../lib/session';
import { useToggleLike } from '../api/like-project';

/**
 * Like toggle (SPEC §2 Project detail, §4: liking adds a like, unliking removes one and the local state
 * flips): optimistic, then the server's count; signed-out members are sent to /login first.
 */
export function LikeButton({ project }: { project: Project }) {
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const toggle = useToggleLike(project.id);
  const liked = project.liked_by_me;

  const onClick = () => {
    if (session.status !== 'authenticated') {
      navigate(paths.login, { state: { from: location.pathname + location.search } });
      return;
    }
    toggle.mutate(!liked, { onError: (error) => void notify(error.message || 'Could not update your like', 'error') });
  };

  return (
    <button
      type="button"
      onClick={onClick}
      aria-pressed={liked}
      className={`inline-flex h-11 items-center gap-2 rounded-full border px-4 text-sm font-semibold transition ${
        liked ? 'border-danger/40 bg-danger-soft text-danger' : 'border-line bg-surface text-fg hover:border-danger/60 hover:text-danger'
      }`}
    >
      <Heart className={`size-4.5 ${liked ? 'fill-current' : ''}`} aria-hidden="true" />
      Like
      <span className="font-mono">
        {project.likes}
        <span className="sr-only">{project.likes === 1 ? ' like' : ' likes'}</span>
      </span>
    </button>
  );
}
