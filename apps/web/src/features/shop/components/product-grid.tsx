import type { ProductSummary } from '@esdc/core/shop';
import { CardGridSkeleton } from '../../../components/skeleton';
import type { ShopListing } from '../lib/shop-paths';
import { ProductCard } from './product-card';

/** The grid of product cards: one column on phones, two from 640 px, three from 1024 px. */
const GRID = 'grid gap-5 sm:grid-cols-2 lg:grid-cols-3';

/** Product cards in a grid; the first row's images load at once. */
export function ProductGrid({ products, listing, eagerFirst = false }: { products: readonly ProductSummary[]; listing: ShopListing; eagerFirst?: boolean }) {
  return (
    <ul className={GRID}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} listing={listing} eager={eagerFirst && index < 3} />
        </li>
      ))}
    </ul>
  );
}

/** Placeholder cards while a page of products loads: image, category, name, rating and the Add to Cart button. */
export function ProductGridSkeleton({ count }: { count: number }) {
  return (
    <CardGridSkeleton count={count} media="aspect-[4/3]" lines={['h-3 w-20 rounded', 'h-5 w-3/4 rounded', 'h-4 w-1/2 rounded', 'h-9 w-full rounded-full']} />
  );
}
