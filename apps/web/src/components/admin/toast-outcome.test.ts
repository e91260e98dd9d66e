import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { notifyOutcome } from '../../lib/toast';
import { toastOutcome } from './toast-outcome';

const { success, error } = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast: Object.assign(vi.fn(), { success, error }) }));

/** The text of the last toast of a kind, once it has shown (the toast loads sonner first). */
async function lastToast(kind: typeof success) {
  await vi.waitFor(() => expect(kind).toHaveBeenCalled());
  const text = kind.mock.lastCall?.[0];
  kind.mockClear();
  return text;
}

beforeEach(() => {
  success.mockClear();
  error.mockClear();
});

describe('notifyOutcome', () => {
  it("toasts the server's message on success, else the fallback, then runs `then`", async () => {
    const then = vi.fn();
    const outcome = notifyOutcome('Product deleted', 'Failed to delete product', then);
    outcome.onSuccess({ message: 'Gone for good' });
    expect(await lastToast(success)).toBe('Gone for good');
    outcome.onSuccess(undefined);
    expect(await lastToast(success)).toBe('Product deleted');
    expect(then).toHaveBeenCalledTimes(2);
  });

  it("toasts the error's message on failure, else the fallback", async () => {
    const outcome = notifyOutcome('Product deleted', 'Failed to delete product');
    outcome.onError(new ApiError(404, 'Product not found'));
    expect(await lastToast(error)).toBe('Product not found');
    outcome.onError(new Error(''));
    expect(await lastToast(error)).toBe('Failed to delete product');
  });

  it("prefixes an admin failure with what failed (SPEC §8 '{prefix}: {error}')", async () => {
    toastOutcome('User deleted successfully', 'Failed to delete user').onError(new ApiError(404, 'User not found'));
    expect(await lastToast(error)).toBe('Failed to delete user: User not found');
  });
});
