import { formatNumber } from '../../../lib/format';

/** The stock count (SPEC §2 Shop listing): 'In stock: 12' in green, 'Out of stock' in red at 0. */
export function ProductStock({ stock, className = '' }: { stock: number; className?: string }) {
  return stock > 0 ? (
    <span className={`text-sm font-semibold text-success ${className}`}>In stock: {formatNumber(stock)}</span>
  ) : (
    <span className={`text-sm font-semibold text-danger ${className}`}>Out of stock</span>
  );
}
