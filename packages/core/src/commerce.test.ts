import { describe, expect, it } from 'vitest';
import { availableListing, availableProductPath, commerceAvailability, listingPath, type CatalogueListing } from './commerce.ts';
import { FEATURE_KEYS, type FeatureSettings } from './features.ts';
import { matchRoute, paths } from './routes.ts';

/** Every combination of shop × products, with the other switches all on and all off (they must not matter). */
function* everySettings(): Generator<FeatureSettings> {
  for (const shop of [true, false]) {
    for (const products of [true, false]) {
      for (const others of [true, false]) {
        const settings = Object.fromEntries(FEATURE_KEYS.map((key) => [key, others])) as FeatureSettings;
        yield { ...settings, shop, products };
      }
    }
  }
}

/** Whether the page of a path is on with these switches (its route's feature, if any, is on). */
function routeOn(path: string, settings: FeatureSettings): boolean {
  const route = matchRoute(path.split('?')[0]!)?.route;
  if (!route) return false;
  return route.feature === undefined || settings[route.feature];
}

describe('commerceAvailability', () => {
  it('offers each action exactly when the page it leads to is on, for every combination of switches', () => {
    for (const settings of everySettings()) {
      const a = commerceAvailability(settings);
      const label = `shop=${settings.shop} products=${settings.products}`;
      expect(a.cart, label).toBe(routeOn(paths.cart, settings) && routeOn(paths.shopCart, settings));
      expect(a.wishlist, label).toBe(routeOn(paths.wishlist, settings));
      expect(a.orders, label).toBe(routeOn(paths.shopOrders, settings));
      expect(a.selling, label).toBe(routeOn(paths.myProducts, settings) && routeOn(paths.newProduct, settings));
      expect(a.catalogue, label).toBe(routeOn(paths.shop, settings) || routeOn(paths.products, settings));
      for (const listing of a.listings) expect(routeOn(listingPath(listing), settings), label).toBe(true);
      for (const preferred of ['shop', 'products'] as const) {
        const path = availableProductPath(7, a, preferred);
        if (a.catalogue) expect(path !== null && routeOn(path, settings), `${label} ${preferred}`).toBe(true);
        else expect(path, label).toBeNull();
      }
    }
  });

  it('with Shop off and Products on: the catalogue and selling, no cart, wishlist or orders', () => {
    const a = commerceAvailability({ shop: false, products: true });
    expect(a).toEqual({ catalogue: true, cart: false, wishlist: false, orders: false, selling: true, listings: ['products'] });
    expect(availableProductPath(3, a, 'shop')).toBe('/product/3');
  });

  it('with Shop on and Products off: the shop listing, cart, wishlist and orders, no selling', () => {
    const a = commerceAvailability({ shop: true, products: false });
    expect(a).toEqual({ catalogue: true, cart: true, wishlist: true, orders: true, selling: false, listings: ['shop'] });
    expect(availableProductPath(3, a)).toBe('/shop/product/3');
  });

  it('with both on keeps the preferred listing; with both off there is nothing to link to', () => {
    const on = commerceAvailability({ shop: true, products: true });
    expect(on.listings).toEqual(['shop', 'products']);
    expect(availableProductPath(3, on)).toBe('/product/3');
    expect(availableProductPath(3, on, 'shop')).toBe('/shop/product/3');
    const off = commerceAvailability({ shop: false, products: false });
    expect(off).toEqual({ catalogue: false, cart: false, wishlist: false, orders: false, selling: false, listings: [] });
    for (const preferred of ['shop', 'products'] satisfies CatalogueListing[]) {
      expect(availableListing(off, preferred)).toBeNull();
      expect(availableProductPath(3, off, preferred)).toBeNull();
    }
  });
});
