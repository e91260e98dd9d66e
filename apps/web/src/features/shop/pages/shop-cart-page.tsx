import { paths } from '@esdc/core/routes';
import { SHOP_MESSAGES } from '@esdc/core/shop';
import { Tabs } from 'radix-ui';
import { Link, useLocation, useSearchParams } from 'react-router';
import { Button } from '../../../components/button';
import { Page } from '../../../components/page';
import { ErrorState, LoadingState } from '../../../components/states';
import { notify } from '../../../lib/toast';
import { useCart, useClearCart, useRemoveFromCart, useSetCartQuantity } from '../api/cart';
import { useMyOrders } from '../api/orders';
import { useWishlist } from '../api/wishlist';
import { CartLineItem } from '../components/cart-line-item';
import { SHOP_CART_TABS, tabFor, type ShopCartTab } from '../components/cart-paths';
import { CartSummary } from '../components/cart-summary';
import { CheckoutButton } from '../components/checkout-button';
import { MyOrdersList } from '../components/my-orders-list';
import { ShopEmptyState } from '../components/shop-empty-state';
import { WishlistGrid } from '../components/wishlist-grid';

const TAB_LABELS: Record<ShopCartTab, string> = { cart: 'Cart', wishlist: 'Wishlist', orders: 'Orders' };

/** The Cart tab: lines with minus/plus/remove, the summary with coupon, total and Checkout; 'Your cart is empty'. */
function CartPanel({ onPlaced }: { onPlaced: () => void }) {
  const { cart, isGuest, isPending, isError, error, refetch } = useCart();
  const setQuantity = useSetCartQuantity();
  const remove = useRemoveFromCart();
  const clear = useClearCart();
  const busy = setQuantity.isPending || remove.isPending || clear.isPending;
  const onError = (e: Error) => void notify(e.message, 'error');

  if (isPending) return <LoadingState message="Loading your cart..." />;
  if (isError) return <ErrorState title="Could not load your cart" message={error?.message} onRetry={refetch} />;
  if (cart.items.length === 0) return <ShopEmptyState kind="cart" title={SHOP_MESSAGES.cartEmpty} />;
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="flex min-w-0 flex-col gap-3">
        <ul className="flex flex-col gap-3" aria-label="Cart items">
          {cart.items.map((line) => (
            <CartLineItem
              key={line.product_id}
              line={line}
              busy={busy}
              onQuantity={(quantity) => setQuantity.mutate({ product_id: line.product_id, quantity }, { onError })}
              onRemove={() => remove.mutate({ product_id: line.product_id }, { onError })}
            />
          ))}
        </ul>
        <div className="flex justify-end">
          <Button variant="ghost" size="sm" disabled={busy} onClick={() => clear.mutate(undefined, { onError })}>
            Clear cart
          </Button>
        </div>
      </div>
      <CartSummary cart={cart} actions={<CheckoutButton cart={cart} isGuest={isGuest} onPlaced={onPlaced} />} />
    </div>
  );
}

/** The Wishlist tab: cards with Add to Cart and remove; 'Your wishlist is empty'. */
function WishlistPanel() {
  const { items, isPending, isError, error } = useWishlist();
  if (isPending) return <LoadingState message="Loading your wishlist..." />;
  if (isError) return <ErrorState title="Could not load your wishlist" message={error?.message} />;
  if (items.length === 0) return <ShopEmptyState kind="wishlist" title={SHOP_MESSAGES.wishlistEmpty} />;
  return <WishlistGrid items={items} />;
}

/** The Orders tab: a member's orders; a guest is asked to sign in. */
function OrdersPanel({ isGuest }: { isGuest: boolean }) {
  if (!isGuest) return <MyOrdersList />;
  return (
    <div className="flex flex-col gap-4">
      <ShopEmptyState kind="orders" title={SHOP_MESSAGES.noOrders} description="Sign in to check out and to see your orders on every device." />
      <p className="text-center">
        <Link to={paths.login} state={{ from: `${paths.shopCart}?tab=orders` }} className="font-semibold text-accent-text hover:underline">
          Sign in
        </Link>
      </p>
    </div>
  );
}

/**
 * My Shop at /shop-cart, /cart (Cart tab) and /wishlist (Wishlist tab) (SPEC §2 My Shop): tabs Cart (count),
 * Wishlist (count), Orders (count), kept in `?tab=`. Guests use their local cart and wishlist; members the server's.
 */
export default function ShopCartPage() {
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  const tab = tabFor(pathname, params.get('tab'));
  const { cart, isGuest } = useCart();
  const wishlist = useWishlist();
  const orders = useMyOrders();
  const counts: Record<ShopCartTab, number> = { cart: cart.count, wishlist: wishlist.items.length, orders: orders.data?.total ?? 0 };

  const select = (next: string) => {
    setParams(
      () => {
        const out = new URLSearchParams(window.location.search);
        if (next === tabFor(pathname, null)) out.delete('tab');
        else out.set('tab', next);
        return out;
      },
      { replace: true },
    );
  };

  return (
    <Page title="My Shop" heading="My Shop" intro="Your cart, wishlist and orders.">
      <Tabs.Root value={tab} onValueChange={select} className="flex flex-col gap-6">
        <Tabs.List aria-label="My Shop" className="flex gap-1 self-start rounded-3xl border border-line bg-surface p-1 shadow-[var(--shadow-card)]">
          {SHOP_CART_TABS.map((value) => (
            <Tabs.Trigger
              key={value}
              value={value}
              className="inline-flex h-10 items-center gap-2 whitespace-nowrap rounded-full px-3 text-sm font-semibold text-muted transition hover:text-fg data-[state=active]:bg-accent data-[state=active]:text-accent-fg sm:px-4"
            >
              {TAB_LABELS[value]}
              <span className="tabular-nums" data-testid={`${value}-tab-count`}>
                ({counts[value]})
              </span>
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="cart">
          <CartPanel onPlaced={() => select('orders')} />
        </Tabs.Content>
        <Tabs.Content value="wishlist">
          <WishlistPanel />
        </Tabs.Content>
        <Tabs.Content value="orders">
          <OrdersPanel isGuest={isGuest} />
        </Tabs.Content>
      </Tabs.Root>
    </Page>
  );
}
