import type { ProductSummary } from '@esdc/core/shop';
import { Heart } from 'lucide-react';
import { useHydrated } from '../../../lib/hydration';
import { notify } from '../../../lib/toast';
import { useIsWishlisted, useToggleWishlist } from '../api/wishlist';

/**
 * The wishlist heart (SPEC §2 Shop listing and detail: wishlist heart / toggle): a toggle button whose pressed state
 * says whether the product is on the wishlist (the guest's local one or the member's).
 * @param withLabel show 'Wishlist' / 'Wishlisted' beside the heart (the detail page)
 */
export function ProductWishlistButton({ product, withLabel = false, className = '' }: { product: ProductSummary; withLabel?: boolean; className?: string }) {
  // A server-rendered page shows no wishlist (the visitor's is in local storage) until it has hydrated.
  const hydrated = useHydrated();
  const wishlisted = useIsWishlisted(product.id) && hydrated;
  const toggle = useToggleWishlist();
  const onClick = () =>
    toggle.mutate(
      { product },
      {
        onError: (error: Error) => void notify(error.message || 'Could not update your wishlist. Please try again.', 'error'),
      },
    );
  return (
    <button
      type="button"
      aria-pressed={wishlisted}
      aria-label={withLabel ? undefined : `Wishlist ${product.name}`}
      onClick={onClick}
      disabled={toggle.isPending}
      className={`relative z-10 inline-flex items-center justify-center gap-2 rounded-full border border-line bg-surface font-semibold text-fg transition hover:border-danger hover:text-danger aria-pressed:border-danger/50 aria-pressed:text-danger disabled:opacity-60 ${
        withLabel ? 'h-11 px-5 text-sm' : 'size-10'
      } ${className}`}
    >
      <Heart className={`size-5 ${wishlisted ? 'fill-current' : ''}`} aria-hidden="true" />
      {withLabel ? (wishlisted ? 'Wishlisted' : 'Add to Wishlist') : null}
    </button>
  );
}
