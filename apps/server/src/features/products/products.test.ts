import type { ProductCategory, ProductDetail, ProductReview, ProductSummary } from '@esdc/core/product-schemas';
import { SHOP_MESSAGES } from '@esdc/core/shop';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, memberWith, startWithAdmin } from '../../test/api.ts';
import { auditActions } from '../../test/audit.ts';
import { envelope, type Member, type TestApp } from '../../test/harness.ts';
import { solidImage, uploadImage } from '../../test/images.ts';
import { createTestProduct, productBody, recordPurchase } from '../../test/products.ts';

/*
 * The shop catalogue through the API (SPEC §2 Shop listing and detail, §3 Shop product, Review), on SQLite, and on
 * PostgreSQL when TEST_DATABASE_URL is set.
 */

let t: TestApp;
let admin: string;
beforeAll(async () => ({ t, admin } = await startWithAdmin()));
afterAll(() => t.close());

type Res = Awaited<ReturnType<typeof call>>;
const data = <T>(res: Res) => envelope<T>(res).data;
const message = (res: Res) => envelope(res).message;
const meta = (res: Res) => (JSON.parse(res.body) as { meta: { total: number; limit: number; offset: number } }).meta;
const errorCode = (res: Res) => (JSON.parse(res.body) as { error?: { code: string } }).error?.code;

