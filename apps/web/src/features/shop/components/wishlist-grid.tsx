import { formatMoney, SHOP_MESSAGES } from '@esdc/core/shop';
import { ShoppingCart, Trash2 } from 'lucide-react';
import { Button } from '../../../components/button';
import { notify } from '../../../lib/toast';
import { useAddToCart } from '../api/cart';
import { useRemoveFromWishlist, type WishlistProduct } from '../api/wishlist';
import { ProductLink } from './product-link';
import { ProductThumb } from './product-thumb';

/** One wishlisted product: image, name (link), price, stock, Add to Cart (disabled at stock 0) and Remove. */
function WishlistCard({ item }: { item: WishlistProduct }) {
  const add = useAddToCart();
  const remove = useRemoveFromWishlist();
  const inStock = item.stock > 0;
  return (
    <li className="flex flex-col gap-3 rounded-[var(--radius-card)] border border-line bg-surface p-4 shadow-[var(--shadow-card)]">
      <ProductThumb src={item.image} className="aspect-[4/3] w-full" />
      <div className="flex flex-1 flex-col gap-1">
        <ProductLink id={item.id} className="line-clamp-2 font-semibold [overflow-wrap:anywhere] hover:text-accent-text hover:underline">
          {item.name}
        </ProductLink>
        <p className="text-lg font-bold tabular-nums">{formatMoney(item.price_cents)}</p>
        <p className={`text-sm ${inStock ? 'text-muted' : 'font-semibold text-danger'}`}>{inStock ? `${item.stock} in stock` : 'Out of stock'}</p>
      </div>
      <div className="flex gap-2">
        <Button
          size="sm"
          className="flex-1"
          aria-label={`Add ${item.name} to cart`}
          disabled={!inStock || add.isPending}
          onClick={() =>
            add.mutate(
              { product: item, quantity: 1 },
              { onSuccess: () => void notify(SHOP_MESSAGES.addedToCart(1), 'success'), onError: (e) => void notify(e.message, 'error') },
            )
          }
        >
          <ShoppingCart className="size-4" aria-hidden="true" />
          Add to Cart
        </Button>
        <Button
          size="sm"
          variant="secondary"
          disabled={remove.isPending}
          onClick={() => remove.mutate({ product_id: item.id }, { onError: (e) => void notify(e.message, 'error') })}
          aria-label={`Remove ${item.name} from wishlist`}
        >
          <Trash2 className="size-4 text-danger" aria-hidden="true" />
          <span className="max-sm:sr-only">Remove</span>
        </Button>
      </div>
    </li>
  );
}

/** The wishlist's products as cards (SPEC §2 My Shop, Wishlist: Add to Cart and remove). */
export function WishlistGrid({ items }: { items: WishlistProduct[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4" aria-label="Wishlist">
      {items.map((item) => (
        <WishlistCard key={item.id} item={item} />
      ))}
    </ul>
  );
}
