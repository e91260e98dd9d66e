import { sql } from 'kysely';
import { defineFeature } from '../../feature-manifest.ts';
import { rowWithId } from '../../platform/page-checks.ts';
import { productListingsExport, productReviewsExport, productsEraser } from './account-data.ts';
import { changesProductReads } from './product-cache.ts';
import { productRoutes } from './routes.ts';
import { productsSearch } from './search-source.ts';
import { seedDemoProducts } from './seed.ts';

/** A listed product: a hidden listing is missing for the public (its seller and admins still get the app, which loads it). */
const listedProductExists = rowWithId('products', sql`hidden = 0`);

/** The product catalogue, sellers' listings and reviews (SPEC §2 Shop). */
export const productsFeature = defineFeature({
  name: 'products',
  switch: ['products', 'shop'],
  routes: productRoutes,
  pages: {
    '/product/:id': listedProductExists,
    '/shop/product/:id': listedProductExists,
    // Any product, hidden or not: the editor is for its seller and admins.
    '/my-products/:id/edit': rowWithId('products'),
  },
  search: productsSearch,
  accountData: { sections: [productListingsExport, productReviewsExport], erasers: [productsEraser] },
  permissions: ['product:create', 'product:update', 'product:delete', 'product:hide', 'product:review'],
  changesPages: changesProductReads,
  seed: { demo: seedDemoProducts },
});
