import {
  CART_MESSAGES,
  CART_QUANTITY_MAX,
  cartCount,
  couponProblem,
  mergeCarts,
  priceCart,
  type Cart,
  type CouponPublic,
  type Wishlist,
} from '@esdc/core/cart';
import type { CartMergeParsed } from '@esdc/core/cart-schemas';
import type { Actor } from '@esdc/core/permissions';
import { SHOP_MESSAGES } from '@esdc/core/shop';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/client.ts';
import type { DB } from '../../db/schema.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { coverUrls, productSummaries } from '../products/public.ts';
import { loadCoupon, memberRedemptions, type StoredCoupon } from './shop-reads.ts';
import type { Db } from '../../db/db.ts';

/*
 * A member's server-side cart and wishlist (SPEC §4 Cart: the truth on every device), priced with core
 * cart.ts `priceCart` from the products' current prices (a client's price is never read). The applied coupon is
 * kept in `carts.coupon_code` (one at a time) and used only while valid.
 */

/** A product as the cart reads it. */
interface CartProduct {
  id: number;
  name: string;
  price_cents: number;
  stock: number;
  hidden: number;
}

/**
 * A visible product, or 404 'Product not found' (unknown or hidden).
 * @param productId the product
 */
async function visibleProduct(db: Db, productId: number): Promise<CartProduct> {
  const p = await db.selectFrom('products').select(['id', 'name', 'price_cents', 'stock', 'hidden']).where('id', '=', productId).executeTakeFirst();
  if (!p || p.hidden === 1) throw new AppError(404, 'PRODUCT_NOT_FOUND', SHOP_MESSAGES.productNotFound);
  return p;
}

/** 409 OUT_OF_STOCK naming the product. */
export function outOfStock(name: string): AppError {
  return new AppError(409, 'OUT_OF_STOCK', CART_MESSAGES.outOfStock(name));
}

/**
 * A coupon usable by the member on these products now, or the problem (404 INVALID_COUPON unknown or inactive; 409
 * COUPON_UNAVAILABLE not yet valid, expired, used up, the member's limit, none of the products listed).
 * @param code upper-case code
 * @param productIds the cart's products (null: skip that check)
 */
export async function usableCoupon(db: Db, code: string, userId: number | null, productIds: readonly number[] | null, now: Date): Promise<StoredCoupon> {
  const coupon = await loadCoupon(db, { code });
  if (!coupon) throw new AppError(404, 'INVALID_COUPON', CART_MESSAGES.invalidCoupon);
  const uses = userId === null ? 0 : await memberRedemptions(db, coupon.id, userId);
  const problem = couponProblem(coupon, now, uses, productIds);
  if (problem) throw new AppError(problem.code === 'INVALID_COUPON' ? 404 : 409, problem.code, problem.message);
  return coupon;
}

/**
 * The member's cart as the API answers it (`GET /api/cart`): every line with its current price, stock and cover,
 * `available` false when hidden or short of stock; the applied coupon when still valid (else dropped from the answer
 * and ignored at checkout).
 * @param userId the member
 * @param now the current time (coupon validity)
 */
