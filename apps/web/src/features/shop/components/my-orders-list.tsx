import { SHOP_MESSAGES } from '@esdc/core/shop';
import { useState } from 'react';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Pagination } from '../../../components/pagination';
import { ErrorState, LoadingState } from '../../../components/states';
import { notify } from '../../../lib/toast';
import { ORDERS_PAGE_SIZE, useCancelMyOrder, useMyOrders, type Order } from '../api/orders';
import { OrderCard } from './order-card';
import { ShopEmptyState } from './shop-empty-state';

/** A member's own order with 'Cancel order' while it is 'placed' (confirm first; stock is restored). */
function MyOrder({ order }: { order: Order }) {
  const cancel = useCancelMyOrder();
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <OrderCard
        order={order}
        actions={
          order.status === 'placed' ? (
            <Button variant="secondary" size="sm" disabled={cancel.isPending} onClick={() => setConfirming(true)}>
              Cancel order<span className="sr-only"> #{order.number}</span>
            </Button>
          ) : undefined
        }
      />
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Cancel order #${order.number}?`}
        message="The order is cancelled and its items go back in stock. This cannot be undone."
        confirmLabel="Cancel order"
        danger
        onConfirm={() =>
          cancel.mutate(order.id, {
            onSuccess: ({ message }) => void notify(message ?? `Order #${order.number} cancelled`, 'success'),
            onError: (e) => void notify(e.message, 'error'),
          })
        }
      />
    </>
  );
}

/** The Orders tab of a signed-in member (SPEC §2 My Shop: 'Order #n' with line items and total; 'No orders yet'). */
export function MyOrdersList() {
  const [offset, setOffset] = useState(0);
  const orders = useMyOrders(offset);
  if (orders.isPending) return <LoadingState message="Loading orders..." />;
  if (orders.isError) return <ErrorState title="Could not load your orders" message={orders.error.message} onRetry={() => void orders.refetch()} />;
  if (orders.data.items.length === 0 && offset === 0) return <ShopEmptyState kind="orders" title={SHOP_MESSAGES.noOrders} />;
  return (
    <div className="flex flex-col gap-4">
      {orders.data.items.map((order) => (
        <MyOrder key={order.id} order={order} />
      ))}
      {orders.data.total > ORDERS_PAGE_SIZE ? (
        <Pagination what="orders" total={orders.data.total} limit={ORDERS_PAGE_SIZE} offset={offset} onOffsetChange={setOffset} />
      ) : null}
    </div>
  );
}
