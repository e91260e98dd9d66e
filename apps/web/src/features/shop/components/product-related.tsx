import { formatMoney, SHOP_MESSAGES, type ProductSummary } from '@esdc/core/shop';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/button';
import { productPath, type ShopListing } from '../lib/shop-paths';
import { ProductImage } from './product-image';
import { RatingStars } from '../../../components/rating-stars';

/**
 * Related products (SPEC §2 Shop detail: related products with View Details to /product/{id}; 'No related products
 * found' when none).
 */
export function ProductRelated({ related, listing }: { related: readonly ProductSummary[]; listing: ShopListing }) {
  return (
    <section aria-labelledby="product-related" className="flex flex-col gap-4">
      <h2 id="product-related" className="text-2xl font-bold tracking-tight">
        Related Products
      </h2>
      {related.length === 0 ? (
        <p className="rounded-xl border border-dashed border-line px-4 py-6 text-center text-muted">{SHOP_MESSAGES.noRelated}</p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {related.map((p) => (
            <li key={p.id} className="flex flex-col overflow-hidden rounded-[var(--radius-card)] border border-line bg-surface shadow-[var(--shadow-card)]">
              <div className="aspect-[4/3] bg-surface-2">
                <ProductImage src={p.image} />
              </div>
              <div className="flex flex-1 flex-col gap-2 p-4">
                <h3 className="font-bold leading-snug">{p.name}</h3>
                <RatingStars rating={p.rating} reviews={p.review_count} />
                <p className="font-mono font-semibold">{formatMoney(p.price_cents, 'USD')}</p>
                <Link to={productPath(p.id, listing)} className={`${buttonClass('secondary', 'sm')} mt-auto`}>
                  View Details<span className="sr-only"> of {p.name}</span>
                </Link>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
