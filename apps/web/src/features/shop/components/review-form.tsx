import { zodResolver } from '@hookform/resolvers/zod';
import { reviewCreateSchema, type ReviewCreateInput } from '@esdc/core/product-schemas';
import { REVIEW_RATING_MAX } from '@esdc/core/shop';
import { Controller } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/button';
import { StarRatingInput } from '../../../components/star-rating-input';
import { FormAlert } from '../../../components/form-alert';
import { TextAreaField, TextField } from '../../../components/form-field';
import { notify } from '../../../lib/toast';
import { useServerForm } from '../../../lib/use-server-form';
import { useCreateReview } from '../api/reviews';

/** What the form sends: core's review body after validation. */
type ReviewBody = z.output<typeof reviewCreateSchema>;

/**
 * The review form of a product (SPEC §3 Review; verified buyers only, one per member): rating 1–5 as five
 * star radio buttons, title and comment, validated by core's schema (the server's own); shown only when the API says
 * the viewer `can_review`.
 */
export function ReviewForm({ productId }: { productId: number }) {
  const create = useCreateReview(productId);
  const { control, field, submit, serverError, setServerError, formState, reset, edited } = useServerForm<ReviewCreateInput, ReviewBody>({
    resolver: zodResolver(reviewCreateSchema),
    defaultValues: { rating: 0, title: '', comment: '' },
  });
  const onValid = submit(async (input) => {
    try {
      const { message } = await create.mutateAsync(input);
      reset();
      void notify(message ?? 'Thank you for your review', 'success');
    } catch (error) {
      setServerError(error instanceof Error && error.message ? error.message : 'Failed to post your review. Please try again.');
    }
  });
  const busy = formState.isSubmitting;
  return (
    <form
      onSubmit={onValid}
      noValidate
      aria-labelledby="review-form-title"
      className="flex flex-col gap-4 rounded-xl border border-line bg-surface-2/50 p-4 sm:p-5"
    >
      <h3 id="review-form-title" className="text-lg font-bold">
        Write a review
      </h3>
      <Controller
        control={control}
        name="rating"
        render={({ field: rating, fieldState }) => (
          <StarRatingInput
            name="review-rating"
            max={REVIEW_RATING_MAX}
            value={typeof rating.value === 'number' ? rating.value : 0}
            onChange={(n) => {
              rating.onChange(n);
              edited();
            }}
            error={fieldState.error?.message}
          />
        )}
      />
      <TextField id="review-title" label="Title" autoComplete="off" {...field('title')} />
      <TextAreaField id="review-comment" label="Comment" rows={4} {...field('comment')} />
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
