import { lazyPage, type FeaturePages } from '../../lib/lazy-page';

/** The catalogue's pages: /products and /shop share one listing, /product/{id} and /shop/product/{id} one detail. */
const productsPage = lazyPage(() => import('./pages/products-page'));
const productDetailPage = lazyPage(() => import('./pages/product-detail-page'));
/** The seller's pages (My Products and the product editor) share one chunk, loaded through one import. */
const sellerPages = () => import('./pages/seller-pages');
const myProductsPage = lazyPage(() => sellerPages().then((m) => ({ default: m.MyProductsPage })));
const productEditorPage = lazyPage(() => sellerPages().then((m) => ({ default: m.ProductEditorPage })));
/** The cart, its older address and the wishlist: one page. */
const shopCartPage = lazyPage(() => import('./pages/shop-cart-page'));

/** The shop's pages, by route path (app/features.ts lists every feature's pages; the router shows them). */
export const shopPages: FeaturePages = {
  '/products': productsPage,
  '/shop': productsPage,
  '/product/:id': productDetailPage,
  '/shop/product/:id': productDetailPage,
  '/my-products': myProductsPage,
  '/my-products/new': productEditorPage,
  '/my-products/:id/edit': productEditorPage,
  '/shop-cart': shopCartPage,
  '/cart': shopCartPage,
  '/wishlist': shopCartPage,
};
