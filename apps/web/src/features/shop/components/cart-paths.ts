/** My Shop's tabs (SPEC §2 My Shop), in order. */
export const SHOP_CART_TABS = ['cart', 'wishlist', 'orders'] as const;
export type ShopCartTab = (typeof SHOP_CART_TABS)[number];

/** Whether a string names a My Shop tab (e.g. from `?tab=`). */
function isShopCartTab(value: string | null): value is ShopCartTab {
  return SHOP_CART_TABS.some((t) => t === value);
}

/**
 * The tab a My Shop address opens: `?tab=` when it names one, else `/wishlist` → Wishlist, anything else → Cart.
 * @param pathname '/shop-cart', '/cart' or '/wishlist'
 * @param tabParam the `tab` query value, or null
 */
export function tabFor(pathname: string, tabParam: string | null): ShopCartTab {
  if (isShopCartTab(tabParam)) return tabParam;
  return pathname.replace(/\/+$/, '') === '/wishlist' ? 'wishlist' : 'cart';
}
