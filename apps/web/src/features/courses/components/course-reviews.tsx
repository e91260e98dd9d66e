import { COURSE_MESSAGES, type CourseDetail } from '@esdc/core/course';
import { MessageSquareText } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Avatar } from '../../../components/avatar';
import { Pagination } from '../../../components/pagination';
import { EmptyState, ErrorState, LoadingState } from '../../../components/states';
import { formatReaderDate, useReaderTimeZone } from '../../../lib/reader-date';
import { COURSE_REVIEWS_PAGE, useCourseReviews } from '../api/course-reviews';
import { CourseSection } from './course-section';
import { RatingStars } from '../../../components/rating-stars';

/** The review form, loaded only for a learner who may review (it brings the form and validation code). */
const CourseReviewForm = lazy(() => import('./course-review-form').then((m) => ({ default: m.CourseReviewForm })));

/**
 * The Learner Reviews section of a course page (SPEC §2 Course detail: collapsible, expanded at first): the rating
 * with its count, the review form for an enrolled learner who has not reviewed yet, and the reviews, newest first
 * (the page carries the newest; older ones page through `GET /api/courses/{id}/reviews`).
 */
export function CourseReviews({ course }: { course: CourseDetail }) {
  const [offset, setOffset] = useState(0);
  const timeZone = useReaderTimeZone();
  const older = useCourseReviews(course.id, offset, offset > 0);
  const reviews = offset === 0 ? course.reviews : older.data?.items;
  const total = Math.max(course.review_count, course.reviews.length);
  return (
    <CourseSection title={COURSE_MESSAGES.learnerReviews} count={course.review_count}>
      <div className="flex flex-col gap-5">
        {course.review_count > 0 ? <RatingStars rating={course.rating} reviews={course.review_count} size="md" /> : null}
        {course.viewer.can_review ? (
          <Suspense fallback={<p className="text-sm text-muted">Loading the review form...</p>}>
            <CourseReviewForm courseId={course.id} />
          </Suspense>
        ) : null}
        {offset > 0 && older.isError && !older.data ? (
          <ErrorState title="Failed to load reviews" message={older.error.message} onRetry={() => void older.refetch()} />
        ) : reviews === undefined ? (
          <LoadingState message="Loading reviews..." />
        ) : reviews.length === 0 ? (
          <EmptyState icon={<MessageSquareText className="size-10" />} title="No reviews yet" description="Learners enrolled in this course can review it." />
        ) : (
          <ul className="flex flex-col gap-4" aria-busy={offset > 0 && older.isFetching}>
            {reviews.map((r) => {
              const name = r.user?.name ?? 'Former member';
              return (
                <li key={r.id} className="rounded-xl border border-line p-4 sm:p-5">
                  <div className="flex flex-wrap items-center justify-between gap-3">
                    <div className="flex min-w-0 items-center gap-3">
                      <Avatar name={name} src={r.user?.avatar} size={36} />
                      <div className="min-w-0">
                        <p className="truncate font-semibold">{name}</p>
                        <p className="text-xs text-muted">
                          <time dateTime={r.created_at}>{formatReaderDate(r.created_at, timeZone)}</time>
                        </p>
                      </div>
                    </div>
                    <RatingStars rating={r.rating} />
                  </div>
                  <p className="mt-3 whitespace-pre-line break-words">{r.text}</p>
                </li>
              );
            })}
          </ul>
        )}
        {total > COURSE_REVIEWS_PAGE ? (
          <Pagination what="reviews" offset={offset} limit={COURSE_REVIEWS_PAGE} total={total} onOffsetChange={setOffset} className="mt-0" />
        ) : null}
      </div>
    </CourseSection>
  );
}
