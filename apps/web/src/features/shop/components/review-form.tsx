import { zodResolver } from '@hookform/resolvers/zod';
import { reviewCreateSchema } from '@esdc/core/product-schemas';
import { REVIEW_RATING_MAX } from '@esdc/core/shop';
import { TextAreaField, TextField } from '../../../components/form-field';
import { ReviewForm as StarReviewForm } from '../../../components/review-form';
import { useCreateReview } from '../api/reviews';

/** Core's review schema (the server's own) as the form's resolver. */
const resolver = zodResolver(reviewCreateSchema);

/**
 * The review form of a product (SPEC §3 Review; verified buyers only, one per member): rating 1–5 as five
 * star radio buttons, title and comment, validated by core's schema (the server's own); shown only when the API says
 * the viewer `can_review`.
 */
export function ReviewForm({ productId }: { productId: number }) {
  const create = useCreateReview(productId);
  return (
    <StarReviewForm
      idPrefix="review"
      heading="Write a review"
      max={REVIEW_RATING_MAX}
      resolver={resolver}
      defaultValues={{ rating: 0, title: '', comment: '' }}
      send={(body) => create.mutateAsync(body)}
      successMessage="Thank you for your review"
      resetOnSuccess
    >
      {(field) => (
        <>
          <TextField id="review-title" label="Title" autoComplete="off" {...field('title')} />
          <TextAreaField id="review-comment" label="Comment" rows={4} {...field('comment')} />
        </>
      )}
    </StarReviewForm>
  );
}
