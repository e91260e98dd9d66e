import { zodResolver } from '@hookform/resolvers/zod';
import { COURSE_MESSAGES, COURSE_RATING_MAX } from '@esdc/core/course';
import { courseReviewInputSchema, type CourseReviewInput } from '@esdc/core/course-schemas';
import { Controller } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/button';
import { StarRatingInput } from '../../../components/star-rating-input';
import { FormAlert } from '../../../components/form-alert';
import { TextAreaField } from '../../../components/form-field';
import { notify } from '../../../lib/toast';
import { useServerForm } from '../../../lib/use-server-form';
import { useCreateCourseReview } from '../api/course-reviews';

/** What the form sends: core's review body after validation. */
type ReviewBody = z.output<typeof courseReviewInputSchema>;

/**
 * The review form of a course (enrolled learners, one review each): rating 1–5 as five star radio
 * buttons and the text, validated by core's schema (the server's own); shown only when the API says `can_review`.
 */
export function CourseReviewForm({ courseId }: { courseId: number }) {
  const create = useCreateCourseReview(courseId);
  const { control, field, submit, serverError, setServerError, formState, edited } = useServerForm<CourseReviewInput, ReviewBody>({
    resolver: zodResolver(courseReviewInputSchema),
    defaultValues: { rating: 0, text: '' },
  });
  const onValid = submit(async (input) => {
    try {
      const { message } = await create.mutateAsync(input);
      void notify(message ?? COURSE_MESSAGES.reviewCreated, 'success');
    } catch (error) {
      setServerError(error instanceof Error && error.message ? error.message : 'Failed to post your review. Please try again.');
    }
  });
  const busy = formState.isSubmitting;
  return (
    <form
      onSubmit={onValid}
      noValidate
      aria-labelledby="course-review-form-title"
      className="flex flex-col gap-4 rounded-xl border border-line bg-surface-2/50 p-4 sm:p-5"
    >
      <h3 id="course-review-form-title" className="text-lg font-bold">
        Review this course
      </h3>
      <Controller
        control={control}
        name="rating"
        render={({ field: rating, fieldState }) => (
          <StarRatingInput
            name="course-review-rating"
            max={COURSE_RATING_MAX}
            value={typeof rating.value === 'number' ? rating.value : 0}
            onChange={(n) => {
              rating.onChange(n);
              edited();
            }}
            error={fieldState.error?.message}
          />
        )}
      />
      <TextAreaField
        id="course-review-text"
        label="Your review"
        rows={4}
        placeholder="What did you build? What would you tell the next learner?"
        {...field('text')}
      />
      <div className="empty:hidden">
        <FormAlert message={serverError} />
      </div>
      <div className="flex justify-end">
        <Button type="submit" disabled={busy}>
          {busy ? 'Posting...' : 'Post Review'}
        </Button>
      </div>
    </form>
  );
}