export async function readCart(db: Db, userId: number, now: Date): Promise<Cart> {
  const rows = await db
    .selectFrom('cart_items as c')
    .innerJoin('products as p', 'p.id', 'c.product_id')
    .select(['c.product_id', 'c.quantity', 'p.name', 'p.price_cents', 'p.stock', 'p.hidden'])
    .where('c.user_id', '=', userId)
    .orderBy('c.added_at')
    .orderBy('c.product_id')
    .execute();
  const cart = await db.selectFrom('carts').select('coupon_code').where('user_id', '=', userId).executeTakeFirst();
  let coupon: StoredCoupon | null = null;
  if (cart?.coupon_code) {
    try {
      coupon = await usableCoupon(db, cart.coupon_code, userId, null, now);
    } catch {
      coupon = null;
    }
  }
  const covers = await coverUrls(
    db,
    rows.map((r) => r.product_id),
  );
  const priced = priceCart(rows, coupon);
  return {
    items: priced.lines.map((l) => ({
      product_id: l.product_id,
      name: l.name,
      image: covers.get(l.product_id) ?? null,
      price_cents: l.price_cents,
      stock: l.stock,
      quantity: l.quantity,
      line_total_cents: l.line_total_cents,
      discount_cents: l.discount_cents,
      available: l.hidden === 0 && l.stock >= l.quantity,
    })),
    count: cartCount(rows),
    subtotal_cents: priced.subtotal_cents,
    discount_cents: priced.discount_cents,
    total_cents: priced.total_cents,
    coupon: coupon ? { code: coupon.code, type: coupon.type, discount: coupon.discount, description: coupon.description } : null,
  };
}

/** Creates the member's `carts` row when missing, and stamps it. */
async function touchCart(trx: Transaction<DB>, userId: number, now: Date, coupon?: { code: string | null }): Promise<void> {
  const existing = await trx.selectFrom('carts').select('user_id').where('user_id', '=', userId).executeTakeFirst();
  if (existing) {
    await trx
      .updateTable('carts')
      .set({ updated_at: now.toISOString(), ...(coupon ? { coupon_code: coupon.code } : {}) })
      .where('user_id', '=', userId)
      .execute();
  } else {
    // Two first writes of one member at once: the second finds the row and just stamps it.
    await trx
      .insertInto('carts')
      .values({ user_id: userId, coupon_code: coupon?.code ?? null, updated_at: now.toISOString() })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ updated_at: now.toISOString(), ...(coupon ? { coupon_code: coupon.code } : {}) }))
      .execute();
  }
}

/** The quantity of a product in the member's cart (0 when absent). */
async function quantityInCart(db: Db, userId: number, productId: number): Promise<number> {
  const row = await db.selectFrom('cart_items').select('quantity').where('user_id', '=', userId).where('product_id', '=', productId).executeTakeFirst();
  return row?.quantity ?? 0;
}

/** Writes a line's quantity (insert, update, or delete at 0). */
async function writeLine(trx: Transaction<DB>, userId: number, productId: number, before: number, quantity: number, now: Date): Promise<void> {
  if (quantity <= 0) {
    await trx.deleteFrom('cart_items').where('user_id', '=', userId).where('product_id', '=', productId).execute();
  } else if (before > 0) {
    await trx.updateTable('cart_items').set({ quantity }).where('user_id', '=', userId).where('product_id', '=', productId).execute();
  } else {
    // Two adds of one new product at once (PostgreSQL): the later write's quantity stands, never a duplicate-key error.
    await trx
      .insertInto('cart_items')
      .values({ user_id: userId, product_id: productId, quantity, added_at: now.toISOString() })
      .onConflict((oc) => oc.columns(['user_id', 'product_id']).doUpdateSet({ quantity }))
      .execute();
  }
}

/**
 * Adds a product to the member's cart (SPEC §4 "adding an existing item raises quantity"): the line's quantity
 * rises by `quantity`, capped at 99.
 * @throws AppError 404 'Product not found' (unknown or hidden); 409 OUT_OF_STOCK when the stock is below the new quantity
 */
export async function addToCart(database: Database, actor: Actor, productId: number, quantity: number, now: Date): Promise<Cart> {
  return database.db.transaction().execute(async (trx) => {
    const product = await visibleProduct(trx, productId);
    const before = await quantityInCart(trx, actor.id, productId);
    const after = Math.min(CART_QUANTITY_MAX, before + quantity);
    if (after > product.stock) throw outOfStock(product.name);
    await writeLine(trx, actor.id, productId, before, after, now);
    await touchCart(trx, actor.id, now);
    return readCart(trx, actor.id, now);
  });
}

