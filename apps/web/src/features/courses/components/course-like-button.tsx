import type { CourseDetail } from '@esdc/core/course';
import { LikeToggle } from '../../../components/like-toggle';
import { useSetCourseLike } from '../api/course-actions';

/**
 * The like button of a course with its count (SPEC §2 Course detail sidebar: likes): members like or unlike (once
 * each, counted by the server); a visitor gets a sign-in link with the count instead.
 */
export function CourseLikeButton({ course }: { course: Pick<CourseDetail, 'id' | 'likes' | 'viewer'> }) {
  const like = useSetCourseLike();
  return <LikeToggle id={course.id} what="course" count={course.likes} liked={course.viewer.liked} canLike={course.viewer.signed_in} like={like} />;
}
