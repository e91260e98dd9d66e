import type { ProductSummary } from '@esdc/core/shop';
import { Badge } from '../../../components/badge';

/**
 * 'Hidden' over a product card's image, for a listing the catalogue does not show (SPEC §2 Shop listing: seen by its
 * seller and admins only); nothing for a listed product.
 */
export function ProductHiddenBadge({ product }: { product: Pick<ProductSummary, 'hidden'> }) {
  if (!product.hidden) return null;
  return (
    <Badge tone="warning" className="absolute left-3 top-3">
      Hidden
    </Badge>
  );
}
