import { sql, type Kysely } from 'kysely';
import type { Engine } from '../client.ts';

/** The categories a fresh database starts with (SPEC §3 Shop product), in `position` order. */
const SEEDED_CATEGORIES = ['Hardware', 'Components', 'Tools'];

/**
 * 011: the shop — catalogue, reviews, coupons, carts, wishlists and orders (SPEC §2 Shop listing, My Shop,
 * My Products; §3 Shop product, Coupon, Review, Cart item, Wishlist item, Order, Seller product; §4 Cart, Coupon).
 * Money is integer cents (`*_cents`); timestamps ISO-8601 UTC text; booleans 0/1 integers.
 * - `product_categories`: the categories products may use (name unique, shown in `position` order); seeded here
 *   with Hardware, Components, Tools; admins add more.
 * - `products`: a listing. `description` is markdown; `category` a category's name (checked by the service);
 *   `seller_id` the member selling it, null = the club; `hidden` 1 when an admin hid it. `stock >= 0` and
 *   `price_cents >= 0` are CHECK constraints (both engines), so a checkout can never oversell even on a bug.
 *   `rating_sum`/`review_count` are the reviews' aggregates (written with the review rows); `sales_count` the units
 *   sold (written by checkout/cancellation). An erased seller's listings are deleted by the account eraser.
 * - `product_images` (position 0 = cover; an upload `image_id` or an external/shipped `url`), `product_features`,
 *   `product_specs` (key/value rows), `product_related` (ordered related products): all go with their product.
 * - `product_reviews`: one per member and product (unique), rating 1–5.
 * - `coupons`: `code` unique and stored upper-case; `type` 'percentage' (discount = percent 1–100) or 'fixed'
 *   (discount = cents); optional window and use limits; `uses` counts redemptions. `coupon_products`: the products
 *   a coupon applies to.
 * - `carts` (the applied coupon, per member), `cart_items` (pk member + product), `wishlist_items` (pk member + product).
 * - `orders` with `order_lines` (name, image, seller and prices copied at checkout; `product_id` set null when the
 *   product goes), `order_status_history`, and `coupon_redemptions` (one per order that used a coupon; counts uses
 *   per member).
 */
