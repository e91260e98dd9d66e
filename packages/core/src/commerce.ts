import type { FeatureSettings } from './features.ts';
import { paths } from './routes.ts';

/** The two listings of the catalogue: /shop (the shop switch) and /products (the products switch). */
export type CatalogueListing = 'shop' | 'products';

/**
 * What the commerce switches leave available (SPEC §3 Feature settings: shop is the club store, cart and orders;
 * products the member-made products and the seller page; SPEC §2 Route table gates /shop, /shop-cart, /cart,
 * /wishlist and /shop/product/{id} by shop, /products, /product/{id} and /my-products by products). The one place
 * that says which commerce action may be offered, so no page offers an action whose target is off.
 */
export interface CommerceAvailability {
  /** Products can be browsed: at least one listing is on. */
  catalogue: boolean;
  /** Add to Cart, the cart badge, My Shop's cart, coupons and checkout (the shop). */
  cart: boolean;
  /** The wishlist heart and My Shop's wishlist (the shop). */
  wishlist: boolean;
  /** My Shop's orders, also where a paid course's order is followed (the shop). */
  orders: boolean;
  /** My Products and the product editor (products). */
  selling: boolean;
  /** The listings that are on, the shop's first. */
  listings: readonly CatalogueListing[];
}

/**
 * Derives what the shop and products switches leave available (SPEC §3 Feature settings).
 * @param settings the switches in force (only `shop` and `products` are read)
 * @returns the available commerce actions and listings
 */
export function commerceAvailability(settings: Pick<FeatureSettings, 'shop' | 'products'>): CommerceAvailability {
  const listings: CatalogueListing[] = [];
  if (settings.shop) listings.push('shop');
  if (settings.products) listings.push('products');
  return {
    catalogue: listings.length > 0,
    cart: settings.shop,
    wishlist: settings.shop,
    orders: settings.shop,
    selling: settings.products,
    listings,
  };
}

/**
 * The listing a product link should use: `preferred` when it is on, else the other one when on, else null.
 * @param availability from {@link commerceAvailability}
 * @param preferred the listing the link would use with every switch on
 */
export function availableListing(availability: CommerceAvailability, preferred: CatalogueListing): CatalogueListing | null {
  if (availability.listings.includes(preferred)) return preferred;
  return availability.listings[0] ?? null;
}

/**
 * A listing's own path: /shop or /products.
 * @param listing the listing
 */
export function listingPath(listing: CatalogueListing): string {
  return listing === 'shop' ? paths.shop : paths.products;
}

/**
 * A product's page in an available listing (SPEC §2: /product/{id} or /shop/product/{id}), or null when both listings
 * are off (show the product's name without a link).
 * @param id the product id
 * @param availability from {@link commerceAvailability}
 * @param preferred the listing to use when it is on (default /products)
 */
export function availableProductPath(id: number, availability: CommerceAvailability, preferred: CatalogueListing = 'products'): string | null {
  const listing = availableListing(availability, preferred);
  if (listing === null) return null;
  return listing === 'shop' ? paths.shopProduct(id) : paths.product(id);
}
