import { formatMoney, type ProductSummary } from '@esdc/core/shop';
import { CardLink, ListCard } from '../../../components/list-card';
import { useCommerce } from '../../../lib/commerce';
import { productPath, type ShopListing } from '../lib/shop-paths';
import { ProductAddToCart } from './product-add-to-cart';
import { ProductHiddenBadge } from './product-hidden-badge';
import { ProductImage } from './product-image';
import { ProductSeller } from './product-seller';
import { RatingStars } from '../../../components/rating-stars';
import { ProductStock } from './product-stock';
import { ProductWishlistButton } from './product-wishlist-button';

/**
 * A product card of /products and /shop (SPEC §2 Shop listing): cover image, wishlist heart, category, name (a
 * stretched link to the product's page in this listing), stars and review count, price, stock count, seller, and Add
 * to Cart (disabled at stock 0); the heart and Add to Cart only while the shop is on (SPEC §3). A hidden listing (seen by its seller and admins) says so.
 * @param eager load the image at once (cards in the first screen)
 */
export function ProductCard({ product, listing, eager = false }: { product: ProductSummary; listing: ShopListing; eager?: boolean }) {
  const commerce = useCommerce();
  const p = product;
  return (
    <ListCard
      mediaClassName="aspect-[4/3]"
      gap="gap-2.5"
      media={
        <>
          <ProductImage src={p.image} eager={eager} className="h-full w-full object-cover transition duration-300 group-hover:scale-[1.03]" />
          {commerce.wishlist ? (
            <div className="absolute right-3 top-3 z-10">
              <ProductWishlistButton product={p} className="shadow-[var(--shadow-card)]" />
            </div>
          ) : null}
          <ProductHiddenBadge product={p} />
        </>
      }
    >
      <p className="font-mono text-xs uppercase tracking-widest text-muted">{p.category}</p>
      <h3 className="text-lg font-bold leading-snug">
        <CardLink to={productPath(p.id, listing)}>{p.name}</CardLink>
      </h3>
      <RatingStars rating={p.rating} reviews={p.review_count} />
      <ProductSeller seller={p.seller} linked={false} />
      <div className="mt-auto flex flex-col gap-3 border-t border-line pt-4">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <span className="font-mono text-2xl font-bold">{formatMoney(p.price_cents, 'USD')}</span>
          <ProductStock stock={p.stock} />
        </div>
        {commerce.cart ? <ProductAddToCart product={p} size="sm" className="w-full" /> : null}
      </div>
    </ListCard>
  );
}
