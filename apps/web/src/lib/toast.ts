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
