import type { APIRequestContext, Page } from '@playwright/test';
import { adminSession, expect, expectNoA11yViolations, registerViaApi, signInBrowser, test, unique } from './fixtures';

/*
 * The commerce switches (SPEC §3 Feature settings: shop is the store, cart and orders; products the member-made
 * products and the seller page): with Shop off and Products on, the catalogue still shows products but nothing offers
 * the cart, the wishlist or coupons (no Add to Cart, no heart, no 'Added'), the header has no cart, My Profile has no
 * cart or wishlist preview, and My Shop is blocked; at 390 px and 1280 px, with an axe scan.
 */

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Lists a product through `POST /api/products` (the admin's is the club's) with a coupon for it. */
async function createProductWithCoupon(request: APIRequestContext, token: string): Promise<{ id: number; name: string }> {
  const name = unique('STM32 Nucleo ');
  const res = await request.post('/api/products', {
    headers: bearer(token),
    data: {
      name,
      description: 'A development board with an on-board debugger, tested by the club before it ships.',
      category: 'Hardware',
      price_cents: 1999,
      stock: 10,
      images: [{ url: '/images/project-placeholder.svg' }],
      features: ['ST-LINK debugger'],
      specs: [{ key: 'CPU', value: 'Cortex-M4' }],
      related_ids: [],
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const id = ((await res.json()) as { data: { id: number } }).data.id;
  const code = unique('NUCLEO')
    .replace(/[^A-Z0-9]/gi, '')
    .toUpperCase()
    .slice(0, 24);
  const coupon = await request.post('/api/admin/coupons', {
    headers: bearer(token),
    data: { code, type: 'percentage', discount: 10, description: 'Ten percent off', product_ids: [id] },
  });
  expect(coupon.status(), await coupon.text()).toBe(201);
  return { id, name };
}

/** Turns the switches off in this browser's settings before the app loads (SPEC §3: kept in local storage). */
async function switchOff(page: Page, keys: string[]) {
  await page.addInitScript((off) => {
    localStorage.setItem('esdc:app-settings', JSON.stringify(Object.fromEntries(off.map((k) => [k, false]))));
  }, keys);
}

/** Nothing on the page offers the cart, the wishlist or coupons. */
async function expectNoShopActions(page: Page) {
  await expect(page.getByRole('button', { name: /Add to Cart/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Wishlist/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Apply/ })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /^Cart/ })).toHaveCount(0);
}

for (const width of [390, 1280]) {
  test(`at ${width} px with Shop off and Products on, products show without cart, wishlist or coupons, and My Shop is blocked`, async ({
    page,
    request,
    consoleErrors,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const admin = await adminSession(request);
    const product = await createProductWithCoupon(request, admin.token);
    const member = await registerViaApi(request);
    await switchOff(page, ['shop']);
    await signInBrowser(page, member);

    await page.goto(`/products?q=${encodeURIComponent(product.name)}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: product.name }) });
    await expect(card.getByText('$19.99')).toBeVisible();
    await expectNoShopActions(page);
    await expectNoA11yViolations(page);

    await card.getByRole('link', { name: product.name }).click();
    await expect(page).toHaveURL(new RegExp(`/product/${product.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    await expect(page.getByRole('row', { name: /CPU Cortex-M4/ })).toBeVisible();
    await expect(page.getByLabel('Quantity')).toHaveCount(0);
    await expectNoShopActions(page);
    await expect(page.getByText(/Added \d+ item/)).toHaveCount(0);
    await expectNoA11yViolations(page);

    // My Profile has no cart or wishlist preview; My Shop's addresses are blocked, not a dead end.
    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: 'Shopping Cart' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Wishlist' })).toHaveCount(0);
    for (const path of ['/shop-cart', '/cart', '/wishlist', '/shop']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: 'This feature is turned off' })).toBeVisible();
    }
    await expectNoA11yViolations(page);
    expect(consoleErrors.filter((e) => !e.includes('net::ERR_NAME_NOT_RESOLVED'))).toEqual([]);
  });
}

test('with Shop on and Products off, the cart links its product to the shop listing and nothing offers selling', async ({ page, request }) => {
  const admin = await adminSession(request);
  const product = await createProductWithCoupon(request, admin.token);
  const member = await registerViaApi(request);
  await switchOff(page, ['products']);
  await signInBrowser(page, member);

  await page.goto(`/shop?q=${encodeURIComponent(product.name)}`);
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: product.name }) });
  await card.getByRole('button', { name: /Add to Cart/ }).click();
  await expect(page.getByText('Added 1 item(s) to cart!')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sell a part' })).toHaveCount(0);
  await page.goto('/shop-cart');
  await expect(page.getByRole('link', { name: product.name })).toHaveAttribute('href', `/shop/product/${product.id}`);
  await page.goto('/profile');
  await expect(page.getByRole('link', { name: product.name })).toHaveAttribute('href', `/shop/product/${product.id}`);
});
