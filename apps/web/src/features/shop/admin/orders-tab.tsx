import { ORDER_STATUS_LABELS, ORDER_STATUSES, canTransition, type Order, type OrderStatus } from '@esdc/core/order';
import { formatMoney } from '@esdc/core/shop';
import { PackageOpen } from 'lucide-react';
import { useState } from 'react';
import { useConfirm } from '../../../components/confirm-dialog';
import { Dialog } from '../../../components/dialog';
import { OrderCard, orderDate } from '../components/order-card';
import { OrderStatusBadge } from '../components/order-status-badge';
import { useAdminOrders, useChangeOrderStatus } from '../api/admin-orders';
import { AdminList } from '../../../components/admin/admin-list';
import { AdminToolbar } from '../../../components/admin/admin-toolbar';
import { CardFacts, CardHead } from '../../../components/admin/card-list';
import { type Column } from '../../../components/admin/data-table';
import { RowAction, RowActionBar } from '../../../components/admin/row-actions';
import { toastOutcome } from '../../../components/admin/toast-outcome';
import { useAdminFilter } from '../../../components/admin/use-admin-filter';
import { useSearchedList } from '../../../components/admin/use-searched-list';

/** Orders per page. */
const PAGE_SIZE = 20;
const STATUS_FILTER = {
  id: 'admin-orders-status',
  label: 'Status',
  allLabel: 'All statuses',
  options: ORDER_STATUSES.map((value) => ({ value, label: ORDER_STATUS_LABELS[value] })),
};

/** The status changes an admin may make, as buttons (placed → paid → fulfilled; placed|paid → cancelled). */
const MOVES: readonly { to: OrderStatus; label: string; done: string }[] = [
  { to: 'paid', label: 'Mark paid', done: 'paid' },
  { to: 'fulfilled', label: 'Mark fulfilled', done: 'fulfilled' },
  { to: 'cancelled', label: 'Cancel', done: 'cancelled' },
];

type Pending = { order: Order; to: OrderStatus; label: string };

const buyerName = (o: Order) => (o.user ? o.user.name || o.user.username : 'Erased member');
const itemCount = (o: Order) => o.lines.reduce((sum, l) => sum + l.quantity, 0);

/** Details, and the allowed status changes of one order. */
function OrderActions({ order, busy, onDetails, onMove }: { order: Order; busy: boolean; onDetails?: () => void; onMove: (p: Pending) => void }) {
  return (
    <RowActionBar>
      {onDetails ? (
        <RowAction
          onClick={onDetails}
          label={
            <>
              Details<span className="sr-only"> of order #{order.number}</span>
            </>
          }
        />
      ) : null}
      {MOVES.filter((m) => canTransition(order.status, m.to)).map((m) => (
        <RowAction
          key={m.to}
          disabled={busy}
          onClick={() => onMove({ order, to: m.to, label: m.label })}
          tone={m.to === 'cancelled' ? 'danger' : 'accent'}
          label={
            <>
              {m.label}
              <span className="sr-only"> order #{order.number}</span>
            </>
          }
        />
      ))}
    </RowActionBar>
  );
}

