import { paths } from '@esdc/core/routes';
import { ShoppingCart } from 'lucide-react';
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { CountBadgeLink } from '../../../components/count-badge-link';
import { useHydrated } from '../../../lib/hydration';
import { useSession } from '../../../lib/session';
import { storedCartCount, subscribeGuestShop } from '../../../lib/shop/cart-count';

const MemberCartLink = lazy(() => import('./member-cart-link'));

/** The cart icon's accessible name: 'Cart', or 'Cart, 3 items'. */
function cartLabel(count: number): string {
  return count > 0 ? `Cart, ${count} ${count === 1 ? 'item' : 'items'}` : 'Cart';
}

/**
 * The header's cart icon as drawn (SPEC §2 Shared header: count badge when the count is above 0; '99+' above 99).
 * @param count the cart's count (Σ quantities)
 * @param className the icon button's look
 */
export function CartLink({ count, className }: { count: number; className: string }) {
  return <CountBadgeLink to={paths.cart} icon={ShoppingCart} label={cartLabel(count)} count={count} badgeTestId="cart-badge" className={className} />;
}

/** A guest's cart count from local storage, kept in step with this tab's changes and other tabs'. */
function useGuestCartCount(): number {
  const count = useSyncExternalStore(subscribeGuestShop, storedCartCount, () => 0);
  return useHydrated() ? count : 0;
}

/**
 * The header's cart icon with the ONE count: a guest's from local storage; a member's is the server cart's
 * `count`, loaded on demand with the query it needs (and the sign-in merge of a guest cart), so the initial JavaScript
 * stays within its budget. Until that chunk arrives the member's icon is drawn without a count.
 * @param className the icon button's look
 */
export function CartBadge({ className }: { className: string }) {
  const { status } = useSession();
  const guestCount = useGuestCartCount();
  if (status !== 'authenticated') return <CartLink count={guestCount} className={className} />;
  return (
    <Suspense fallback={<CartLink count={0} className={className} />}>
      <MemberCartLink className={className} />
    </Suspense>
  );
}