/**
 * Sets a line's quantity (SPEC §4 "setting quantity to 0 or less removes it").
 * @throws AppError 404 'This product is not in your cart'; 409 OUT_OF_STOCK above the stock
 */
export async function setCartQuantity(database: Database, actor: Actor, productId: number, quantity: number, now: Date): Promise<Cart> {
  return database.db.transaction().execute(async (trx) => {
    const before = await quantityInCart(trx, actor.id, productId);
    if (before === 0) throw notFound(CART_MESSAGES.notInCart);
    if (quantity > 0) {
      const product = await visibleProduct(trx, productId);
      if (quantity > product.stock) throw outOfStock(product.name);
    }
    await writeLine(trx, actor.id, productId, before, quantity, now);
    await touchCart(trx, actor.id, now);
    return readCart(trx, actor.id, now);
  });
}

/** Removes a product's line (nothing when absent). */
export async function removeFromCart(database: Database, actor: Actor, productId: number, now: Date): Promise<Cart> {
  return database.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('cart_items').where('user_id', '=', actor.id).where('product_id', '=', productId).execute();
    return readCart(trx, actor.id, now);
  });
}

/** Empties the member's cart and removes its coupon (SPEC §4 "clear empties"). */
export async function clearCart(database: Database, actor: Actor, now: Date): Promise<Cart> {
  return database.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('cart_items').where('user_id', '=', actor.id).execute();
    await trx.deleteFrom('carts').where('user_id', '=', actor.id).execute();
    return readCart(trx, actor.id, now);
  });
}

/**
 * Applies a coupon to the member's cart (one at a time: it replaces the applied one; SPEC §4 Coupon). It may be applied
 * before its products are in the cart (the product page's Apply): it discounts the lines of the products it lists, and
 * nothing until one is there.
 * @throws AppError 404 INVALID_COUPON 'Invalid coupon code'; 409 COUPON_UNAVAILABLE (expired, not yet valid, used up,
 *   the member's limit)
 */
export async function applyCoupon(database: Database, actor: Actor, code: string, now: Date): Promise<Cart> {
  return database.db.transaction().execute(async (trx) => {
    const coupon = await usableCoupon(trx, code, actor.id, null, now);
    await touchCart(trx, actor.id, now, { code: coupon.code });
    return readCart(trx, actor.id, now);
  });
}

/** Removes the applied coupon. */
export async function removeCoupon(database: Database, actor: Actor, now: Date): Promise<Cart> {
  return database.db.transaction().execute(async (trx) => {
    await trx.updateTable('carts').set({ coupon_code: null, updated_at: now.toISOString() }).where('user_id', '=', actor.id).execute();
    return readCart(trx, actor.id, now);
  });
}

/**
 * Merges a guest's local cart, wishlist and coupon into the member's on sign-in (SPEC §4 Cart): quantities add, capped
 * at the stock and 99 (core `mergeCarts`); unknown and hidden products are skipped; the wishlist ignores duplicates;
 * the coupon is applied when usable, else ignored (the member's own applied coupon is kept then).
 * @returns the merged cart
 */
