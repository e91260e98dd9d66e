import { paths } from '@esdc/core/routes';

/**
 * The two listings of the catalogue (SPEC §2 Shop listing): /products, and the alternate /shop with a Cart button.
 * Each keeps its own detail path so a member stays in the listing they came from.
 */
export type ShopListing = 'products' | 'shop';

/** The listing a path belongs to: /shop and /shop/product/{id} are the shop's, the rest the catalogue's. */
export function listingOf(pathname: string): ShopListing {
  return pathname === paths.shop || pathname.startsWith(`${paths.shop}/`) ? 'shop' : 'products';
}

/** A product's detail path in a listing: /product/{id} or /shop/product/{id}. */
export function productPath(id: number, listing: ShopListing = 'products'): string {
  return listing === 'shop' ? paths.shopProduct(id) : paths.product(id);
}
