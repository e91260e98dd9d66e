import { paths } from '@esdc/core/routes';
import { formatMoney } from '@esdc/core/shop';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Order } from '@esdc/core/order';
import { ProductThumb } from './product-thumb';
import { OrderStatusBadge } from './order-status-badge';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** An ISO time as shown on orders, in the viewer's time zone. */
export function orderDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateFormat.format(date);
}

/**
 * An order (SPEC §2 My Shop: 'Order #n' with its line items and the order total): status, date, lines with quantity,
 * unit price and line total, the coupon's discount, and the total, in the order's currency ($ for the shop, ₹ for a
 * course order, whose line links to the course). `actions` (e.g. Cancel) go in its footer.
 * @param headingLevel 2 on a page under its h1; 3 inside a dialog (whose title is the h2)
 */
export function OrderCard({ order, actions, buyer, headingLevel = 2 }: { order: Order; actions?: ReactNode; buyer?: ReactNode; headingLevel?: 2 | 3 }) {
  const headingId = `order-${order.id}-title`;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article aria-labelledby={headingId} className="rounded-[var(--radius-card)] border border-line bg-surface p-5 shadow-[var(--shadow-card)]">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <Heading id={headingId} className="text-lg font-bold">
            Order #{order.number}
          </Heading>
          <p className="text-sm text-muted">
            <time dateTime={order.created_at}>{orderDate(order.created_at)}</time>
            {buyer ? <> · {buyer}</> : null}
          </p>
        </div>
        <OrderStatusBadge status={order.status} />
      </header>
      <ul className="mt-4 flex flex-col divide-y divide-line border-y border-line">
        {order.lines.map((line, index) => (
          <li key={`${line.product_id ?? 'x'}-${index}`} className="flex items-center gap-3 py-3">
            <ProductThumb src={line.image} className="size-12" />
            <div className="min-w-0 flex-1">
              {line.course_id !== null ? (
                <Link to={paths.course(line.course_id)} className="line-clamp-1 font-medium hover:text-accent-text hover:underline">
                  {line.name}
                </Link>
              ) : line.product_id !== null ? (
                <Link to={`/product/${line.product_id}`} className="line-clamp-1 font-medium hover:text-accent-text hover:underline">
                  {line.name}
                </Link>
              ) : (
                <p className="line-clamp-1 font-medium">{line.name}</p>
              )}
              <p className="text-sm text-muted">
                {line.quantity} × {formatMoney(line.unit_price_cents, order.currency)}
                {line.discount_cents > 0 ? <span className="text-success"> · −{formatMoney(line.discount_cents, order.currency)}</span> : null}
              </p>
            </div>
            <p className="font-semibold tabular-nums">{formatMoney(line.line_total_cents, order.currency)}</p>
          </li>
        ))}
      </ul>
      <dl className="mt-3 flex flex-col gap-1 text-sm">
        {order.discount_cents > 0 ? (
          <>
            <div className="flex justify-between gap-4">
              <dt className="text-muted">Subtotal</dt>
              <dd className="tabular-nums">{formatMoney(order.subtotal_cents, order.currency)}</dd>
            </div>
            <div className="flex justify-between gap-4">
              <dt className="text-muted">Discount{order.coupon_code ? ` (${order.coupon_code})` : ''}</dt>
              <dd className="tabular-nums text-success">−{formatMoney(order.discount_cents, order.currency)}</dd>
            </div>
          </>
        ) : null}
        <div className="flex justify-between gap-4 text-base font-extrabold">
          <dt>Total</dt>
          <dd className="tabular-nums" data-testid="order-total">
            {formatMoney(order.total_cents, order.currency)}
          </dd>
        </div>
      </dl>
      {actions ? <footer className="mt-4 flex flex-wrap justify-end gap-2">{actions}</footer> : null}
    </article>
  );
}
