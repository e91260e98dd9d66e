import { formatMoney } from '@esdc/core/shop';
import { Minus, Plus, Trash2 } from 'lucide-react';
import { Badge } from '../../../components/badge';
import { ProductLink } from './product-link';
import type { CartLine } from '../api/cart';
import { MAX_LINE_QUANTITY } from '../api/cart';
import { ProductThumb } from './product-thumb';

const stepClass =
  'inline-flex size-9 items-center justify-center rounded-full border border-line bg-surface text-fg transition hover:bg-surface-2 disabled:cursor-not-allowed disabled:opacity-50';

/**
 * One cart line (SPEC §2 My Shop: quantity minus/plus, remove): image, name linking to the product, unit price,
 * quantity stepper (minus disabled at 1 — SPEC §4 "on the shop page the removal at zero by minus is not shown"; plus
 * capped at stock and 99), Remove, and the line total with its coupon discount.
 * @param busy disables the buttons while a change is on its way
 */
export function CartLineItem({
  line,
  busy,
  onQuantity,
  onRemove,
}: {
  line: CartLine;
  busy: boolean;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
}) {
  const max = Math.min(line.stock, MAX_LINE_QUANTITY);
  const gross = line.price_cents * line.quantity;
  return (
    <li className="flex gap-4 rounded-[var(--radius-card)] border border-line bg-surface p-4 shadow-[var(--shadow-card)]">
      <ProductThumb src={line.image} className="size-20 sm:size-24" />
      <div className="flex min-w-0 flex-1 flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="min-w-0">
          <ProductLink id={line.product_id} className="line-clamp-2 font-semibold [overflow-wrap:anywhere] hover:text-accent-text hover:underline">
            {line.name}
          </ProductLink>
          <p className="mt-1 text-sm text-muted">{formatMoney(line.price_cents)} each</p>
          {!line.available ? (
            <Badge tone="danger" className="mt-2">
              {line.stock <= 0 ? 'Out of stock' : 'Unavailable'}
            </Badge>
          ) : line.quantity >= line.stock ? (
            <p className="mt-1 text-xs text-warning">Only {line.stock} in stock</p>
          ) : null}
        </div>
        <div className="flex flex-wrap items-center justify-between gap-3 sm:justify-end">
          <div className="flex items-center gap-2" role="group" aria-label={`Quantity of ${line.name}`}>
            <button
              type="button"
              className={stepClass}
              aria-label={`Decrease quantity of ${line.name}`}
              disabled={busy || line.quantity <= 1}
              onClick={() => onQuantity(line.quantity - 1)}
            >
              <Minus className="size-4" aria-hidden="true" />
            </button>
            <span className="min-w-8 text-center font-semibold tabular-nums" aria-live="polite" data-testid="cart-quantity">
              {line.quantity}
            </span>
            <button
              type="button"
              className={stepClass}
              aria-label={`Increase quantity of ${line.name}`}
              disabled={busy || line.quantity >= max}
              onClick={() => onQuantity(line.quantity + 1)}
            >
              <Plus className="size-4" aria-hidden="true" />
            </button>
          </div>
          <div className="min-w-24 text-right">
            {line.discount_cents > 0 ? <p className="text-xs text-muted line-through">{formatMoney(gross)}</p> : null}
            <p className="font-bold tabular-nums">{formatMoney(line.line_total_cents)}</p>
          </div>
          <button
            type="button"
            onClick={onRemove}
            disabled={busy}
            aria-label={`Remove ${line.name}`}
            className="inline-flex size-9 items-center justify-center rounded-full text-danger transition hover:bg-danger-soft disabled:opacity-50"
          >
            <Trash2 className="size-4" aria-hidden="true" />
          </button>
        </div>
      </div>
    </li>
  );
}
