import { lazy, Suspense } from 'react';
import { useTheme } from '../lib/theme';

const SonnerToaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

/** The toast outlet, loaded after first paint. */
export function LazyToaster() {
  const { theme } = useTheme();
  return (
    <Suspense fallback={null}>
      <SonnerToaster theme={theme} position="top-center" closeButton />
    </Suspense>
  );
}
