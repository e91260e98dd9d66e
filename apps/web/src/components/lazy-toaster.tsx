import { lazy, Suspense } from 'react';
import { useTheme } from '../lib/theme';

const SonnerToaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

/**
 * Toasts sit below the floating header (12 px + 64 px tall), never over its links: top centre, offset
 * past the header on every screen size.
 */
const BELOW_HEADER = { top: 88 };

/**
 * The toast outlet, loaded after first paint.
 * @param top the distance from the top of the window in px: below the shared header by default (a page without the
 *   header, /notifications, passes its own)
 */
export function LazyToaster({ top = BELOW_HEADER.top }: { top?: number }) {
  const { theme } = useTheme();
  const offset = top === BELOW_HEADER.top ? BELOW_HEADER : { top };
  return (
    <Suspense fallback={null}>
      <SonnerToaster theme={theme} position="top-center" offset={offset} mobileOffset={offset} closeButton />
    </Suspense>
  );
}
