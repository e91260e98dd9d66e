import { lazy, Suspense } from 'react';
import { useTheme } from '../lib/theme';

const SonnerToaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

/**
 * Toasts sit below the floating header (12 px + 64 px tall), never over its links (issue #10 §6): top centre, offset
 * past the header on every screen size.
 */
const BELOW_HEADER = { top: 88 };

/** The toast outlet, loaded after first paint. */
export function LazyToaster() {
  const { theme } = useTheme();
  return (
    <Suspense fallback={null}>
      <SonnerToaster theme={theme} position="top-center" offset={BELOW_HEADER} mobileOffset={BELOW_HEADER} closeButton />
    </Suspense>
  );
}
