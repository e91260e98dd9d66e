import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionProvider, type SessionState } from '../../../lib/session';
import { readStorage, storageKeys, writeStorage } from '../../../lib/storage';
import { jsonResponse, validToken } from '../../../test/fixtures';
import { configureApiClient } from '../../../lib/api-client';
import { useAddToCart, useApplyCoupon, useCart, useClearCart, useRemoveCoupon, useRemoveFromCart, useSetCartQuantity, type Cart } from './cart';
import { guestCartCount, readGuestCart } from '../../../lib/shop/cart-storage';
import { useIsWishlisted, useToggleWishlist, useWishlist } from './wishlist';

const anonymous: SessionState = { status: 'anonymous', token: null, user: null };
const member: SessionState = {
  status: 'authenticated',
  token: validToken(),
  user: { id: 7, email: 'ada@example.com', username: 'ada', role: 'user', name: 'Ada' },
};

const board = { id: 1, name: 'Dev Board', image: '/a.png', price_cents: 2499, stock: 3 };
const sensor = { id: 2, name: 'Sensor', image: null, price_cents: 1000, stock: 10 };

interface Call {
  path: string;
  method: string;
  body: unknown;
}

function stubFetch(answer: (call: Call) => Response): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (input: URL | string, init: RequestInit = {}) => {
    const call = {
      path: new URL(String(input)).pathname,
      method: init.method ?? 'GET',
      body: init.body === undefined ? undefined : JSON.parse(String(init.body)),
    };
    calls.push(call);
    return answer(call);
  });
  return calls;
}

function wrapper(session: SessionState) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return ({ children }: { children: ReactNode }) => (
    <SessionProvider initial={session}>
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </SessionProvider>
  );
}

function useEverything() {
  return {
    state: useCart(),
    add: useAddToCart(),
    set: useSetCartQuantity(),
    remove: useRemoveFromCart(),
    clear: useClearCart(),
    apply: useApplyCoupon(),
    unapply: useRemoveCoupon(),
  };
}

