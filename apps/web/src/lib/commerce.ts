import { commerceAvailability, type CommerceAvailability } from '@esdc/core/commerce';
import { useMemo } from 'react';
import { useFeatures } from './features';

/**
 * What the shop and products switches in force leave available (SPEC §3 Feature settings; core `commerceAvailability`):
 * every page asks it before offering Add to Cart, the wishlist, coupons, orders, selling or a product link.
 */
export function useCommerce(): CommerceAvailability {
  const { settings } = useFeatures();
  return useMemo(() => commerceAvailability(settings), [settings]);
}
