import { starsFilled } from '@esdc/core/shop';
import { Star } from 'lucide-react';
import { formatCount } from '../lib/format';

/**
 * A rating (a product's, a course's, one review's) as five stars filled up to its floor (SPEC §9 Stars: 5 shown, filled up to the floor of rating), with the
 * review count when given. Screen readers hear 'Rated 4.5 out of 5, 12 reviews'.
 * @param rating 0–5, one decimal
 * @param reviews how many reviews; omitted for a single review's own stars
 */
export function RatingStars({ rating, reviews, size = 'sm' }: { rating: number; reviews?: number; size?: 'sm' | 'md' }) {
  const filled = starsFilled(rating);
  const icon = size === 'sm' ? 'size-4' : 'size-5';
  const label = `Rated ${rating.toFixed(1)} out of 5${reviews === undefined ? '' : `, ${formatCount(reviews, 'review')}`}`;
  return (
    <span className="inline-flex items-center gap-1.5" role="img" aria-label={label}>
      <span className="inline-flex" aria-hidden="true">
        {Array.from({ length: 5 }, (_, i) => (
          <Star key={i} className={`${icon} ${i < filled ? 'fill-warning text-warning' : 'text-line'}`} strokeWidth={1.5} />
        ))}
      </span>
      {reviews === undefined ? null : (
        <span className="text-sm text-muted" aria-hidden="true">
          {rating.toFixed(1)} ({formatCount(reviews, 'review')})
        </span>
      )}
    </span>
  );
}
