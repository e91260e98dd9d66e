import type { OrderStatus } from '@esdc/core/shop';
import type { ProductCreateInput, ProductDetail } from '@esdc/core/product-schemas';
import { expect } from 'vitest';
import { call } from './api.ts';
import { envelope, uniqueSuffix, type TestApp } from './harness.ts';

/** A valid `POST /api/products` body with a unique name; `overrides` replace fields. */
export function productBody(overrides: Partial<ProductCreateInput> = {}): ProductCreateInput {
  return {
    name: `Test board ${uniqueSuffix()}`,
    description: 'A small development board with **Wi-Fi**, two cores and plenty of pins.',
    category: 'Hardware',
    price_cents: 1299,
    stock: 10,
    ...overrides,
  };
}

/** Creates a product through the API as `token` and expects 201. */
export async function createTestProduct(t: TestApp, token: string, overrides: Partial<ProductCreateInput> = {}): Promise<ProductDetail> {
  const res = await call(t, 'POST', '/api/products', token, productBody(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return envelope<ProductDetail>(res).data;
}

/**
 * Records a purchase straight in the database (an order with one line of the product), as checkout would, so review
 * rules can be tested without the orders feature.
 * @returns the order id
 */
export async function recordPurchase(t: TestApp, userId: number, productId: number, status: OrderStatus = 'placed', quantity = 1): Promise<number> {
  const now = t.clock.now().toISOString();
  const product = await t.db.selectFrom('products').select(['name', 'price_cents', 'seller_id']).where('id', '=', productId).executeTakeFirstOrThrow();
  const total = product.price_cents * quantity;
  const { id } = await t.db
    .insertInto('orders')
    .values({
      user_id: userId,
      status,
      subtotal_cents: total,
      discount_cents: 0,
      total_cents: total,
      coupon_id: null,
      coupon_code: null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto('order_lines')
    .values({
      order_id: id,
      position: 0,
      product_id: productId,
      name: product.name,
      image_url: null,
      seller_id: product.seller_id,
      unit_price_cents: product.price_cents,
      quantity,
      discount_cents: 0,
      line_total_cents: total,
    })
    .execute();
  return id;
}
