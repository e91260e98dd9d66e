import type { CourseDetail } from '@esdc/core/course';
import { paths } from '@esdc/core/routes';
import { Heart } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { buttonClass } from '../../../components/button';
import { formatNumber } from '../../../lib/format';
import { notify } from '../../../lib/toast';
import { useSetCourseLike } from '../api/course-actions';

/**
 * The like button of a course with its count (SPEC §2 Course detail sidebar: likes): members like or unlike (once
 * each, counted by the server); a visitor gets a sign-in link with the count instead.
 */
export function CourseLikeButton({ course }: { course: Pick<CourseDetail, 'id' | 'likes' | 'viewer'> }) {
  const location = useLocation();
  const like = useSetCourseLike();
  const count = formatNumber(course.likes);
  const liked = course.viewer.liked;
  if (!course.viewer.signed_in) {
    return (
      <Link to={paths.login} state={{ from: location.pathname }} className={buttonClass('secondary', 'sm')}>
        <Heart className="size-4" aria-hidden="true" />
        {count}
        <span className="sr-only"> likes. Sign in to like this course</span>
      </Link>
    );
  }
  return (
    <button
      type="button"
      aria-pressed={liked}
      disabled={like.isPending}
      onClick={() => like.mutate({ id: course.id, like: !liked }, { onError: (error) => void notify(error.message || 'Failed to update the like', 'error') })}
      className={buttonClass(liked ? 'primary' : 'secondary', 'sm')}
    >
      <Heart className={`size-4 ${liked ? 'fill-current' : ''}`} aria-hidden="true" />
      {count}
      <span className="sr-only">{liked ? ' likes. Unlike this course' : ' likes. Like this course'}</span>
    </button>
  );
}
