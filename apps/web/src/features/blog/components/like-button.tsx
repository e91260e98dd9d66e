import type { BlogPost } from '@esdc/core/blog';
import { paths } from '@esdc/core/routes';
import { Heart } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { buttonClass } from '../../../components/button';
import { formatNumber } from '../../../lib/format';
import { useCan } from '../../../lib/permissions';
import { notify } from '../../../lib/toast';
import { useSetPostLike } from '../api/post-actions';

/**
 * The like button of a post with its count: members like or unlike (once each, counted by the server); a visitor
 * gets a sign-in link with the count instead.
 */
export function LikeButton({ post }: { post: Pick<BlogPost, 'id' | 'likes' | 'liked' | 'status'> }) {
  const can = useCan();
  const location = useLocation();
  const like = useSetPostLike();
  const count = formatNumber(post.likes);
  if (!can('blog:like')) {
    return (
      <Link to={paths.login} state={{ from: location.pathname }} className={buttonClass('secondary', 'sm')}>
        <Heart className="size-4" aria-hidden="true" />
        {count}
        <span className="sr-only"> likes. Sign in to like this post</span>
      </Link>
    );
  }
  return (
    <button
      type="button"
      aria-pressed={post.liked}
      disabled={like.isPending}
      onClick={() =>
        like.mutate({ id: post.id, like: !post.liked }, { onError: (error) => void notify(error.message || 'Failed to update the like', 'error') })
      }
      className={buttonClass(post.liked ? 'primary' : 'secondary', 'sm')}
    >
      <Heart className={`size-4 ${post.liked ? 'fill-current' : ''}`} aria-hidden="true" />
      {count}
      <span className="sr-only">{post.liked ? ' likes. Unlike this post' : ' likes. Like this post'}</span>
    </button>
  );
}
