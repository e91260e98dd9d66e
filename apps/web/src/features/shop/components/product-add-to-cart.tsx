import { SHOP_MESSAGES, type ProductSummary } from '@esdc/core/shop';
import { ShoppingCart } from 'lucide-react';
import { Button } from '../../../components/button';
import { notify } from '../../../lib/toast';
import { useAddToCart } from '../api/cart';

/**
 * Add to Cart (SPEC §2 Shop listing and detail; §5 Shop: disabled at stock 0): adds `quantity` of the product to the
 * cart (the guest's local one or the member's, WEB-CART's hook decides) and confirms with 'Added {n} item(s) to cart!'.
 * @param quantity how many (already an integer ≥ 1, capped at the stock by the caller)
 * @param size 'sm' on cards
 */
export function ProductAddToCart({
  product,
  quantity = 1,
  size = 'md',
  className = '',
}: {
  product: ProductSummary;
  quantity?: number;
  size?: 'sm' | 'md';
  className?: string;
}) {
  const add = useAddToCart();
  const soldOut = product.stock <= 0;
  const onClick = () =>
    add.mutate(
      { product, quantity },
      {
        onSuccess: () => void notify(SHOP_MESSAGES.addedToCart(quantity), 'success'),
        onError: (error: Error) => void notify(error.message || 'Could not add to cart. Please try again.', 'error'),
      },
    );
  return (
    <Button size={size} onClick={onClick} disabled={soldOut || add.isPending} className={`relative z-10 ${className}`}>
      <ShoppingCart className="size-4" aria-hidden="true" />
      Add to Cart
      <span className="sr-only">: {product.name}</span>
    </Button>
  );
}
