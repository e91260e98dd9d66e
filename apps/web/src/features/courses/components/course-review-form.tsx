import { zodResolver } from '@hookform/resolvers/zod';
import { COURSE_MESSAGES, COURSE_RATING_MAX } from '@esdc/core/course';
import { courseReviewInputSchema } from '@esdc/core/course-schemas';
import { TextAreaField } from '../../../components/form-field';
import { ReviewForm } from '../../../components/review-form';
import { useCreateCourseReview } from '../api/course-reviews';

/** Core's review schema (the server's own) as the form's resolver. */
const resolver = zodResolver(courseReviewInputSchema);

/**
 * The review form of a course (enrolled learners, one review each): rating 1–5 as five star radio
 * buttons and the text, validated by core's schema (the server's own); shown only when the API says `can_review`.
 */
export function CourseReviewForm({ courseId }: { courseId: number }) {
  const create = useCreateCourseReview(courseId);
  return (
    <ReviewForm
      idPrefix="course-review"
      heading="Review this course"
      max={COURSE_RATING_MAX}
      resolver={resolver}
      defaultValues={{ rating: 0, text: '' }}
      send={(body) => create.mutateAsync(body)}
      successMessage={COURSE_MESSAGES.reviewCreated}
    >
      {(field) => (
        <TextAreaField
          id="course-review-text"
          label="Your review"
          rows={4}
          placeholder="What did you build? What would you tell the next learner?"
          {...field('text')}
        />
      )}
    </ReviewForm>
  );
}
