import { paths } from '@esdc/core/routes';
import { Heart } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { formatNumber } from '../lib/format';
import { notify } from '../lib/toast';
import { buttonClass } from './button';

/** The like mutation of a post or a course: `{ id, like }` likes or unlikes. */
interface LikeMutation {
  isPending: boolean;
  mutate: (input: { id: number; like: boolean }, options: { onError: (error: Error) => void }) => void;
}

/**
 * The like button of a post or a course with its count: a member who may like it likes or unlikes it (once each,
 * counted by the server; a failure is a toast); anyone else gets a sign-in link with the count instead.
 * @param id the post's or course's id
 * @param what 'post' or 'course', for the screen-reader text ('Like this post')
 * @param count its likes
 * @param liked whether the viewer likes it
 * @param canLike whether the viewer may like (signed in, with the permission)
 * @param like the feature's like mutation
 */
export function LikeToggle({
  id,
  what,
  count,
  liked,
  canLike,
  like,
}: {
  id: number;
  what: string;
  count: number;
  liked: boolean;
  canLike: boolean;
  like: LikeMutation;
}) {
  const location = useLocation();
  const shown = formatNumber(count);
  if (!canLike) {
    return (
      <Link to={paths.login} state={{ from: location.pathname }} className={buttonClass('secondary', 'sm')}>
        <Heart className="size-4" aria-hidden="true" />
        {shown}
        <span className="sr-only"> likes. Sign in to like this {what}</span>
      </Link>
    );
  }
  return (
    <button
      type="button"
      aria-pressed={liked}
      disabled={like.isPending}
      onClick={() => like.mutate({ id, like: !liked }, { onError: (error) => void notify(error.message || 'Failed to update the like', 'error') })}
      className={buttonClass(liked ? 'primary' : 'secondary', 'sm')}
    >
      <Heart className={`size-4 ${liked ? 'fill-current' : ''}`} aria-hidden="true" />
      {shown}
      <span className="sr-only">{liked ? ` likes. Unlike this ${what}` : ` likes. Like this ${what}`}</span>
    </button>
  );
}
