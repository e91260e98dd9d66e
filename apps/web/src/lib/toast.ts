/**
 * Toasts (DESIGN: accessible toasts in place of alert()). sonner is loaded on first use so it stays out
 * of the initial bundle; the <Toaster> is mounted lazily by the root layout (components/lazy-toaster.tsx).
 */
type Kind = 'success' | 'error' | 'info';

/** Shows a toast; resolves once shown. */
export async function notify(message: string, kind: Kind = 'info'): Promise<void> {
  const { toast } = await import('sonner');
  if (kind === 'success') toast.success(message);
  else if (kind === 'error') toast.error(message);
  else toast(message);
}
