import type { ProductDetail } from '@esdc/core/shop';
import { BadgeCheck, MessageSquareText, Trash2 } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Avatar } from '../../../components/avatar';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EmptyState } from '../../../components/states';
import { useSession } from '../../../lib/session';
import { notify } from '../../../lib/toast';
import { useDeleteReview } from '../api/reviews';
import { RatingStars } from '../../../components/rating-stars';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/** The review form, loaded only for a buyer who may review (it brings the form and validation code). */
const ReviewForm = lazy(() => import('./review-form').then((m) => ({ default: m.ReviewForm })));

/**
 * Customer reviews of a product (SPEC §2 Shop detail; §3 Review: author, verified, date, rating, title, comment),
 * newest first, with the review form for a buyer who has not reviewed it yet (`can_review`). Its author or an admin may
 * delete a review.
 */
export function ProductReviews({ product }: { product: ProductDetail }) {
  const session = useSession();
  const me = session.user;
  const remove = useDeleteReview(product.id);
  const [deleting, setDeleting] = useState<number | null>(null);
  return (
    <section aria-labelledby="product-reviews" className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="product-reviews" className="text-2xl font-bold tracking-tight">
          Customer Reviews
        </h2>
        <RatingStars rating={product.rating} reviews={product.review_count} size="md" />
      </div>
      {product.can_review ? (
        <Suspense fallback={<p className="text-sm text-muted">Loading the review form...</p>}>
          <ReviewForm productId={product.id} />
        </Suspense>
      ) : null}
      {product.reviews.length === 0 ? (
        <EmptyState icon={<MessageSquareText className="size-10" />} title="No reviews yet" description="Members who bought this product can review it." />
      ) : (
        <ul className="flex flex-col gap-4">
          {product.reviews.map((r) => (
            <li key={r.id} className="rounded-xl border border-line bg-surface p-4 sm:p-5">
              <div className="flex flex-wrap items-center justify-between gap-3">
                <div className="flex min-w-0 items-center gap-3">
                  <Avatar name={r.author.name} src={r.author.avatar_url} size={36} />
                  <div className="min-w-0">
                    <p className="truncate font-semibold">{r.author.name}</p>
                    <p className="flex flex-wrap items-center gap-x-2 text-xs text-muted">
                      {r.verified ? (
                        <span className="inline-flex items-center gap-1 font-semibold text-success">
                          <BadgeCheck className="size-3.5" aria-hidden="true" />
                          Verified purchase
                        </span>
                      ) : null}
                      <time dateTime={r.created_at}>{dateFormat.format(new Date(r.created_at))}</time>
                    </p>
                  </div>
                </div>
                <div className="flex items-center gap-2">
                  <RatingStars rating={r.rating} />
                  {me && (me.id === r.author.id || me.role === 'admin') ? (
                    <button
                      type="button"
                      onClick={() => setDeleting(r.id)}
                      aria-label={`Delete review ${r.title}`}
                      className="inline-flex size-9 items-center justify-center rounded-full text-danger transition hover:bg-danger-soft"
                    >
                      <Trash2 className="size-4" aria-hidden="true" />
                    </button>
                  ) : null}
                </div>
              </div>
              <h3 className="mt-3 font-bold">{r.title}</h3>
              <p className="mt-1 whitespace-pre-line break-words text-fg">{r.comment}</p>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete review?"
        message="Are you sure you want to delete this review? The product's rating follows."
        confirmLabel="Delete"
        danger
        onConfirm={() =>
          deleting !== null &&
          remove.mutate(deleting, {
            onSuccess: ({ message }) => void notify(message ?? 'Review deleted', 'success'),
            onError: (error) => void notify(error.message || 'Failed to delete the review', 'error'),
          })
        }
      />
    </section>
  );
}