/** Runs a mutation inside act and lets the query cache's batched notifications (a 0 ms timer) reach the hooks. */
async function run<T>(fn: () => Promise<T>): Promise<T> {
  let out: T;
  await act(async () => {
    try {
      out = await fn();
    } finally {
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  });
  return out!;
}

beforeEach(() => {
  window.localStorage.clear();
  configureApiClient({ getToken: () => null, onUnauthorized: () => {} });
});
afterEach(() => vi.unstubAllGlobals());

describe('guest cart (local storage, core cart math)', () => {
  it('adds, raises an existing line by the quantity, caps at stock, counts and totals', async () => {
    const { result } = renderHook(useEverything, { wrapper: wrapper(anonymous) });
    await run(() => result.current.add.mutateAsync({ product: board }));
    await run(() => result.current.add.mutateAsync({ product: sensor, quantity: 2 }));
    await run(() => result.current.add.mutateAsync({ product: board }));
    await waitFor(() => expect(result.current.state.cart.count).toBe(4));
    const cart = result.current.state.cart;
    expect(cart.items.map((l) => [l.product_id, l.quantity])).toEqual([
      [1, 2],
      [2, 2],
    ]);
    expect(cart.count).toBe(4);
    expect(cart.subtotal_cents).toBe(2 * 2499 + 2 * 1000);
    expect(cart.total_cents).toBe(cart.subtotal_cents);
    // Capped at the stock (3).
    await run(() => result.current.add.mutateAsync({ product: board, quantity: 5 }));
    await waitFor(() => expect(result.current.state.cart.items[0]!.quantity).toBe(3));
    expect(guestCartCount()).toBe(5);
  });

  it('refuses a product at stock 0 and changes nothing', async () => {
    const { result } = renderHook(useEverything, { wrapper: wrapper(anonymous) });
    await expect(run(() => result.current.add.mutateAsync({ product: { ...board, stock: 0 } }))).rejects.toThrow(/out of stock/i);
    expect(readStorage(storageKeys.cart)).toBeNull();
  });

  it('sets quantities (0 or less removes), removes and clears', async () => {
    const { result } = renderHook(useEverything, { wrapper: wrapper(anonymous) });
    await run(() => result.current.add.mutateAsync({ product: board }));
    await run(() => result.current.add.mutateAsync({ product: sensor }));
    await run(() => result.current.set.mutateAsync({ product_id: 2, quantity: 4 }));
    expect(result.current.state.cart.count).toBe(5);
    await run(() => result.current.set.mutateAsync({ product_id: 2, quantity: 0 }));
    expect(result.current.state.cart.items.map((l) => l.product_id)).toEqual([1]);
    await run(() => result.current.set.mutateAsync({ product_id: 1, quantity: -3 }));
    await waitFor(() => expect(result.current.state.cart.items).toEqual([]));
    await run(() => result.current.add.mutateAsync({ product: sensor }));
    await run(() => result.current.remove.mutateAsync({ product_id: 2 }));
    expect(result.current.state.cart.count).toBe(0);
    await run(() => result.current.add.mutateAsync({ product: sensor }));
    await run(() => result.current.clear.mutateAsync());
    expect(result.current.state.cart.count).toBe(0);
    expect(readStorage(storageKeys.cart)).toBeNull();
  });

  it('applies one coupon at a time, only to the products it lists, and removes it', async () => {
    const coupons: Record<string, unknown> = {
      MAKER10: { code: 'MAKER10', type: 'percentage', discount: 10, description: '10% off boards', product_ids: [1] },
      FIVE: { code: 'FIVE', type: 'fixed', discount: 500, description: '$5 off sensors', product_ids: [2] },
    };
    stubFetch((call) => {
      const code = call.path.split('/').pop()!;
      return coupons[code]
        ? jsonResponse(200, { success: true, data: coupons[code] })
        : jsonResponse(404, { success: false, message: 'Invalid coupon code', error: { code: 'INVALID_COUPON' } });
    });
    const { result } = renderHook(useEverything, { wrapper: wrapper(anonymous) });
    await run(() => result.current.add.mutateAsync({ product: board, quantity: 2 }));
    await run(() => result.current.add.mutateAsync({ product: sensor }));
    await run(() => result.current.apply.mutateAsync({ code: 'maker10' }));
    let cart = result.current.state.cart;
    expect(cart.coupon?.code).toBe('MAKER10');
    expect(cart.discount_cents).toBe(2 * 250); // round(2499 × 10 / 100) per unit
    expect(cart.items[1]!.discount_cents).toBe(0);
    expect(cart.total_cents).toBe(2 * 2499 + 1000 - 500);
    await run(() => result.current.apply.mutateAsync({ code: 'FIVE' }));
    cart = result.current.state.cart;
    expect(cart.coupon?.code).toBe('FIVE');
    expect(cart.discount_cents).toBe(500);
    await expect(run(() => result.current.apply.mutateAsync({ code: 'NOPE' }))).rejects.toThrow('Invalid coupon code');
    // A coupon may be applied before its products are in the cart (the product page's Apply): it discounts nothing yet.
    coupons.KITS = { code: 'KITS', type: 'fixed', discount: 100, description: '', product_ids: [99] };
    await run(() => result.current.apply.mutateAsync({ code: 'KITS' }));
    cart = result.current.state.cart;
    expect(cart.coupon?.code).toBe('KITS');
    expect(cart.discount_cents).toBe(0);
    expect(cart.total_cents).toBe(2 * 2499 + 1000);
    await run(() => result.current.apply.mutateAsync({ code: 'FIVE' }));
    expect(result.current.state.cart.coupon?.code).toBe('FIVE');
    await run(() => result.current.unapply.mutateAsync());
    expect(result.current.state.cart.coupon).toBeNull();
    expect(readGuestCart().coupon).toBeNull();
  });

  it('follows a change another tab made (storage event) and reads the SPEC list shape', async () => {
    const { result } = renderHook(useEverything, { wrapper: wrapper(anonymous) });
    await waitFor(() => expect(result.current.state.isPending).toBe(false));
    writeStorage(storageKeys.cart, JSON.stringify([{ product_id: 5, name: 'Kit', image: null, price_cents: 100, stock: 9, quantity: 3 }]));
    act(() => void window.dispatchEvent(new StorageEvent('storage', { key: storageKeys.cart })));
    await waitFor(() => expect(result.current.state.cart.count).toBe(3));
    expect(result.current.state.cart.total_cents).toBe(300);
  });
});

describe('guest wishlist', () => {
  it('toggles, ignores duplicates and says whether a product is listed', async () => {
    const { result } = renderHook(() => ({ list: useWishlist(), toggle: useToggleWishlist(), listed: useIsWishlisted(1) }), { wrapper: wrapper(anonymous) });
    await run(() => result.current.toggle.mutateAsync({ product: board }));
    await run(() => result.current.toggle.mutateAsync({ product: board, wishlisted: true }));
    expect(result.current.list.items.map((i) => i.id)).toEqual([1]);
    expect(result.current.listed).toBe(true);
    await run(() => result.current.toggle.mutateAsync({ product: board }));
    expect(result.current.listed).toBe(false);
    expect(readStorage(storageKeys.wishlist)).toBeNull();
  });
});

describe('member cart (server)', () => {
  const serverCart: Cart = {
    items: [
      { product_id: 1, name: 'Dev Board', image: null, price_cents: 2499, stock: 3, quantity: 1, line_total_cents: 2499, discount_cents: 0, available: true },
    ],
    count: 1,
    subtotal_cents: 2499,
    discount_cents: 0,
    total_cents: 2499,
    coupon: null,
  };

  it('reads GET /api/cart and sends each change to its endpoint, never a price', async () => {
    const calls = stubFetch(() => jsonResponse(200, { success: true, data: serverCart }));
    const { result } = renderHook(useEverything, { wrapper: wrapper(member) });
    await waitFor(() => expect(result.current.state.cart.count).toBe(1));
    expect(result.current.state.isGuest).toBe(false);
    await run(() => result.current.add.mutateAsync({ product: board, quantity: 2 }));
    await run(() => result.current.set.mutateAsync({ product_id: 1, quantity: 0 }));
    await run(() => result.current.remove.mutateAsync({ product_id: 1 }));
    await run(() => result.current.clear.mutateAsync());
    await run(() => result.current.apply.mutateAsync({ code: ' maker10 ' }));
    await run(() => result.current.unapply.mutateAsync());
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'GET /api/cart',
      'POST /api/cart/items',
      'PATCH /api/cart/items/1',
      'DELETE /api/cart/items/1',
      'DELETE /api/cart',
      'PUT /api/cart/coupon',
      'DELETE /api/cart/coupon',
    ]);
    expect(calls[1]!.body).toEqual({ product_id: 1, quantity: 2 });
    expect(calls[2]!.body).toEqual({ quantity: 0 });
    expect(calls[5]!.body).toEqual({ code: 'MAKER10' });
    expect(readStorage(storageKeys.cart)).toBeNull();
  });

  it('merges a guest cart and wishlist left in this browser once, then clears the local copies', async () => {
    writeStorage(
      storageKeys.cart,
      JSON.stringify({ items: [{ product_id: 2, name: 'Sensor', image: null, price_cents: 1000, stock: 10, quantity: 2 }], coupon: null }),
    );
    writeStorage(storageKeys.wishlist, JSON.stringify([{ id: 1, name: 'Dev Board', image: null, price_cents: 2499, stock: 3 }]));
    const merged: Cart = { ...serverCart, count: 3 };
    const calls = stubFetch((call) =>
      call.path === '/api/wishlist'
        ? jsonResponse(200, { success: true, data: { items: [] } })
        : jsonResponse(200, { success: true, data: call.path === '/api/cart/merge' ? merged : serverCart }),
    );
    const { result } = renderHook(() => useCart(), { wrapper: wrapper(member) });
    await waitFor(() => expect(result.current.cart.count).toBe(3));
    const merges = calls.filter((c) => c.path === '/api/cart/merge');
    expect(merges).toHaveLength(1);
    expect(merges[0]!.body).toEqual({ items: [{ product_id: 2, quantity: 2 }], wishlist: [1] });
    expect(readStorage(storageKeys.cart)).toBeNull();
    expect(readStorage(storageKeys.wishlist)).toBeNull();
  });
});
