import { emptyDataSchema, envelope, listEnvelope } from '@esdc/core/api';
import { CART_MESSAGES } from '@esdc/core/cart';
import {
  cartItemAddSchema,
  cartItemUpdateSchema,
  cartMergeSchema,
  cartProductParamsSchema,
  cartSchema,
  couponApplySchema,
  wishlistSchema,
} from '@esdc/core/cart-schemas';
import { couponCodeParamsSchema, couponListQuerySchema, couponPublicSchema, couponSaveSchema, couponSchema } from '@esdc/core/coupon-schemas';
import { idParamsSchema } from '@esdc/core/input';
import { ORDER_MESSAGES } from '@esdc/core/order';
import { adminOrderListQuerySchema, checkoutSchema, orderListQuerySchema, orderSchema, orderStatusChangeSchema } from '@esdc/core/order-schemas';
import { SHOP_MESSAGES } from '@esdc/core/shop';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { ok, okPageOf } from '../../lib/envelope.ts';
import {
  addToCart,
  addToWishlist,
  applyCoupon,
  clearCart,
  mergeCart,
  publicCoupon,
  readCart,
  readWishlist,
  removeCoupon,
  removeFromCart,
  removeFromWishlist,
  setCartQuantity,
} from './cart-service.ts';
import { COUPON_MESSAGES, createCoupon, deleteCoupon, listCoupons, updateCoupon } from './coupon-service.ts';
import { adminChangeOrderStatus, cancelOwnOrder, getOrder, listAllOrders, listOwnOrders, placeOrder } from './order-service.ts';
import { userOf } from '../../plugins/auth.ts';

const MEMBER = 'Active members only (401 signed out, 403 otherwise).';
const STRICT = "The body is strict: an unknown key (a `price`!) answers 400 'Unknown field: …'.";
const orderParams = idParamsSchema('order');
const couponParams = idParamsSchema('coupon');

/**
 * The cart, wishlist, coupons, checkout and orders (SPEC §2 My Shop, §4 Cart, Coupon, §8 Checkout, §9
 * Coupon): a member's server-side cart and wishlist (the truth on every device; a guest's local ones merge on sign-in),
 * checkout that never oversells, the member's orders, and the admins' Orders and Coupons.
 */
