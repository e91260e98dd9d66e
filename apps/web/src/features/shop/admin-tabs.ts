import type { AdminTab } from '../../components/admin/admin-tab-registry';

/** The admin panel's Products tab: every listing (hide, delete) and the product categories. */
export const productsAdminTab: AdminTab = {
  key: 'products',
  label: 'Products',
  permission: 'admin:access',
  load: () => import('./admin/products-tab').then((m) => m.ProductsTab),
};

/** The admin panel's Orders tab: every order, and its status changes. */
export const ordersAdminTab: AdminTab = {
  key: 'orders',
  label: 'Orders',
  permission: 'admin:access',
  load: () => import('./admin/orders-tab').then((m) => m.OrdersTab),
};

/** The admin panel's Coupons tab: coupons created, edited and deleted. */
export const couponsAdminTab: AdminTab = {
  key: 'coupons',
  label: 'Coupons',
  permission: 'admin:access',
  load: () => import('./admin/coupons-tab').then((m) => m.CouponsTab),
};