/** An order's history, oldest first: status, time and note. */
function OrderHistory({ order }: { order: Order }) {
  return (
    <section aria-label={`History of order #${order.number}`} className="mt-5">
      <h3 className="text-sm font-bold uppercase tracking-wide text-muted">History</h3>
      <ol className="mt-2 flex flex-col gap-2">
        {order.history.map((h, i) => (
          <li key={`${h.status}-${i}`} className="flex flex-wrap items-center gap-2 text-sm">
            <OrderStatusBadge status={h.status} />
            <time dateTime={h.created_at} className="text-muted">
              {orderDate(h.created_at)}
            </time>
            {h.note ? <span>— {h.note}</span> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}

/**
 * The Orders tab (admins manage orders): every order with its buyer, date, items, total and status; search
 * (order number, buyer) and a status filter; Details (lines, discount, history); Mark paid, Mark fulfilled and Cancel
 * (confirmed; a cancellation restores stock); each change notifies the buyer. 'No orders found'.
 */
export function OrdersTab() {
  const status = useAdminFilter(STATUS_FILTER);
  const { search, ...found } = useSearchedList(useAdminOrders, { status: status.value }, PAGE_SIZE);
  const change = useChangeOrderStatus();
  const [details, setDetails] = useState<Order | null>(null);
  // The open details follow the list's latest copy of the order.
  const shown = details ? (found.list.data?.items.find((o) => o.id === details.id) ?? details) : null;

  const move = ({ order, to }: Pending) =>
    change.mutate({ id: order.id, status: to }, toastOutcome(`Order #${order.number} ${ORDER_STATUS_LABELS[to].toLowerCase()}`, 'Failed to change the order'));
  const confirmMove = useConfirm<Pending>((pending) => ({
    title: pending ? `${pending.label} — order #${pending.order.number}?` : '',
    message:
      pending?.to === 'cancelled'
        ? 'The order is cancelled, its items go back in stock and the buyer is notified.'
        : `The order becomes ${pending ? ORDER_STATUS_LABELS[pending.to].toLowerCase() : ''} and the buyer is notified.`,
    confirmLabel: pending?.label ?? 'Confirm',
    danger: pending?.to === 'cancelled',
    onConfirm: () => pending && move(pending),
  }));
  const actions = (o: Order) => <OrderActions order={o} busy={change.isPending} onDetails={() => setDetails(o)} onMove={confirmMove.ask} />;

  const columns: Column<Order>[] = [
    { header: 'Order', cell: (o) => `#${o.number}` },
    { header: 'Buyer', cell: (o) => (o.user ? <span title={`@${o.user.username}`}>{buyerName(o)}</span> : <span className="text-muted">{buyerName(o)}</span>) },
    { header: 'Placed', cell: (o) => <time dateTime={o.created_at}>{orderDate(o.created_at)}</time>, className: 'whitespace-nowrap' },
    { header: 'Items', cell: itemCount, numeric: true },
    { header: 'Total', cell: (o) => formatMoney(o.total_cents, o.currency), numeric: true },
    { header: 'Status', cell: (o) => <OrderStatusBadge status={o.status} /> },
    { header: 'Actions', alignRight: true, cell: actions },
  ];

  return (
    <div className="flex flex-col gap-5">
      <AdminToolbar search={{ id: 'admin-orders-search', label: 'Search orders', placeholder: 'Order number or buyer', ...search }}>
        {status.select}
      </AdminToolbar>
      <AdminList
        source={found}
        what="orders"
        one="order"
        none={{ icon: PackageOpen }}
        table={{ minWidth: 'min-w-[52rem]', columns }}
        card={(o) => (
          <>
            <CardHead
              title={
                <p className="font-semibold">
                  Order #{o.number} · {buyerName(o)}
                </p>
              }
              badge={<OrderStatusBadge status={o.status} />}
            />
            <CardFacts
              className="grid grid-cols-3 gap-2"
              facts={[
                { label: 'Placed', value: <time dateTime={o.created_at}>{orderDate(o.created_at)}</time> },
                { label: 'Items', value: itemCount(o), numeric: true },
                { label: 'Total', value: formatMoney(o.total_cents, o.currency), numeric: true },
              ]}
            />
            {actions(o)}
          </>
        )}
      />
      <Dialog open={shown !== null} onOpenChange={(open) => !open && setDetails(null)} title={shown ? `Order #${shown.number}` : 'Order'} size="lg">
        {shown ? (
          <>
            <OrderCard order={shown} headingLevel={3} buyer={shown.user ? `${buyerName(shown)} (@${shown.user.username})` : buyerName(shown)} />
            <OrderHistory order={shown} />
            <div className="mt-5">
              <OrderActions order={shown} busy={change.isPending} onMove={confirmMove.ask} />
            </div>
          </>
        ) : null}
      </Dialog>
      {confirmMove.dialog}
    </div>
  );
}