export async function shopRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Any active account shops ('user:read' is "any active account"); suspended and inactive ones get 403.
  const member = { onRequest: app.requirePermission('user:read') };
  const cartAnswer = { 200: envelope(cartSchema) };

  r.get(
    '/api/cart',
    {
      ...member,
      schema: {
        tags: ['shop'],
        summary: "The member's cart",
        description: `${MEMBER} Prices, stock and the coupon re-read from the database.`,
        response: cartAnswer,
      },
    },
    async (request) => ok(await readCart(ctx.db, userOf(request).id, ctx.clock())),
  );

  r.post(
    '/api/cart/items',
    {
      ...member,
      schema: {
        tags: ['shop'],
        summary: 'Add a product to the cart',
        description: `${MEMBER} SPEC §4: an existing line's quantity rises by \`quantity\` (default 1; whole number 1–99, the line capped at 99). 404 'Product not found' (unknown or hidden); 409 OUT_OF_STOCK when the stock is below the line's new quantity. ${STRICT} Message 'Added {n} item(s) to cart!'.`,
        body: cartItemAddSchema,
        response: cartAnswer,
      },
    },
    async (request) => {
      const cart = await addToCart(ctx.database, userOf(request), request.body.product_id, request.body.quantity, ctx.clock());
      return ok(cart, { message: SHOP_MESSAGES.addedToCart(request.body.quantity) });
    },
  );

  r.patch(
    '/api/cart/items/:product_id',
    {
      ...member,
      schema: {
        tags: ['shop'],
        summary: "Set a cart line's quantity (0 removes it)",
        description: `${MEMBER} SPEC §4 "setting quantity to 0 removes it". Whole number 0–99. 404 'This product is not in your cart'; 409 OUT_OF_STOCK above the stock. ${STRICT}`,
        params: cartProductParamsSchema,
        body: cartItemUpdateSchema,
        response: cartAnswer,
      },
    },
    async (request) => ok(await setCartQuantity(ctx.database, userOf(request), request.params.product_id, request.body.quantity, ctx.clock())),
  );

  r.delete(
    '/api/cart/items/:product_id',
    {
      ...member,
      schema: {
        tags: ['shop'],
        summary: 'Remove a product from the cart',
        description: `${MEMBER} Nothing happens when it is not in the cart.`,
        params: cartProductParamsSchema,
        response: cartAnswer,
      },
    },
    async (request) => ok(await removeFromCart(ctx.database, userOf(request), request.params.product_id, ctx.clock())),
  );

  r.delete(
    '/api/cart',
    {
      ...member,
      schema: { tags: ['shop'], summary: 'Empty the cart (and remove its coupon)', description: `${MEMBER} Message 'Cart cleared'.`, response: cartAnswer },
    },
    async (request) => ok(await clearCart(ctx.database, userOf(request), ctx.clock()), { message: CART_MESSAGES.cartCleared }),
  );

  r.post(
    '/api/cart/merge',
    {
      ...member,
      schema: {
        tags: ['shop'],
        summary: "Merge a guest's local cart, wishlist and coupon on sign-in",
        description: `${MEMBER} Quantities add, capped at the stock and 99; unknown and hidden products are skipped; the wishlist ignores duplicates; the coupon is applied when usable, else ignored. At most 100 items and 200 wishlist ids. ${STRICT}`,
        body: cartMergeSchema,
        response: cartAnswer,
      },
    },
    async (request) => ok(await mergeCart(ctx.database, userOf(request), request.body, ctx.clock()), { message: CART_MESSAGES.cartMerged }),
  );

  r.put(
    '/api/cart/coupon',
    {
      ...member,
      schema: {
        tags: ['shop'],
        summary: 'Apply a coupon to the cart (one at a time)',
        description: `${MEMBER} SPEC §4 "one applies at a time": replaces the applied one. 404 INVALID_COUPON 'Invalid coupon code'; 409 COUPON_UNAVAILABLE (not valid yet, expired, used up, your limit reached, for none of the cart's products). ${STRICT} Message 'Coupon "{code}" applied successfully!'.`,
        body: couponApplySchema,
        response: cartAnswer,
      },
    },
    async (request) => {
      const cart = await applyCoupon(ctx.database, userOf(request), request.body.code, ctx.clock());
      return ok(cart, { message: SHOP_MESSAGES.couponApplied(request.body.code) });
    },
  );

  r.delete(
    '/api/cart/coupon',
    { ...member, schema: { tags: ['shop'], summary: 'Remove the applied coupon', description: `${MEMBER} Message 'Coupon removed'.`, response: cartAnswer } },
    async (request) => ok(await removeCoupon(ctx.database, userOf(request), ctx.clock()), { message: CART_MESSAGES.couponRemoved }),
  );

  r.get(
    '/api/wishlist',
    {
      ...member,
      schema: {
        tags: ['shop'],
        summary: "The member's wishlist",
        description: `${MEMBER} Product summaries, most recently added first.`,
        response: { 200: envelope(wishlistSchema) },
      },
    },
    async (request) => ok(await readWishlist(ctx.db, userOf(request))),
  );

  r.put(
    '/api/wishlist/:product_id',
    {
      ...member,
      schema: {
        tags: ['shop'],
        summary: 'Add a product to the wishlist (idempotent)',
        description: `${MEMBER} SPEC §4 "Wishlist ignores duplicates". 404 'Product not found'. Message 'Added to wishlist'.`,
        params: cartProductParamsSchema,
        response: { 200: envelope(wishlistSchema) },
      },
    },
    async (request) =>
      ok(await addToWishlist(ctx.database, userOf(request), request.params.product_id, ctx.clock()), { message: CART_MESSAGES.addedToWishlist }),
  );

  r.delete(
    '/api/wishlist/:product_id',
    {
      ...member,
      schema: {
        tags: ['shop'],
        summary: 'Remove a product from the wishlist',
        description: `${MEMBER} Nothing happens when it is not listed. Message 'Removed from wishlist'.`,
        params: cartProductParamsSchema,
        response: { 200: envelope(wishlistSchema) },
      },
    },
    async (request) => ok(await removeFromWishlist(ctx.database, userOf(request), request.params.product_id), { message: CART_MESSAGES.removedFromWishlist }),
  );

  r.get(
    '/api/coupons/:code',
    {
      config: { session: 'optional' },
      schema: {
        tags: ['shop'],
        summary: "A coupon's public terms (the product page's Apply)",
        description:
          "Public. Only an active coupon within its dates and not used up (a signed-in member's own limit counts too). 404 INVALID_COUPON 'Invalid coupon code'; 409 COUPON_UNAVAILABLE.",
        params: couponCodeParamsSchema,
        response: { 200: envelope(couponPublicSchema) },
      },
    },
    async (request) => ok(await publicCoupon(ctx.db, request.params.code, request.user?.id ?? null, ctx.clock())),
  );

  r.post(
    '/api/orders',
    {
      ...member,
      schema: {
        tags: ['shop'],
        summary: 'Check out: place an order from the cart',
        description:
          `${MEMBER} SPEC §4, §8: every line re-priced from the database (a client's price is never read), stock checked and decremented in one transaction (never oversold), ` +
          "the coupon (`coupon_code`, else the cart's applied one while valid) counted under its limits, the cart emptied, the buyer notified ('order_status') and each member seller ('product_sold'). " +
          `400 CART_EMPTY 'Your cart is empty!'; 409 OUT_OF_STOCK naming the product (nothing changes); 404 INVALID_COUPON / 409 COUPON_UNAVAILABLE. ${STRICT} Message 'Order placed successfully!'.`,
        body: checkoutSchema,
        response: { 201: envelope(orderSchema) },
      },
    },
    async (request, reply) => {
      const order = await placeOrder(ctx.database, userOf(request), request.body.coupon_code, ctx.clock());
      return reply.status(201).send(ok(order, { message: SHOP_MESSAGES.orderPlaced }));
    },
  );

  r.get(
    '/api/orders',
    {
      ...member,
      schema: {
        tags: ['shop'],
        summary: "The member's orders, newest first",
        description: `${MEMBER} 'Order #n' with lines, totals and history.`,
        querystring: orderListQuerySchema,
        response: { 200: listEnvelope(orderSchema) },
      },
    },
    async (request) => okPageOf(await listOwnOrders(ctx.db, userOf(request), request.query), request.query),
  );

  r.get(
    '/api/orders/:id',
    {
      ...member,
      schema: {
        tags: ['shop'],
        summary: 'One order',
        description: "Its buyer or an admin (`order:view`); anyone else 404 'Order not found'.",
        params: orderParams,
        response: { 200: envelope(orderSchema) },
      },
    },
    async (request) => ok(await getOrder(ctx.db, userOf(request), request.params.id)),
  );

  r.post(
    '/api/orders/:id/cancellation',
    {
      ...member,
      schema: {
        tags: ['shop'],
        summary: 'Cancel your own order while it is placed',
        description:
          "The stock comes back. 404 'Order not found' (also another member's); 409 ORDER_INVALID_TRANSITION 'Only a placed order can be cancelled'. Message 'Order cancelled'.",
        params: orderParams,
        response: { 200: envelope(orderSchema) },
      },
    },
    async (request) => ok(await cancelOwnOrder(ctx.database, userOf(request), request.params.id, ctx.clock()), { message: ORDER_MESSAGES.cancelled }),
  );

  const admin = { onRequest: app.requirePermission('order:manage') };
  r.get(
    '/api/admin/orders',
    {
      ...admin,
      schema: {
        tags: ['admin'],
        summary: 'Every order (admins)',
        description: "Active admins (401/403). `status` ('Invalid order status'), `q` (order number, buyer's username or name), paging; newest first.",
        querystring: adminOrderListQuerySchema,
        response: { 200: listEnvelope(orderSchema) },
      },
    },
    async (request) => okPageOf(await listAllOrders(ctx.db, request.query), request.query),
  );

  r.patch(
    '/api/admin/orders/:id',
    {
      ...admin,
      schema: {
        tags: ['admin'],
        summary: "Change an order's status (admins)",
        description:
          "Active admins (401/403). placed → paid → fulfilled; placed or paid → cancelled (stock restored). 409 ORDER_INVALID_TRANSITION otherwise; 404 'Order not found'. " +
          `The buyer is notified ('order_status'); audited. ${STRICT} Message 'Order status updated'.`,
        params: orderParams,
        body: orderStatusChangeSchema,
        response: { 200: envelope(orderSchema) },
      },
    },
    async (request) => {
      const order = await adminChangeOrderStatus(ctx.database, userOf(request), request.params.id, request.body.status, request.body.note ?? null, ctx.clock());
      return ok(order, { message: ORDER_MESSAGES.statusUpdated });
    },
  );

  const coupons = { onRequest: app.requirePermission('coupon:manage') };
  r.get(
    '/api/admin/coupons',
    {
      ...coupons,
      schema: {
        tags: ['admin'],
        summary: 'Every coupon (admins)',
        description: 'Active admins (401/403). `q` (code), `active`, paging; newest first.',
        querystring: couponListQuerySchema,
        response: { 200: listEnvelope(couponSchema) },
      },
    },
    async (request) => okPageOf(await listCoupons(ctx.db, request.query), request.query),
  );

  r.post(
    '/api/admin/coupons',
    {
      ...coupons,
      schema: {
        tags: ['admin'],
        summary: 'Create a coupon (admins)',
        description: `Active admins (401/403). 409 'A coupon with this code already exists'; 400 'Product not found', a percentage above 100, a start after the expiry. ${STRICT} Message 'Coupon created'.`,
        body: couponSaveSchema,
        response: { 201: envelope(couponSchema) },
      },
    },
    async (request, reply) => {
      const coupon = await createCoupon(ctx.database, userOf(request), request.body, ctx.clock());
      return reply.status(201).send(ok(coupon, { message: COUPON_MESSAGES.created }));
    },
  );

  r.put(
    '/api/admin/coupons/:id',
    {
      ...coupons,
      schema: {
        tags: ['admin'],
        summary: 'Edit, expire or limit a coupon (admins)',
        description: `Active admins (401/403). Replaces every field (its uses stay). 404 'Coupon not found'; 409 code taken. ${STRICT} Message 'Coupon updated'.`,
        params: couponParams,
        body: couponSaveSchema,
        response: { 200: envelope(couponSchema) },
      },
    },
    async (request) =>
      ok(await updateCoupon(ctx.database, userOf(request), request.params.id, request.body, ctx.clock()), { message: COUPON_MESSAGES.updated }),
  );

  r.delete(
    '/api/admin/coupons/:id',
    {
      ...coupons,
      schema: {
        tags: ['admin'],
        summary: 'Delete a coupon (admins)',
        description: "Active admins (401/403). Orders keep its code. 404 'Coupon not found'. Message 'Coupon deleted'.",
        params: couponParams,
        response: { 200: envelope(emptyDataSchema) },
      },
    },
    async (request) => {
      await deleteCoupon(ctx.database, userOf(request), request.params.id, ctx.clock());
      return ok(null, { message: COUPON_MESSAGES.deleted });
    },
  );
}
