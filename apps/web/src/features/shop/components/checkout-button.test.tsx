import type { Cart } from '@esdc/core/cart';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient } from '../../../lib/api-client';
import { SessionProvider, type SessionState } from '../../../lib/session';
import { notify } from '../../../lib/toast';
import { jsonResponse, validToken } from '../../../test/fixtures';
import { CheckoutButton } from './checkout-button';

vi.mock('../../../lib/toast', () => ({ notify: vi.fn(async () => {}) }));

const member: SessionState = {
  status: 'authenticated',
  token: validToken(),
  user: { id: 3, email: 'ada@example.com', username: 'ada', role: 'user', name: 'Ada' },
};
const anonymous: SessionState = { status: 'anonymous', token: null, user: null };

const cart: Cart = {
  items: [
    { product_id: 1, name: 'Dev Board', image: null, price_cents: 2499, stock: 3, quantity: 2, line_total_cents: 4748, discount_cents: 250, available: true },
  ],
  count: 2,
  subtotal_cents: 4998,
  discount_cents: 250,
  total_cents: 4748,
  coupon: { code: 'MAKER10', type: 'percentage', discount: 10, description: '' },
};
const empty: Cart = { items: [], count: 0, subtotal_cents: 0, discount_cents: 0, total_cents: 0, coupon: null };

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname} ${JSON.stringify(location.state)}`}</p>;
}

function renderButton(session: SessionState, value: Cart, onPlaced = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrap = (children: ReactNode) => (
    <SessionProvider initial={session}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/shop-cart']}>
          <Routes>
            <Route path="/shop-cart" element={children} />
            <Route path="/login" element={<Where />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </SessionProvider>
  );
  render(wrap(<CheckoutButton cart={value} isGuest={session.status !== 'authenticated'} onPlaced={onPlaced} />));
  return onPlaced;
}

beforeEach(() => {
  vi.mocked(notify).mockClear();
  configureApiClient({ getToken: () => member.token, onUnauthorized: () => {} });
});
afterEach(() => vi.unstubAllGlobals());

describe('CheckoutButton', () => {
  it("says 'Your cart is empty!' for an empty cart and calls nothing", async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderButton(member, empty);
    fireEvent.click(screen.getByRole('button', { name: 'Checkout' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('Your cart is empty!', 'error'));
    expect(fetch).not.toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('sends a guest to /login, to come back to /shop-cart', async () => {
    renderButton(anonymous, cart);
    fireEvent.click(screen.getByRole('button', { name: 'Sign in to Checkout' }));
    expect((await screen.findByTestId('where')).textContent).toBe('/login {"from":"/shop-cart"}');
  });

  it("confirms 'Proceed with checkout? Total: $47.48', places the order and reports it", async () => {
    const order = { id: 9, number: 9, status: 'placed' };
    const fetch = vi.fn(async () => jsonResponse(201, { success: true, data: order, message: 'Order placed successfully!' }));
    vi.stubGlobal('fetch', fetch);
    const onPlaced = renderButton(member, cart);
    fireEvent.click(screen.getByRole('button', { name: 'Checkout' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Proceed with checkout? Total: $47.48');
    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(onPlaced).toHaveBeenCalledWith(order));
    expect(notify).toHaveBeenCalledWith('Order placed successfully!', 'success');
    const [url, init] = fetch.mock.calls[0] as unknown as [URL, RequestInit];
    expect(new URL(String(url)).pathname).toBe('/api/orders');
    expect(init.method).toBe('POST');
    // The server re-prices: no price, no line is ever sent.
    expect(JSON.parse(String(init.body))).toEqual({});
  });

  it('shows OUT_OF_STOCK in the words of the server', async () => {
    const message = 'Not enough stock for "Dev Board"';
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(409, { success: false, message, error: { code: 'OUT_OF_STOCK' } })),
    );
    const onPlaced = renderButton(member, cart);
    fireEvent.click(screen.getByRole('button', { name: 'Checkout' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Place order' }));
    expect((await screen.findByRole('alert')).textContent).toContain(message);
    expect(notify).toHaveBeenCalledWith(message, 'error');
    expect(onPlaced).not.toHaveBeenCalled();
  });
});
