import type { APIRequestContext, Page } from '@playwright/test';
import { adminSession, expect, registerViaApi, scanEveryWay, signInBrowser, test, unique, scanPagesEveryWay } from './fixtures';

/*
 * My Shop (SPEC §2 My Shop, §4 Cart, Coupon, §8 Checkout): a guest's cart in local storage merges into the
 * member's on sign-in, a coupon applies to the products it lists, checkout asks 'Proceed with checkout? Total: $…' and
 * places the order, an admin moves it to paid and fulfilled and the member is notified; the empty states; and an axe
 * scan of /shop-cart and the admin Orders and Coupons tabs in both themes at 360 px and on a desktop. Every test
 * makes its own products and coupons through the API.
 */

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

interface Product {
  id: number;
  name: string;
  price_cents: number;
  stock: number;
}

/** Creates a club product through `POST /api/products` (as the admin). */
async function createProduct(request: APIRequestContext, token: string, fields: { price_cents: number; stock: number; name?: string }): Promise<Product> {
  const name = fields.name ?? unique('Sensor board ');
  const res = await request.post('/api/products', {
    headers: bearer(token),
    data: {
      name,
      description: 'A breakout board with an I2C sensor, headers soldered, tested before it ships.',
      category: 'Components',
      price_cents: fields.price_cents,
      stock: fields.stock,
      images: [{ url: '/images/products/esp32-s3.svg' }],
      features: ['I2C and SPI'],
      specs: [{ key: 'Voltage', value: '3.3 V' }],
      related_ids: [],
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const json = (await res.json()) as { data: { id: number } };
  return { id: json.data.id, name, price_cents: fields.price_cents, stock: fields.stock };
}

/** Creates a coupon listing `productIds` through `POST /api/admin/coupons`. */
async function createCoupon(
  request: APIRequestContext,
  token: string,
  productIds: number[],
  fields: { type: 'percentage' | 'fixed'; discount: number },
): Promise<string> {
  const code = unique('E2E').toUpperCase().slice(0, 30);
  const res = await request.post('/api/admin/coupons', {
    headers: bearer(token),
    data: { code, type: fields.type, discount: fields.discount, description: 'End-to-end test coupon', active: true, product_ids: productIds },
  });
  expect(res.status(), await res.text()).toBe(201);
  return code;
}

/** Puts a guest cart into local storage the way the app keeps it (SPEC §3 local storage key `cart`). */
async function seedGuestCart(page: Page, lines: { product: Product; quantity: number }[]) {
  await page.evaluate(
    (items) => {
      localStorage.setItem('esdc:cart', JSON.stringify({ items, coupon: null }));
    },
    lines.map(({ product, quantity }) => ({
      product_id: product.id,
      name: product.name,
      image: null,
      price_cents: product.price_cents,
      stock: product.stock,
      quantity,
    })),
  );
}

const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;
const cartLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Cart/ });

test.describe('my shop', () => {
  test('a guest cart merges on sign-in; coupon; checkout; the admin marks the order paid and fulfilled; the member is notified', async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(120_000);
    const admin = await adminSession(request);
    const board = await createProduct(request, admin.token, { price_cents: 2499, stock: 5 });
    const sensor = await createProduct(request, admin.token, { price_cents: 1000, stock: 10 });
    const code = await createCoupon(request, admin.token, [board.id], { type: 'percentage', discount: 10 });
    const member = await registerViaApi(request);

    // A guest's cart: two products, three items; the header badge counts them.
    await page.goto('/shop-cart');
    await seedGuestCart(page, [
      { product: board, quantity: 1 },
      { product: sensor, quantity: 2 },
    ]);
    await page.goto('/cart');
    await expect(page.getByRole('heading', { level: 1, name: 'My Shop' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Cart (3)' })).toHaveAttribute('aria-selected', 'true');
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 3 items');
    const items = page.getByRole('list', { name: 'Cart items' });
    await expect(items.getByRole('link', { name: board.name })).toBeVisible();
    // Plus raises the quantity, minus lowers it and is disabled at 1 (SPEC §4: no removal at zero by minus).
    await page.getByRole('button', { name: `Increase quantity of ${board.name}` }).click();
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 4 items');
    await page.getByRole('button', { name: `Decrease quantity of ${board.name}` }).click();
    await expect(page.getByRole('button', { name: `Decrease quantity of ${board.name}` })).toBeDisabled();
    await expect(page.getByTestId('cart-total')).toHaveText(money(2499 + 2000));

    // A guest applies the coupon (looked up with GET /api/coupons/{code}): 10 % off the board's one unit only.
    const discount = Math.round(2499 * 0.1);
    const total = 2499 + 2000 - discount;
    await page.getByLabel('Coupon code').fill(code.toLowerCase());
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText(`Coupon "${code}" applied successfully!`)).toBeVisible();
    await expect(page.getByTestId('cart-total')).toHaveText(money(total));
    // The message is gone after 3 s (SPEC §9).
    await expect(page.getByText(`Coupon "${code}" applied successfully!`)).toHaveCount(0, { timeout: 5_000 });

    // Checkout as a guest goes to sign in, and back to My Shop afterwards with the cart merged.
    await page.getByRole('button', { name: 'Sign in to Checkout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel('Email').fill(member.email);
    await page.getByLabel('Password', { exact: true }).fill(member.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/shop-cart$/);
    await expect(page.getByRole('tab', { name: 'Cart (3)' })).toBeVisible();
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 3 items');
    expect(await page.evaluate(() => localStorage.getItem('esdc:cart'))).toBeNull();
    const serverCart = await request.get('/api/cart', { headers: bearer(member.token) });
    expect(((await serverCart.json()) as { data: { count: number } }).data.count).toBe(3);

    // The coupon came along with the merge; removed and applied again, now on the server's cart.
    await expect(page.getByTestId('cart-total')).toHaveText(money(total));
    await page.getByRole('button', { name: `Remove coupon ${code}` }).click();
    await expect(page.getByTestId('cart-total')).toHaveText(money(2499 + 2000));
    await page.getByLabel('Coupon code').fill(code.toLowerCase());
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText(`Coupon "${code}" applied successfully!`)).toBeVisible();
    await expect(page.getByTestId('cart-total')).toHaveText(money(total));
    // An unknown code is refused in the server's words and changes nothing.
    await page.getByRole('button', { name: `Remove coupon ${code}` }).click();
    await page.getByLabel('Coupon code').fill('NOSUCHCODE');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid coupon code' })).toBeVisible();
    await page.getByLabel('Coupon code').fill(code);
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByTestId('cart-total')).toHaveText(money(total));
    await expect(page.getByText(`−${money(discount)}`).first()).toBeVisible();

    // Checkout: the confirm dialog names the total; the order is placed and the Orders tab shows it.
    await page.getByRole('button', { name: 'Checkout', exact: true }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText(`Proceed with checkout? Total: ${money(total)}`);
    await dialog.getByRole('button', { name: 'Place order' }).click();
    await expect(page.getByText('Order placed successfully!')).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Orders (1)' })).toHaveAttribute('aria-selected', 'true');
    const order = page.getByRole('article').filter({ has: page.getByRole('heading', { name: /^Order #\d+$/ }) });
    await expect(order).toHaveCount(1);
    const heading = (await order.getByRole('heading').textContent()) ?? '';
    const orderNumber = Number(heading.replace('Order #', ''));
    await expect(order.getByTestId('order-total')).toHaveText(money(total));
    await expect(order.getByText('Placed')).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Cart (0)' })).toBeVisible();
    await expect(cartLink(page)).toHaveAccessibleName('Cart');

    // The admin marks it paid, then fulfilled, from the Orders tab.
    const adminContext = await browser.newContext({ baseURL: new URL(page.url()).origin });
    const adminPage = await adminContext.newPage();
    await signInBrowser(adminPage, admin);
    await adminPage.goto('/admin?tab=orders');
    const panel = adminPage.getByRole('tabpanel', { name: 'Orders' });
    await panel.getByRole('searchbox', { name: 'Search orders' }).fill(String(orderNumber));
    for (const [button, status] of [
      ['Mark paid', 'paid'],
      ['Mark fulfilled', 'fulfilled'],
    ] as const) {
      await panel.getByRole('button', { name: `${button} order #${orderNumber}` }).click();
      await adminPage.getByRole('alertdialog').getByRole('button', { name: button }).click();
      await expect(panel.getByRole('table', { name: 'Orders' }).getByText(status === 'paid' ? 'Paid' : 'Fulfilled', { exact: true })).toBeVisible();
    }
    await expect(panel.getByRole('button', { name: `Cancel order #${orderNumber}` })).toHaveCount(0);
    await adminContext.close();

    // The member is told live: the open Orders tab shows Fulfilled without a reload, and the notifications list the changes.
    await expect(order.getByText('Fulfilled', { exact: true })).toBeVisible();
    await page.goto('/notifications');
    await expect(page.getByText(`Order #${orderNumber} fulfilled`)).toBeVisible();
    await expect(page.getByText(`Order #${orderNumber} paid`)).toBeVisible();

    // Stock went down by what was bought.
    const after = await request.get(`/api/products/${board.id}`);
    expect(((await after.json()) as { data: { stock: number } }).data.stock).toBe(board.stock - 1);
  });

  test('empty states; the wishlist adds to the cart; a member cancels a placed order', async ({ page, request }) => {
    const admin = await adminSession(request);
    const kit = await createProduct(request, admin.token, { price_cents: 1550, stock: 4 });
    const member = await registerViaApi(request);
    await signInBrowser(page, member);

    await page.goto('/shop-cart');
    await expect(page.getByText('Your cart is empty')).toBeVisible();
    await page.getByRole('tab', { name: 'Wishlist (0)' }).click();
    await expect(page).toHaveURL(/tab=wishlist/);
    await expect(page.getByText('Your wishlist is empty')).toBeVisible();
    await page.getByRole('tab', { name: 'Orders (0)' }).click();
    await expect(page.getByText('No orders yet')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Browse products' })).toBeVisible();

    // /wishlist opens its tab; Add to Cart from it.
    expect((await request.put(`/api/wishlist/${kit.id}`, { headers: bearer(member.token) })).ok()).toBe(true);
    await page.goto('/wishlist');
    await expect(page.getByRole('tab', { name: 'Wishlist (1)' })).toHaveAttribute('aria-selected', 'true');
    // A second tab of the member follows the change without a reload.
    const other = await page.context().newPage();
    await other.goto('/shop-cart');
    await expect(other.getByRole('tab', { name: 'Cart (0)' })).toBeVisible();
    await page.getByRole('button', { name: `Add ${kit.name} to cart` }).click();
    await expect(page.getByText('Added 1 item(s) to cart!')).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Cart (1)' })).toBeVisible();
    await expect(other.getByRole('tab', { name: 'Cart (1)' })).toBeVisible();
    await expect(other.getByRole('banner').getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
    await other.close();
    await page.getByRole('button', { name: `Remove ${kit.name} from wishlist` }).click();
    await expect(page.getByText('Your wishlist is empty')).toBeVisible();

    // My Profile's Shopping Cart preview shows the same cart (SPEC §2 Rich profile page: lines with quantity, total).
    await page.goto('/profile');
    const preview = page.getByRole('region', { name: 'Shopping Cart' });
    await expect(preview.getByRole('link', { name: kit.name })).toBeVisible();
    await expect(preview.getByText('Qty 1')).toBeVisible();
    await expect(preview.getByText('$15.50').first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Wishlist' }).getByText('Your wishlist is empty')).toBeVisible();
    await page.goto('/shop-cart');

    // Checkout, then cancel the placed order: the stock comes back.
    await page.getByRole('tab', { name: 'Cart (1)' }).click();
    await page.getByRole('button', { name: 'Checkout', exact: true }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Place order' }).click();
    await expect(page.getByRole('tab', { name: 'Orders (1)' })).toHaveAttribute('aria-selected', 'true');
    expect(((await (await request.get(`/api/products/${kit.id}`)).json()) as { data: { stock: number } }).data.stock).toBe(3);
    await page.getByRole('button', { name: /^Cancel order/ }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel order' }).click();
    await expect(page.getByText('Cancelled', { exact: true })).toBeVisible();
    expect(((await (await request.get(`/api/products/${kit.id}`)).json()) as { data: { stock: number } }).data.stock).toBe(4);

    // Checkout with an empty cart says so.
    await page.goto('/shop-cart');
    await expect(page.getByText('Your cart is empty')).toBeVisible();
  });

  // Each page is loaded once and scanned in both themes at both widths in place (scanEveryWay). It loads in the
  // dark theme saved in local storage, so each load also shows the saved theme applied before the first paint.
  test('axe: /shop-cart and the admin Orders and Coupons tabs, light and dark, at 360 px and on a desktop', async ({ page, request }) => {
    // Five pages and a dialog, each with two full scans and two colour scans: the four tests' work that was one per theme and
    // width, less the reloads, in one test.
    test.setTimeout(360_000);
    const admin = await adminSession(request);
    const board = await createProduct(request, admin.token, { price_cents: 4200, stock: 3 });
    const code = await createCoupon(request, admin.token, [board.id], { type: 'fixed', discount: 500 });
    // The admin holds a cart with a coupon, a wishlist and an order, so every tab has content.
    const h = bearer(admin.token);
    expect((await request.delete('/api/cart', { headers: h })).ok()).toBe(true);
    expect((await request.post('/api/cart/items', { headers: h, data: { product_id: board.id, quantity: 1 } })).ok()).toBe(true);
    expect((await request.post('/api/orders', { headers: h, data: {} })).status()).toBe(201);
    expect((await request.post('/api/cart/items', { headers: h, data: { product_id: board.id, quantity: 2 } })).ok()).toBe(true);
    expect((await request.put('/api/cart/coupon', { headers: h, data: { code } })).ok()).toBe(true);
    expect((await request.put(`/api/wishlist/${board.id}`, { headers: h })).ok()).toBe(true);
    await signInBrowser(page, admin);
    const pages: [string, string][] = [
      ['/shop-cart', 'My Shop'],
      ['/shop-cart?tab=wishlist', 'My Shop'],
      ['/shop-cart?tab=orders', 'My Shop'],
      ['/admin?tab=orders', 'Admin Panel'],
      ['/admin?tab=coupons', 'Admin Panel'],
    ];
    await scanPagesEveryWay(page, pages, async (path) => {
      if (path === '/shop-cart') await expect(page.getByTestId('cart-total')).toBeVisible();
      if (path.endsWith('orders') && path.startsWith('/shop')) await expect(page.getByRole('heading', { name: /^Order #/ }).first()).toBeVisible();
      if (path.endsWith('wishlist')) await expect(page.getByRole('button', { name: `Add ${board.name} to cart` })).toBeVisible();
      if (path.startsWith('/admin')) await expect(page.getByRole('tabpanel').getByText(/Loading/)).toHaveCount(0);
    });
    // The coupon dialog too, opened on the Coupons tab already loaded.
    await page.getByRole('button', { name: 'Create Coupon' }).click();
    await expect(page.getByRole('dialog', { name: 'Create Coupon' })).toBeVisible();
    await expect(page.getByRole('dialog').getByRole('checkbox', { name: board.name })).toBeVisible();
    await scanEveryWay(page, 'the Create Coupon dialog');
  });
});
