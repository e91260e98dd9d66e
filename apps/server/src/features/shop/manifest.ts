import { defineFeature } from '../../feature-manifest.ts';
import { cartExport, ordersExport, shopOrdersEraser, wishlistExport } from './account-data.ts';
import { shopRoutes } from './routes.ts';

/** Cart, wishlist, checkout, orders and coupons (SPEC §2 Shop). */
export const shopFeature = defineFeature({
  name: 'shop',
  switch: 'shop',
  routes: shopRoutes,
  accountData: { sections: [cartExport, wishlistExport, ordersExport], erasers: [shopOrdersEraser] },
  permissions: ['order:view', 'order:manage', 'coupon:manage'],
});
