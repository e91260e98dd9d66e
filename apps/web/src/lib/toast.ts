/**
 * Toasts (DESIGN: accessible toasts in place of alert()). sonner is loaded on first use so it stays out
 * of the initial bundle; the <Toaster> is mounted lazily by the root layout (components/lazy-toaster.tsx), whose
 * region announces each toast politely to screen readers.
 */
type Kind = 'success' | 'error' | 'info';

/** More of a toast: a second line, and one action button (e.g. 'View'). */
export interface ToastOptions {
  description?: string;
  action?: { label: string; onClick: () => void };
}

/** Shows a toast; resolves once shown. */
export async function notify(message: string, kind: Kind = 'info', options: ToastOptions = {}): Promise<void> {
  const { toast } = await import('sonner');
  if (kind === 'success') toast.success(message, options);
  else if (kind === 'error') toast.error(message, options);
  else toast(message, options);
}

/** The success message a mutation's answer carries, if any (`{ message }`). */
function messageOf(result: unknown): string | undefined {
  const message = typeof result === 'object' && result !== null && 'message' in result ? result.message : undefined;
  return typeof message === 'string' ? message : undefined;
}

/**
 * The toasts of a change (SPEC §8 success and failure messages), as a mutation's callbacks: on success the server's
 * message, else `done`, then `then` (e.g. leave the deleted page); on failure the error's message, else `failed` (or
 * what `failed` makes of the error).
 * @param done the success text when the server sends none (e.g. 'Product deleted')
 * @param failed the failure text when the error has no message, or the failure text made from the error
 * @param then runs after a success
 * @returns `onSuccess` and `onError` for `mutate`
 */
export function notifyOutcome(done: string, failed: string | ((error: Error) => string), then?: () => void) {
  return {
    onSuccess: (result: unknown) => {
      void notify(messageOf(result) ?? done, 'success');
      then?.();
    },
    onError: (error: Error) => void notify(typeof failed === 'function' ? failed(error) : error.message || failed, 'error'),
  };
}