export async function mergeCart(database: Database, actor: Actor, input: CartMergeParsed, now: Date): Promise<Cart> {
  return database.db.transaction().execute(async (trx) => {
    const wanted = [...new Set([...input.items.map((i) => i.product_id), ...input.wishlist])];
    const products = wanted.length ? await trx.selectFrom('products').select(['id', 'stock']).where('id', 'in', wanted).where('hidden', '=', 0).execute() : [];
    const stockOf = new Map(products.map((p) => [p.id, p.stock]));
    const member = await trx.selectFrom('cart_items').select(['product_id', 'quantity']).where('user_id', '=', actor.id).execute();
    const guest = input.items.filter((i) => stockOf.has(i.product_id)).map((i) => ({ product_id: i.product_id, quantity: Number(i.quantity) }));
    // Member lines keep their quantity unless the guest adds to them; only merged lines are capped at the stock.
    const touched = new Set(guest.map((g) => g.product_id));
    const merged = mergeCarts(member, guest, (id) => (touched.has(id) ? (stockOf.get(id) ?? 0) : CART_QUANTITY_MAX));
    for (const line of merged) {
      if (!touched.has(line.product_id)) continue;
      const before = member.find((m) => m.product_id === line.product_id)?.quantity ?? 0;
      await writeLine(trx, actor.id, line.product_id, before, line.quantity, now);
    }
    const listed = await trx.selectFrom('wishlist_items').select('product_id').where('user_id', '=', actor.id).execute();
    const have = new Set(listed.map((l) => l.product_id));
    const add = [...new Set(input.wishlist)].filter((id) => stockOf.has(id) && !have.has(id));
    if (add.length) {
      await trx
        .insertInto('wishlist_items')
        .values(add.map((product_id) => ({ user_id: actor.id, product_id, added_at: now.toISOString() })))
        .onConflict((oc) => oc.columns(['user_id', 'product_id']).doNothing())
        .execute();
    }
    await touchCart(trx, actor.id, now);
    if (input.coupon_code) {
      try {
        const coupon = await usableCoupon(trx, input.coupon_code, actor.id, null, now);
        await touchCart(trx, actor.id, now, { code: coupon.code });
      } catch {
        // A guest's coupon that is not usable is simply not carried over.
      }
    }
    return readCart(trx, actor.id, now);
  });
}

/** `GET /api/wishlist`: the member's wishlisted products, most recently added first; hidden ones only to admins and their seller. */
export async function readWishlist(db: Db, actor: Actor): Promise<Wishlist> {
  const rows = await db
    .selectFrom('wishlist_items')
    .select('product_id')
    .where('user_id', '=', actor.id)
    .orderBy('added_at', 'desc')
    .orderBy('product_id', 'desc')
    .execute();
  const items = await productSummaries(
    db,
    rows.map((r) => r.product_id),
  );
  return { items: items.filter((p) => !p.hidden || actor.role === 'admin' || p.seller?.id === actor.id) };
}

/**
 * Adds a product to the member's wishlist; already listed changes nothing (SPEC §4 "Wishlist ignores duplicates").
 * @throws AppError 404 'Product not found' (unknown or hidden)
 */
export async function addToWishlist(database: Database, actor: Actor, productId: number, now: Date): Promise<Wishlist> {
  return database.db.transaction().execute(async (trx) => {
    await visibleProduct(trx, productId);
    const existing = await trx
      .selectFrom('wishlist_items')
      .select('product_id')
      .where('user_id', '=', actor.id)
      .where('product_id', '=', productId)
      .executeTakeFirst();
    if (!existing) {
      await trx
        .insertInto('wishlist_items')
        .values({ user_id: actor.id, product_id: productId, added_at: now.toISOString() })
        .onConflict((oc) => oc.columns(['user_id', 'product_id']).doNothing())
        .execute();
    }
    return readWishlist(trx, actor);
  });
}

/** Removes a product from the member's wishlist (nothing when absent). */
export async function removeFromWishlist(database: Database, actor: Actor, productId: number): Promise<Wishlist> {
  return database.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('wishlist_items').where('user_id', '=', actor.id).where('product_id', '=', productId).execute();
    return readWishlist(trx, actor);
  });
}

/**
 * A coupon's public terms for the product page's Apply (`GET /api/coupons/{code}`): only an active coupon within its
 * dates and not used up.
 * @throws AppError 404 INVALID_COUPON; 409 COUPON_UNAVAILABLE
 */
export async function publicCoupon(db: Db, code: string, userId: number | null, now: Date): Promise<CouponPublic> {
  const c = await usableCoupon(db, code, userId, null, now);
  return { code: c.code, type: c.type, discount: c.discount, description: c.description, product_ids: [...c.product_ids], expires_at: c.expires_at };
}
