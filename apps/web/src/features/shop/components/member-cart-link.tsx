import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSession } from '../../../lib/session';
import { cartKeys, fetchCart } from '../api/cart-keys';
import { mergeGuestShop } from '../api/cart-merge';
import { CartLink } from './cart-badge';

/**
 * A signed-in member's header cart icon (loaded on demand): the server cart's count. On mount it merges a guest's local
 * cart and wishlist into the member's (once per sign-in) before reading the cart, so the badge is right at once.
 */
export default function MemberCartLink({ className }: { className: string }) {
  const { user } = useSession();
  const client = useQueryClient();
  const viewer = user?.id ?? null;
  useEffect(() => {
    if (viewer !== null) void mergeGuestShop(client, viewer);
  }, [client, viewer]);
  const cart = useQuery({ queryKey: cartKeys.cart(viewer), queryFn: fetchCart, enabled: viewer !== null });
  return <CartLink count={cart.data?.count ?? 0} className={className} />;
}