export function migration011(engine: Engine) {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the schema types exist
  type AnyDb = Kysely<any>;
  const id = (db: AnyDb, table: string) =>
    engine === 'postgres'
      ? db.schema.createTable(table).addColumn('id', 'serial', (c) => c.primaryKey())
      : db.schema.createTable(table).addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());

  return {
    async up(db: AnyDb): Promise<void> {
      // --- Catalogue ---
      await id(db, 'product_categories')
        .addColumn('name', 'text', (c) => c.notNull().unique())
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      const now = new Date().toISOString();
      await db
        .insertInto('product_categories')
        .values(SEEDED_CATEGORIES.map((name, position) => ({ name, position, created_at: now })))
        .execute();

      await id(db, 'products')
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull())
        .addColumn('category', 'text', (c) => c.notNull())
        .addColumn('price_cents', 'integer', (c) => c.notNull().check(sql`price_cents >= 0`))
        .addColumn('stock', 'integer', (c) =>
          c
            .notNull()
            .defaultTo(0)
            .check(sql`stock >= 0`),
        )
        .addColumn('seller_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
        .addColumn('hidden', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('rating_sum', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('review_count', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('sales_count', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('products_created_idx').on('products').columns(['created_at', 'id']).execute();
      await db.schema.createIndex('products_price_idx').on('products').columns(['price_cents', 'id']).execute();
      await db.schema.createIndex('products_category_idx').on('products').columns(['category', 'created_at']).execute();
      await db.schema.createIndex('products_seller_idx').on('products').columns(['seller_id', 'created_at']).execute();

      await db.schema
        .createTable('product_images')
        .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('image_id', 'integer', (c) => c.references('images.id').onDelete('cascade'))
        .addColumn('url', 'text')
        .addPrimaryKeyConstraint('product_images_pk', ['product_id', 'position'])
        .execute();
      await db.schema.createIndex('product_images_image_idx').on('product_images').column('image_id').execute();

      await db.schema
        .createTable('product_features')
        .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('text', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('product_features_pk', ['product_id', 'position'])
        .execute();

      await db.schema
        .createTable('product_specs')
        .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('key', 'text', (c) => c.notNull())
        .addColumn('value', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('product_specs_pk', ['product_id', 'position'])
        .execute();

      await db.schema
        .createTable('product_related')
        .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
        .addColumn('related_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
        .addColumn('position', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('product_related_pk', ['product_id', 'related_id'])
        .execute();
      await db.schema.createIndex('product_related_related_idx').on('product_related').column('related_id').execute();

      await id(db, 'product_reviews')
        .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('rating', 'integer', (c) => c.notNull().check(sql`rating between 1 and 5`))
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('comment', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('product_reviews_member_uq', ['product_id', 'user_id'])
        .execute();
      await db.schema.createIndex('product_reviews_user_idx').on('product_reviews').column('user_id').execute();

      // --- Coupons ---
      await id(db, 'coupons')
        .addColumn('code', 'text', (c) => c.notNull().unique())
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('discount', 'integer', (c) => c.notNull().check(sql`discount >= 0`))
        .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('starts_at', 'text')
        .addColumn('expires_at', 'text')
        .addColumn('max_uses_total', 'integer')
        .addColumn('max_uses_per_member', 'integer')
        .addColumn('uses', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('coupon_products')
        .addColumn('coupon_id', 'integer', (c) => c.notNull().references('coupons.id').onDelete('cascade'))
        .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
        .addPrimaryKeyConstraint('coupon_products_pk', ['coupon_id', 'product_id'])
        .execute();
      await db.schema.createIndex('coupon_products_product_idx').on('coupon_products').column('product_id').execute();

      // --- Carts and wishlists ---
      await db.schema
        .createTable('carts')
        .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
        .addColumn('coupon_code', 'text')
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('cart_items')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
        .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity > 0`))
        .addColumn('added_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('cart_items_pk', ['user_id', 'product_id'])
        .execute();
      await db.schema.createIndex('cart_items_product_idx').on('cart_items').column('product_id').execute();

      await db.schema
        .createTable('wishlist_items')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
        .addColumn('added_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('wishlist_items_pk', ['user_id', 'product_id'])
        .execute();
      await db.schema.createIndex('wishlist_items_product_idx').on('wishlist_items').column('product_id').execute();

      // --- Orders ---
      await id(db, 'orders')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('placed'))
        .addColumn('subtotal_cents', 'integer', (c) => c.notNull())
        .addColumn('discount_cents', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('total_cents', 'integer', (c) => c.notNull())
        .addColumn('coupon_id', 'integer', (c) => c.references('coupons.id').onDelete('set null'))
        .addColumn('coupon_code', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('orders_user_idx').on('orders').columns(['user_id', 'created_at', 'id']).execute();
      await db.schema.createIndex('orders_status_idx').on('orders').columns(['status', 'created_at']).execute();

      await db.schema
        .createTable('order_lines')
        .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('product_id', 'integer', (c) => c.references('products.id').onDelete('set null'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('image_url', 'text')
        .addColumn('seller_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('unit_price_cents', 'integer', (c) => c.notNull())
        .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity > 0`))
        .addColumn('discount_cents', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('line_total_cents', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('order_lines_pk', ['order_id', 'position'])
        .execute();
      await db.schema.createIndex('order_lines_product_idx').on('order_lines').columns(['product_id', 'order_id']).execute();
      await db.schema.createIndex('order_lines_seller_idx').on('order_lines').column('seller_id').execute();

      await id(db, 'order_status_history')
        .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('changed_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('note', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('order_status_history_order_idx').on('order_status_history').columns(['order_id', 'id']).execute();

      await db.schema
        .createTable('coupon_redemptions')
        .addColumn('coupon_id', 'integer', (c) => c.notNull().references('coupons.id').onDelete('cascade'))
        .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('coupon_redemptions_pk', ['coupon_id', 'order_id'])
        .execute();
      await db.schema.createIndex('coupon_redemptions_member_idx').on('coupon_redemptions').columns(['coupon_id', 'user_id']).execute();
      await db.schema.createIndex('coupon_redemptions_user_idx').on('coupon_redemptions').column('user_id').execute();
    },
  };
}
