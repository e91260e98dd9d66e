import { paths } from '@esdc/core/routes';
import { ArrowLeft, Moon, Sun } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router';
import { LazyToaster } from '../../../components/lazy-toaster';
import { useTheme } from '../../../lib/theme';

/**
 * The frame of /notifications, which is shown without the shared header and footer (SPEC §2 Route table): a slim bar
 * with the way back to the site and the theme toggle, the page in <main id="main">, and the toasts (the shared layout's
 * toaster is not on this page).
 */
export function NotificationsShell({ title, children }: { title: string; children: ReactNode }) {
  const { theme, toggle } = useTheme();
  useEffect(() => {
    document.title = `${title} · ESDC Hub`;
  }, [title]);
  const ThemeIcon = theme === 'dark' ? Sun : Moon;
  return (
    <div className="flex min-h-svh flex-col">
      <header className="mx-auto flex w-full max-w-3xl items-center justify-between gap-3 px-4 pt-5 sm:px-6">
        <Link
          to={paths.home}
          className="inline-flex h-10 items-center gap-2 rounded-full border border-line bg-surface px-4 text-sm font-semibold text-fg shadow-[var(--shadow-card)] transition hover:bg-surface-2"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          Back to ESDC Hub
        </Link>
        <button
          type="button"
          onClick={toggle}
          aria-label={theme === 'dark' ? 'Switch to light theme' : 'Switch to dark theme'}
          className="inline-flex size-10 items-center justify-center rounded-full border border-line bg-surface text-muted transition hover:bg-surface-2 hover:text-fg"
        >
          <ThemeIcon className="size-[1.15rem]" aria-hidden="true" />
        </button>
      </header>
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-3xl flex-1 px-4 pb-16 pt-8 outline-none sm:px-6">
        {children}
      </main>
      <LazyToaster top={16} />
    </div>
  );
}
