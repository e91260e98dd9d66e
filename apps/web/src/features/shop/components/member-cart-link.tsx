import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSession } from '../../../lib/session';
import { cartKeys } from '../../../lib/shop/cart-keys';
import { fetchMemberCart } from '../../../lib/shop/cart-merge';
import { followOtherTabs } from '../../../lib/shop/cart-sync';
import { CartLink } from './cart-badge';

/**
 * A signed-in member's header cart icon (loaded on demand): the server cart's count. Its first read merges a guest's
 * local cart and wishlist into the member's (once per sign-in), so the badge is right at once.
 */
export default function MemberCartLink({ className }: { className: string }) {
  const { user } = useSession();
  const client = useQueryClient();
  const viewer = user?.id ?? null;
  // Another tab's change to the cart reaches this tab's badge at once.
  useEffect(() => (viewer === null ? undefined : followOtherTabs(client, viewer)), [client, viewer]);
  const cart = useQuery({ queryKey: cartKeys.cart(viewer), queryFn: () => fetchMemberCart(client, viewer!), enabled: viewer !== null });
  return <CartLink count={cart.data?.count ?? 0} className={className} />;
}