describe('listing products (POST /api/products)', () => {
  it("a member's listing is theirs; an admin's is the club's or any member's; visitors and suspended members cannot", async () => {
    const member = await memberWith(t);
    expect((await call(t, 'POST', '/api/products', undefined, productBody())).statusCode).toBe(401);
    const suspended = await memberWith(t, 'user', 'suspended');
    expect([401, 403]).toContain((await call(t, 'POST', '/api/products', suspended.token, productBody())).statusCode);

    const res = await call(
      t,
      'POST',
      '/api/products',
      member.token,
      productBody({ features: ['Two cores', 'Wi-Fi'], specs: [{ key: 'Flash', value: '8 MB' }] }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(message(res)).toBe(SHOP_MESSAGES.productCreated);
    const mine = data<ProductDetail>(res);
    expect(mine).toMatchObject({
      seller: { id: member.user.id, username: member.user.username },
      hidden: false,
      rating: 0,
      review_count: 0,
      sales_count: 0,
      features: ['Two cores', 'Wi-Fi'],
      specs: [{ key: 'Flash', value: '8 MB' }],
      can_edit: true,
      can_review: false,
      my_review_id: null,
    });
    expect(mine.description).toContain('<strong>Wi-Fi</strong>');
    expect(mine.description_source).toContain('**Wi-Fi**');
    expect(mine.excerpt).toBe('A small development board with Wi-Fi, two cores and plenty of pins.');

    expect((await call(t, 'POST', '/api/products', member.token, productBody({ seller_id: 1 }))).statusCode).toBe(403);
    expect((await call(t, 'POST', '/api/products', member.token, productBody({ seller_id: member.user.id }))).statusCode).toBe(201);

    const club = data<ProductDetail>(await call(t, 'POST', '/api/products', admin, productBody()));
    expect(club.seller).toBeNull();
    const forMember = data<ProductDetail>(await call(t, 'POST', '/api/products', admin, productBody({ seller_id: member.user.id })));
    expect(forMember.seller?.id).toBe(member.user.id);
    expect((await call(t, 'POST', '/api/products', admin, productBody({ seller_id: 999999 }))).statusCode).toBe(400);
  });

  it('answers bad input with the field message and stores nothing', async () => {
    const member = await memberWith(t);
    const before = await t.count('products');
    const cases: [Record<string, unknown>, string][] = [
      [{ price_cents: -1 }, SHOP_MESSAGES.invalidPrice],
      [{ price_cents: 12.5 }, SHOP_MESSAGES.invalidPrice],
      [{ price_cents: '12.50' }, SHOP_MESSAGES.invalidPrice],
      [{ stock: 1.5 }, SHOP_MESSAGES.invalidStock],
      [{ stock: -3 }, SHOP_MESSAGES.invalidStock],
      [{ category: 'Snacks' }, SHOP_MESSAGES.invalidCategory],
      [{ category: '' }, SHOP_MESSAGES.invalidCategory],
      [{ name: 'ab' }, SHOP_MESSAGES.nameShort],
      [{ description: 'Too short.' }, SHOP_MESSAGES.descriptionShort],
      [{ images: Array.from({ length: 9 }, (_, i) => ({ url: `https://example.com/${i}.png` })) }, SHOP_MESSAGES.tooManyImages],
      [{ related_ids: [999999] }, SHOP_MESSAGES.unknownRelated],
      [{ images: [{ image_id: 999999 }] }, 'Image 999999 not found'],
    ];
    for (const [override, expected] of cases) {
      const res = await call(t, 'POST', '/api/products', member.token, productBody(override as never));
      expect(res.statusCode, JSON.stringify(override)).toBe(400);
      expect(message(res), JSON.stringify(override)).toBe(expected);
      expect(errorCode(res)).toBe('VALIDATION_ERROR');
    }
    expect(await t.count('products')).toBe(before);
  });

  it('only admins hide a listing', async () => {
    const member = await memberWith(t);
    const refused = await call(t, 'POST', '/api/products', member.token, productBody({ hidden: true }));
    expect(refused.statusCode).toBe(403);
    expect(message(refused)).toBe(SHOP_MESSAGES.hideAdminOnly);
    const product = await createTestProduct(t, member.token);
    expect((await call(t, 'PUT', `/api/products/${product.id}`, member.token, { hidden: true })).statusCode).toBe(403);
    expect((await call(t, 'PUT', `/api/products/${product.id}`, member.token, { hidden: false })).statusCode).toBe(200);
    const hidden = await call(t, 'PUT', `/api/products/${product.id}`, admin, { hidden: true });
    expect(hidden.statusCode).toBe(200);
    expect(data<ProductDetail>(hidden).hidden).toBe(true);
    expect(await auditActions(t, 'product', product.id)).toEqual(expect.arrayContaining(['product.created', 'product.updated', 'product.hidden']));
    const log = data<{ action: string; target_type: string; target_id: number; target_name: string | null }[]>(
      await call(t, 'GET', '/api/admin/audit-log?action=product.hidden&limit=100', admin),
    );
    expect(log.find((e) => e.target_id === product.id)).toMatchObject({ target_type: 'product', target_name: product.name });
  });

  it('keeps images in order (first = cover), from uploads of the seller and web addresses; never someone else’s upload', async () => {
    const member = await memberWith(t);
    const other = await memberWith(t);
    const upload = await uploadImage(t, member.token, { filename: 'a.png', type: 'image/png', data: await solidImage(800, 600, 'png') });
    const theirs = await uploadImage(t, other.token, { filename: 'b.png', type: 'image/png', data: await solidImage(400, 300, 'png') });
    const product = await createTestProduct(t, member.token, { images: [{ image_id: upload.id }, { url: 'https://example.com/side.png' }] });
    expect(product.images).toEqual([
      { url: expect.stringMatching(/^\/media\/[0-9a-f]{32}\/full\.webp$/), image_id: upload.id },
      { url: 'https://example.com/side.png', image_id: null },
    ]);
    expect(product.image).toMatch(/^\/media\/[0-9a-f]{32}\/card\.webp$/);
    const refused = await call(t, 'POST', '/api/products', member.token, productBody({ images: [{ image_id: theirs.id }] }));
    expect(refused.statusCode).toBe(403);
    // An image on a listing cannot be deleted from under it.
    expect((await call(t, 'DELETE', `/api/images/${upload.id}`, member.token)).statusCode).toBe(409);
  });
});

describe('editing and deleting products', () => {
  let seller: Member;
  let product: ProductDetail;
  beforeAll(async () => {
    seller = await memberWith(t);
    product = await createTestProduct(t, seller.token, { features: ['One'], related_ids: [] });
  });

  it('the seller or an admin edits; others get 403; a list sent replaces the list', async () => {
    const other = await memberWith(t);
    const res = await call(t, 'PUT', `/api/products/${product.id}`, seller.token, { price_cents: 999, stock: 3, features: ['A', 'B'] });
    expect(res.statusCode, res.body).toBe(200);
    expect(message(res)).toBe(SHOP_MESSAGES.productUpdated);
    expect(data<ProductDetail>(res)).toMatchObject({ price_cents: 999, stock: 3, features: ['A', 'B'], name: product.name });
    const refused = await call(t, 'PUT', `/api/products/${product.id}`, other.token, { price_cents: 1 });
    expect(refused.statusCode).toBe(403);
    expect(message(refused)).toBe('Only the seller or an admin may edit this product');
    expect((await call(t, 'PUT', `/api/products/${product.id}`, undefined, { price_cents: 1 })).statusCode).toBe(401);
    expect((await call(t, 'PUT', `/api/products/${product.id}`, admin, { stock: 0 })).statusCode).toBe(200);
    expect((await call(t, 'PUT', `/api/products/${product.id}`, seller.token, { seller_id: other.user.id })).statusCode).toBe(403);
    expect((await call(t, 'PUT', `/api/products/${product.id}`, seller.token, { related_ids: [product.id] })).statusCode).toBe(400);
    expect((await call(t, 'PUT', `/api/products/${product.id}`, seller.token, { stock: -1 })).statusCode).toBe(400);
    expect((await call(t, 'PUT', '/api/products/999999', admin, { stock: 1 })).statusCode).toBe(404);
  });

  it('a club product only an admin edits or deletes', async () => {
    const club = await createTestProduct(t, admin);
    const member = await memberWith(t);
    expect((await call(t, 'PUT', `/api/products/${club.id}`, member.token, { stock: 1 })).statusCode).toBe(403);
    expect((await call(t, 'DELETE', `/api/products/${club.id}`, member.token)).statusCode).toBe(403);
    const detail = data<ProductDetail>(await call(t, 'GET', `/api/products/${club.id}`, member.token));
    expect(detail).toMatchObject({ can_edit: false, description_source: null });
  });

  it('deleting keeps order lines (name and price copied) and removes the listing', async () => {
    const buyer = await memberWith(t);
    const doomed = await createTestProduct(t, seller.token, { name: 'Doomed sensor' });
    const orderId = await recordPurchase(t, buyer.user.id, doomed.id);
    const other = await memberWith(t);
    expect((await call(t, 'DELETE', `/api/products/${doomed.id}`, other.token)).statusCode).toBe(403);
    const res = await call(t, 'DELETE', `/api/products/${doomed.id}`, seller.token);
    expect(res.statusCode).toBe(200);
    expect(message(res)).toBe(SHOP_MESSAGES.productDeleted);
    const get = await call(t, 'GET', `/api/products/${doomed.id}`);
    expect(get.statusCode).toBe(404);
    expect(message(get)).toBe('Product not found');
    expect(errorCode(get)).toBe('PRODUCT_NOT_FOUND');
    const line = await t.db
      .selectFrom('order_lines')
      .select(['product_id', 'name', 'unit_price_cents'])
      .where('order_id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(line).toEqual({ product_id: null, name: 'Doomed sensor', unit_price_cents: doomed.price_cents });
    expect((await call(t, 'DELETE', `/api/products/${doomed.id}`, seller.token)).statusCode).toBe(404);
  });
});

describe('reading the catalogue (GET /api/products, /api/products/{id})', () => {
  let seller: Member;
  const tag = `zq${Date.now().toString(36)}`;
  let ids: { a: number; b: number; c: number; h: number };
  beforeAll(async () => {
    seller = await memberWith(t);
    const a = await createTestProduct(t, admin, { name: `Alpha ${tag} board`, price_cents: 500, category: 'Hardware' });
    t.clock.advance(1000);
    const b = await createTestProduct(t, admin, {
      name: `Beta sensor`,
      description: `A humidity sensor, ${tag.toUpperCase()} edition, with I2C.`,
      price_cents: 1500,
      category: 'Components',
    });
    t.clock.advance(1000);
    const c = await createTestProduct(t, seller.token, { name: `Gamma ${tag} iron`, price_cents: 2500, category: 'Tools' });
    t.clock.advance(1000);
    const h = await createTestProduct(t, seller.token, { name: `Hidden ${tag} kit`, price_cents: 100, category: 'Tools' });
    expect((await call(t, 'PUT', `/api/products/${h.id}`, admin, { hidden: true })).statusCode).toBe(200);
    await t.db.updateTable('products').set({ sales_count: 7, rating_sum: 9, review_count: 2 }).where('id', '=', b.id).execute();
    await t.db.updateTable('products').set({ sales_count: 3, rating_sum: 5, review_count: 1 }).where('id', '=', c.id).execute();
    ids = { a: a.id, b: b.id, c: c.id, h: h.id };
  });

  const names = (res: Res) => data<ProductSummary[]>(res).map((p) => p.id);

  it('searches name or description case-insensitively; hidden only for admins and the seller', async () => {
    const visitor = await call(t, 'GET', `/api/products?q=${tag.toUpperCase()}`);
    expect(visitor.statusCode).toBe(200);
    expect(names(visitor)).toEqual([ids.c, ids.b, ids.a]);
    expect(meta(visitor)).toEqual({ total: 3, limit: 24, offset: 0 });
    const other = await memberWith(t);
    expect(names(await call(t, 'GET', `/api/products?q=${tag}`, other.token))).toEqual([ids.c, ids.b, ids.a]);
    expect(names(await call(t, 'GET', `/api/products?q=${tag}`, seller.token))).toEqual([ids.h, ids.c, ids.b, ids.a]);
    const forAdmin = data<ProductSummary[]>(await call(t, 'GET', `/api/products?q=${tag}`, admin));
    expect(forAdmin.map((p) => p.id)).toEqual([ids.h, ids.c, ids.b, ids.a]);
    expect(forAdmin[0]).toMatchObject({ hidden: true });
    // LIKE wildcards are literal.
    expect(meta(await call(t, 'GET', '/api/products?q=%25%25%25')).total).toBe(0);
  });

  it('filters by category and seller', async () => {
    expect(names(await call(t, 'GET', `/api/products?q=${tag}&category=Tools`))).toEqual([ids.c]);
    expect(names(await call(t, 'GET', `/api/products?q=${tag}&category=all`))).toEqual([ids.c, ids.b, ids.a]);
    expect(names(await call(t, 'GET', `/api/products?q=${tag}&seller=club`))).toEqual([ids.b, ids.a]);
    expect(names(await call(t, 'GET', `/api/products?q=${tag}&seller=${seller.user.id}`))).toEqual([ids.c]);
    expect(names(await call(t, 'GET', `/api/products?seller=${seller.user.id}`, seller.token))).toEqual([ids.h, ids.c]);
    expect((await call(t, 'GET', '/api/products?seller=someone')).statusCode).toBe(400);
  });

  it('sorts by price, rating and sales, and pages', async () => {
    expect(names(await call(t, 'GET', `/api/products?q=${tag}&sort=price_asc`))).toEqual([ids.a, ids.b, ids.c]);
    expect(names(await call(t, 'GET', `/api/products?q=${tag}&sort=price_desc`))).toEqual([ids.c, ids.b, ids.a]);
    expect(names(await call(t, 'GET', `/api/products?q=${tag}&sort=rating`))).toEqual([ids.c, ids.b, ids.a]);
    expect(names(await call(t, 'GET', `/api/products?q=${tag}&sort=popular`))).toEqual([ids.b, ids.c, ids.a]);
    const page = await call(t, 'GET', `/api/products?q=${tag}&sort=price_asc&limit=2&offset=1`);
    expect(names(page)).toEqual([ids.b, ids.c]);
    expect(meta(page)).toEqual({ total: 3, limit: 2, offset: 1 });
    const bad = await call(t, 'GET', '/api/products?sort=cheapest');
    expect(bad.statusCode).toBe(400);
    expect(message(bad)).toBe('Invalid sort');
    expect((await call(t, 'GET', '/api/products?limit=0')).statusCode).toBe(400);
    const rated = data<ProductSummary[]>(await call(t, 'GET', `/api/products?q=${tag}&sort=popular`))[0]!;
    expect(rated).toMatchObject({ rating: 4.5, review_count: 2, sales_count: 7, seller: null, category: 'Components' });
  });

  it('a hidden listing is 404 to others, and unknown or malformed ids answer 404/400', async () => {
    const other = await memberWith(t);
    for (const token of [undefined, other.token]) {
      const res = await call(t, 'GET', `/api/products/${ids.h}`, token);
      expect(res.statusCode).toBe(404);
      expect(errorCode(res)).toBe('PRODUCT_NOT_FOUND');
      expect((await call(t, 'PUT', `/api/products/${ids.h}`, token, { stock: 1 })).statusCode).toBe(token ? 404 : 401);
    }
    expect((await call(t, 'GET', `/api/products/${ids.h}`, seller.token)).statusCode).toBe(200);
    expect((await call(t, 'GET', `/api/products/${ids.h}`, admin)).statusCode).toBe(200);
    expect((await call(t, 'GET', '/api/products/999999')).statusCode).toBe(404);
    expect((await call(t, 'GET', '/api/products/abc')).statusCode).toBe(400);
  });

  it('shows related products the viewer may see, and the coupons that list the product', async () => {
    const main = await createTestProduct(t, admin, { related_ids: [ids.b, ids.h, ids.a] });
    const visitor = data<ProductDetail>(await call(t, 'GET', `/api/products/${main.id}`));
    expect(visitor.related.map((p) => p.id)).toEqual([ids.b, ids.a]);
    const forAdmin = data<ProductDetail>(await call(t, 'GET', `/api/products/${main.id}`, admin));
    expect(forAdmin.related.map((p) => p.id)).toEqual([ids.b, ids.h, ids.a]);
    expect(forAdmin.related_ids).toEqual([ids.b, ids.h, ids.a]);

    const now = t.clock.now();
    const coupon = (code: string, extra: Record<string, unknown> = {}) => ({
      code,
      type: 'percentage' as const,
      discount: 10,
      description: `${code} off`,
      active: 1,
      starts_at: null,
      expires_at: null,
      max_uses_total: null,
      max_uses_per_member: null,
      uses: 0,
      created_at: now.toISOString(),
      updated_at: now.toISOString(),
      ...extra,
    });
    const rows = await t.db
      .insertInto('coupons')
      .values([
        coupon(`ON${tag}`.toUpperCase()),
        coupon(`FIX${tag}`.toUpperCase(), { type: 'fixed', discount: 250 }),
        coupon(`OFF${tag}`.toUpperCase(), { active: 0 }),
        coupon(`OLD${tag}`.toUpperCase(), { expires_at: new Date(now.getTime() - 1000).toISOString() }),
        coupon(`USED${tag}`.toUpperCase(), { max_uses_total: 1, uses: 1 }),
        coupon(`SOON${tag}`.toUpperCase(), { starts_at: new Date(now.getTime() + 60_000).toISOString() }),
      ])
      .returning('id')
      .execute();
    await t.db
      .insertInto('coupon_products')
      .values(rows.map((r) => ({ coupon_id: r.id, product_id: main.id })))
      .execute();
    const detail = data<ProductDetail>(await call(t, 'GET', `/api/products/${main.id}`));
    expect(detail.coupons).toEqual([
      { code: `ON${tag}`.toUpperCase(), type: 'percentage', discount: 10, description: `ON${tag}`.toUpperCase() + ' off' },
      { code: `FIX${tag}`.toUpperCase(), type: 'fixed', discount: 250, description: `FIX${tag}`.toUpperCase() + ' off' },
    ]);
  });
});

describe('the shared cache of public reads', () => {
  it('visitors get an ETag and 304; a write shows at once; a member with a hidden listing still sees it', async () => {
    const tag = `cache${Date.now().toString(36)}`;
    const seller = await memberWith(t);
    const product = await createTestProduct(t, seller.token, { name: `Cached ${tag} board` });
    const first = await call(t, 'GET', `/api/products?q=${tag}`);
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"/);
    const again = await t.inject({ method: 'GET', url: `/api/products?q=${tag}`, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect((await call(t, 'PUT', `/api/products/${product.id}`, seller.token, { price_cents: 4321 })).statusCode).toBe(200);
    const fresh = await call(t, 'GET', `/api/products?q=${tag}`);
    expect(data<ProductSummary[]>(fresh)[0]?.price_cents).toBe(4321);
    expect(fresh.headers.etag).not.toBe(etag);
    const detail = await call(t, 'GET', `/api/products/${product.id}`);
    expect(detail.headers.etag).toMatch(/^"/);
    expect(data<ProductDetail>(detail)).toMatchObject({ price_cents: 4321, can_edit: false, description_source: null });

    expect((await call(t, 'PUT', `/api/products/${product.id}`, admin, { hidden: true })).statusCode).toBe(200);
    expect(meta(await call(t, 'GET', `/api/products?q=${tag}`)).total).toBe(0);
    expect(meta(await call(t, 'GET', `/api/products?q=${tag}`, seller.token)).total).toBe(1);
    expect((await call(t, 'GET', `/api/products/${product.id}`)).statusCode).toBe(404);
    const other = await memberWith(t);
    expect(meta(await call(t, 'GET', `/api/products?q=${tag}`, other.token)).total).toBe(0);
  });
});

describe('reviews (verified buyers only)', () => {
  it('a buyer reviews once; the rating follows; a non-buyer or a cancelled order gets 403; rating 0 is 400', async () => {
    const seller = await memberWith(t);
    const product = await createTestProduct(t, seller.token);
    const buyer = await memberWith(t);
    const stranger = await memberWith(t);
    const refunded = await memberWith(t);
    const body = { rating: 4, title: 'Solid board', comment: 'Flashed it in minutes, works well.' };
    const url = `/api/products/${product.id}/reviews`;

    expect((await call(t, 'POST', url, undefined, body)).statusCode).toBe(401);
    const notBuyer = await call(t, 'POST', url, stranger.token, body);
    expect(notBuyer.statusCode).toBe(403);
    expect(message(notBuyer)).toBe(SHOP_MESSAGES.reviewNotBuyer);
    await recordPurchase(t, refunded.user.id, product.id, 'cancelled');
    expect((await call(t, 'POST', url, refunded.token, body)).statusCode).toBe(403);

    await recordPurchase(t, buyer.user.id, product.id, 'paid');
    expect(data<ProductDetail>(await call(t, 'GET', `/api/products/${product.id}`, buyer.token)).can_review).toBe(true);
    const zero = await call(t, 'POST', url, buyer.token, { ...body, rating: 0 });
    expect(zero.statusCode).toBe(400);
    expect(message(zero)).toBe(SHOP_MESSAGES.invalidRating);
    expect((await call(t, 'POST', url, buyer.token, { ...body, rating: 6 })).statusCode).toBe(400);
    expect((await call(t, 'POST', url, buyer.token, { ...body, rating: 3.5 })).statusCode).toBe(400);

    const created = await call(t, 'POST', url, buyer.token, body);
    expect(created.statusCode, created.body).toBe(201);
    expect(message(created)).toBe(SHOP_MESSAGES.reviewCreated);
    const review = data<ProductReview>(created);
    expect(review).toMatchObject({ author: { id: buyer.user.id }, verified: true, rating: 4, title: body.title });
    const twice = await call(t, 'POST', url, buyer.token, { ...body, rating: 1 });
    expect(twice.statusCode).toBe(409);
    expect(message(twice)).toBe(SHOP_MESSAGES.reviewDuplicate);

    const second = await memberWith(t);
    await recordPurchase(t, second.user.id, product.id, 'fulfilled');
    expect((await call(t, 'POST', url, second.token, { ...body, rating: 5 })).statusCode).toBe(201);
    const detail = data<ProductDetail>(await call(t, 'GET', `/api/products/${product.id}`, buyer.token));
    expect(detail).toMatchObject({ rating: 4.5, review_count: 2, can_review: false, my_review_id: review.id });
    expect(detail.reviews.map((r) => r.rating)).toEqual([5, 4]);

    // Deleting: the author or an admin; the rating follows.
    expect((await call(t, 'DELETE', `${url}/${review.id}`, stranger.token)).statusCode).toBe(403);
    expect((await call(t, 'DELETE', `/api/products/${product.id}/reviews/999999`, buyer.token)).statusCode).toBe(404);
    expect((await call(t, 'DELETE', `${url}/${review.id}`, buyer.token)).statusCode).toBe(200);
    expect(data<ProductDetail>(await call(t, 'GET', `/api/products/${product.id}`)).rating).toBe(5);
    const other = detail.reviews.find((r) => r.id !== review.id)!;
    expect((await call(t, 'DELETE', `${url}/${other.id}`, admin)).statusCode).toBe(200);
    expect(data<ProductDetail>(await call(t, 'GET', `/api/products/${product.id}`))).toMatchObject({ rating: 0, review_count: 0 });
    expect(
      await t.db.selectFrom('audit_log').select('action').where('action', '=', 'product_review.deleted').where('target_id', '=', product.id).execute(),
    ).toHaveLength(1);
  });

  it('concurrent reviews by one buyer store one review and count it once', async () => {
    const product = await createTestProduct(t, admin);
    const buyer = await memberWith(t);
    await recordPurchase(t, buyer.user.id, product.id);
    const body = { rating: 5, title: 'Great kit', comment: 'Everything in the box, well made.' };
    const results = await Promise.all(Array.from({ length: 5 }, () => call(t, 'POST', `/api/products/${product.id}/reviews`, buyer.token, body)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
    const row = await t.db.selectFrom('products').select(['rating_sum', 'review_count']).where('id', '=', product.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ rating_sum: 5, review_count: 1 });
  });
});

describe('categories', () => {
  it('lists the seeded categories publicly; admins add and delete unused ones', async () => {
    const list = data<ProductCategory[]>(await call(t, 'GET', '/api/product-categories'));
    expect(list.slice(0, 3).map((c) => c.name)).toEqual(['Hardware', 'Components', 'Tools']);
    const member = await memberWith(t);
    expect((await call(t, 'POST', '/api/admin/product-categories', member.token, { name: 'Kits' })).statusCode).toBe(403);
    expect((await call(t, 'POST', '/api/admin/product-categories', undefined, { name: 'Kits' })).statusCode).toBe(401);
    const created = await call(t, 'POST', '/api/admin/product-categories', admin, { name: 'Kits' });
    expect(created.statusCode).toBe(201);
    expect(message(created)).toBe(SHOP_MESSAGES.categoryCreated);
    const kits = data<ProductCategory>(created);
    expect(kits).toMatchObject({ name: 'Kits', product_count: 0 });
    const dup = await call(t, 'POST', '/api/admin/product-categories', admin, { name: 'kits' });
    expect(dup.statusCode).toBe(409);
    expect(message(dup)).toBe(SHOP_MESSAGES.categoryExists);
    expect((await call(t, 'POST', '/api/admin/product-categories', admin, { name: '' })).statusCode).toBe(400);

    const product = await createTestProduct(t, member.token, { category: 'Kits' });
    const used = await call(t, 'DELETE', `/api/admin/product-categories/${kits.id}`, admin);
    expect(used.statusCode).toBe(409);
    expect(message(used)).toBe(SHOP_MESSAGES.categoryInUse);
    expect(data<ProductCategory[]>(await call(t, 'GET', '/api/product-categories')).find((c) => c.id === kits.id)?.product_count).toBe(1);
    expect((await call(t, 'DELETE', `/api/products/${product.id}`, member.token)).statusCode).toBe(200);
    expect((await call(t, 'DELETE', `/api/admin/product-categories/${kits.id}`, member.token)).statusCode).toBe(403);
    expect((await call(t, 'DELETE', `/api/admin/product-categories/${kits.id}`, admin)).statusCode).toBe(200);
    expect((await call(t, 'DELETE', `/api/admin/product-categories/${kits.id}`, admin)).statusCode).toBe(404);
  });
});
