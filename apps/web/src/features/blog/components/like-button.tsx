import type { BlogPost } from '@esdc/core/blog';
import { LikeToggle } from '../../../components/like-toggle';
import { useCan } from '../../../lib/permissions';
import { useSetPostLike } from '../api/post-actions';

/**
 * The like button of a post with its count: members like or unlike (once each, counted by the server); a visitor
 * gets a sign-in link with the count instead.
 */
export function LikeButton({ post }: { post: Pick<BlogPost, 'id' | 'likes' | 'liked' | 'status'> }) {
  const can = useCan();
  const like = useSetPostLike();
  return <LikeToggle id={post.id} what="post" count={post.likes} liked={post.liked} canLike={can('blog:like')} like={like} />;
}
