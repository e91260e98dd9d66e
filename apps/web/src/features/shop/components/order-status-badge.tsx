import type { OrderStatus } from '@esdc/core/shop';
import { Badge } from '../../../components/badge';

/** Each order status's label (issue 13: placed → paid → fulfilled, or cancelled). */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = { placed: 'Placed', paid: 'Paid', fulfilled: 'Fulfilled', cancelled: 'Cancelled' };
const TONES = { placed: 'accent', paid: 'warning', fulfilled: 'success', cancelled: 'danger' } as const;

/** An order's status as a badge. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return <Badge tone={TONES[status]}>{ORDER_STATUS_LABELS[status]}</Badge>;
}
