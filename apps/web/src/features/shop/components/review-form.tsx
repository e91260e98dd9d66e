import { zodResolver } from '@hookform/resolvers/zod';
import { reviewCreateSchema, type ReviewCreateInput } from '@esdc/core/product-schemas';
import { REVIEW_RATING_MAX } from '@esdc/core/shop';
import { Star } from 'lucide-react';
import { Controller } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/button';
import { FormAlert } from '../../../components/form-alert';
import { TextAreaField, TextField } from '../../../components/form-field';
import { notify } from '../../../lib/toast';
import { useServerForm } from '../../../lib/use-server-form';
import { useCreateReview } from '../api/reviews';

/** What the form sends: core's review body after validation. */
type ReviewBody = z.output<typeof reviewCreateSchema>;

/**
 * The review form of a product (SPEC §3 Review; issue 13: verified buyers only, one per member): rating 1–5 as five
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
        render={({ field: rating, fieldState }) => {
          // The chosen star (0 = none yet).
          const chosen = typeof rating.value === 'number' ? rating.value : 0;
          return (
            <fieldset className="flex flex-col gap-1.5" aria-describedby={fieldState.error ? 'review-rating-error' : undefined}>
              <legend className="mb-1.5 text-sm font-semibold">Rating</legend>
              <div className="flex gap-1">
                {Array.from({ length: REVIEW_RATING_MAX }, (_, i) => i + 1).map((n) => (
                  <label key={n} className="cursor-pointer rounded-md p-0.5 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-accent">
                    <input
                      type="radio"
                      name="review-rating"
                      value={n}
                      checked={chosen === n}
                      onChange={() => {
                        rating.onChange(n);
                        edited();
                      }}
                      className="sr-only"
                    />
                    <Star className={`size-7 ${n <= chosen ? 'fill-warning text-warning' : 'text-muted'}`} strokeWidth={1.5} aria-hidden="true" />
                    <span className="sr-only">
                      {n} star{n === 1 ? '' : 's'}
                    </span>
                  </label>
                ))}
              </div>
              {fieldState.error ? (
                <p id="review-rating-error" className="text-sm font-medium text-danger">
                  {fieldState.error.message}
                </p>
              ) : null}
            </fieldset>
          );
        }}
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
