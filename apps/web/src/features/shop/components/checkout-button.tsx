import { paths } from '@esdc/core/routes';
import { formatMoney, SHOP_MESSAGES } from '@esdc/core/shop';
import { CreditCard } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FormAlert } from '../../../components/form-alert';
import { notify } from '../../../lib/toast';
import type { Cart } from '../api/cart';
import { useCheckout } from '../api/checkout';
import type { Order } from '../api/orders';

/**
 * Checkout (SPEC §8 Checkout; §4 Cart: only when not empty): an empty cart says 'Your cart is empty!'; a guest goes to
 * /login and comes back to /shop-cart (their cart merges); a member confirms 'Proceed with checkout? Total: ${total}',
 * then the order is placed ('Order placed successfully!'). A refusal (out of stock, a coupon no longer valid) shows
 * the server's message above the button.
 * @param onPlaced called with the new order (the page then opens the Orders tab)
 */
export function CheckoutButton({ cart, isGuest, onPlaced }: { cart: Cart; isGuest: boolean; onPlaced: (order: Order) => void }) {
  const navigate = useNavigate();
  const checkout = useCheckout();
  const [confirming, setConfirming] = useState(false);
  const total = formatMoney(cart.total_cents);

  const start = () => {
    checkout.reset();
    if (cart.count === 0) {
      void notify(SHOP_MESSAGES.cartEmptyCheckout, 'error');
      return;
    }
    if (isGuest) {
      void navigate(paths.login, { state: { from: paths.shopCart } });
      return;
    }
    setConfirming(true);
  };

  // mutateAsync, not mutate's callbacks: the placed order empties the cart, which unmounts this button.
  const confirm = async () => {
    try {
      const { order, message } = await checkout.mutateAsync(undefined);
      void notify(message, 'success');
      onPlaced(order);
    } catch (error) {
      void notify(error instanceof Error ? error.message : String(error), 'error');
    }
  };

  return (
    <>
      <FormAlert message={checkout.error?.message ?? null} />
      <Button onClick={start} disabled={checkout.isPending} className="w-full">
        <CreditCard className="size-4" aria-hidden="true" />
        {checkout.isPending ? 'Placing order…' : isGuest ? 'Sign in to Checkout' : 'Checkout'}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Checkout"
        message={SHOP_MESSAGES.confirmCheckout(total)}
        confirmLabel="Place order"
        onConfirm={() => void confirm()}
      />
    </>
  );
}
