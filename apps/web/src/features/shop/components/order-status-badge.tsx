import { ORDER_STATUS_LABELS, type OrderStatus } from '@esdc/core/order';
import { Badge } from '../../../components/badge';

const TONES = { placed: 'accent', paid: 'warning', fulfilled: 'success', cancelled: 'danger' } as const;

/** An order's status as a badge. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return <Badge tone={TONES[status]}>{ORDER_STATUS_LABELS[status]}</Badge>;
}
