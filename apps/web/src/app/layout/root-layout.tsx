import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { LazyToaster } from '../../components/lazy-toaster';
import { DockProvider } from './dock-state';
import { Footer } from './footer';
import { Header } from './header';
import { SideDock } from './side-dock';
import { useSearchShortcut } from './use-search-shortcut';
import { VerifyEmailSlot } from './verify-email-slot';

/**
 * Shared layout (SPEC §2 "Every page except notifications is wrapped in a shared header and footer"):
 * a skip link, the header, the side dock, the page in <main id="main">, the footer, the email-verification banner of
 * an unverified member, and the toasts.
 * A new page starts at the top unless the address names a section (#about ...). `/` opens the search.
 */
export function RootLayout() {
  const { pathname, hash } = useLocation();
  useSearchShortcut();

  useEffect(() => {
    if (!hash) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname, hash]);

  return (
    <DockProvider>
      <div className="flex min-h-svh flex-col">
        <a
          href="#main"
          onClick={(event) => {
            event.preventDefault();
            const main = document.getElementById('main');
            main?.focus({ preventScroll: true });
            main?.scrollIntoView({ block: 'start' });
          }}
          className="sr-only z-50 rounded-full bg-accent px-4 py-2 text-sm font-semibold text-accent-fg focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
        >
          Skip to content
        </a>
        <Header />
        <SideDock />
        {/* At least a screen tall, so the footer never shows (and then jumps away) while a page chunk loads. */}
        <main id="main" tabIndex={-1} className="min-h-dvh flex-1 outline-none">
          <VerifyEmailSlot />
          <Outlet />
        </main>
        <Footer />
        <LazyToaster />
      </div>
    </DockProvider>
  );
}
