import { HEADER_HIDE_THRESHOLD_PX, HEADER_SCROLLED_THRESHOLD_PX } from '@esdc/core/constants';
import { isBuiltPath, paths } from '@esdc/core/routes';
import { Menu, Moon, Search, Sun, X } from 'lucide-react';
import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState, type RefObject } from 'react';
import { Link, NavLink } from 'react-router';
import { ComingSoonEntry } from '../../components/coming-soon';
import { FOCUS_SEARCH_STATE } from '../../features/search/lib/search-focus';
import { NotificationBell } from '../../features/notifications/components/notification-bell';
import { CartBadge } from '../../features/shop/components/cart-badge';
import { useFeatures } from '../../lib/features';
import { useSession } from '../../lib/session';
import { useTheme } from '../../lib/theme';
import { BrandLink } from './brand-link';
import { DockToggle } from './dock-toggle';
import { MoreMenu } from './more-menu';
import { isBuiltLink, MAIN_LINKS, MORE_LINKS, visibleLinks } from './nav-links';
import { ProfileMenu } from './profile-popup';
import { usePopoverDismiss } from './use-popover-dismiss';

/** The phone menu loads when first wanted (a touch, hover or focus of its button starts the download): not in the initial JavaScript. */
const loadMobileMenu = () => import('./mobile-menu');
const MobileMenu = lazy(() => loadMobileMenu().then((module) => ({ default: module.MobileMenu })));

/** Ignore scroll jitter smaller than this when deciding the direction. */
const SCROLL_DELTA_PX = 4;

/**
 * Hidden after scrolling down past 100 px, shown again on scrolling up; scrolled style above 10 px.
 * The header stays while keyboard focus is inside it, and `reveal` shows it when focus arrives.
 */
function useScrollState(headerRef: RefObject<HTMLElement | null>): { hidden: boolean; scrolled: boolean; reveal: () => void } {
  const [state, setState] = useState({ hidden: false, scrolled: false });
  useEffect(() => {
    let lastY = window.scrollY;
    let frame = 0;
    const update = () => {
      frame = 0;
      const y = Math.max(0, window.scrollY);
      const delta = y - lastY;
      const active = document.activeElement;
      const keyboardFocusInside = !!active && !!headerRef.current?.contains(active) && active.matches(':focus-visible');
      setState((prev) => {
        let hidden = prev.hidden;
        if (y <= HEADER_HIDE_THRESHOLD_PX || keyboardFocusInside) hidden = false;
        else if (delta > SCROLL_DELTA_PX) hidden = true;
        else if (delta < -SCROLL_DELTA_PX) hidden = false;
        const scrolled = y > HEADER_SCROLLED_THRESHOLD_PX;
        return hidden === prev.hidden && scrolled === prev.scrolled ? prev : { hidden, scrolled };
      });
      if (Math.abs(delta) > SCROLL_DELTA_PX || y <= HEADER_HIDE_THRESHOLD_PX) lastY = y;
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, [headerRef]);
  const reveal = useCallback(() => setState((prev) => (prev.hidden ? { ...prev, hidden: false } : prev)), []);
  return { ...state, reveal };
}

// 32 px on a phone, so a member's bell, cart, profile, dock toggle and menu fit beside the logo at 360 px.
const iconButtonClass =
  'relative inline-flex size-9 max-sm:size-8 shrink-0 items-center justify-center rounded-full text-muted transition hover:bg-surface-2 hover:text-fg';

/**
 * Shared header (SPEC §2 Shared header): a floating pill with the logo, main links, the 'More' menu,
 * search, notifications, cart with count badge, theme toggle, and 'Sign in' or the profile button.
 * Links to switched-off features disappear; links to areas not built yet read 'Coming soon' (icons are left out).
 * A server-rendered page is drawn signed out: for a member it shows a placeholder where the profile button goes, never
 * 'Sign in' (`session-member`, from public/theme-init.js before the first paint). At 768 px or narrower it holds the
 * dock's toggle.
 */
export function Header() {
  const { isEnabled } = useFeatures();
  const { status } = useSession();
  const { theme, toggle } = useTheme();
  const [menuOpen, setMenuOpen] = useState(false);
  const [moreOpen, setMoreOpen] = useState(false);
  const [profileOpen, setProfileOpen] = useState(false);
  const headerRef = useRef<HTMLElement>(null);
  const { hidden, scrolled, reveal } = useScrollState(headerRef);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  usePopoverDismiss(menuOpen, setMenuOpen, { inside: () => [headerRef.current], onEscape: () => toggleRef.current?.focus() });

  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const signedIn = status === 'authenticated';
  const showHidden = hidden && !menuOpen && !moreOpen && !profileOpen;
  const ThemeIcon = theme === 'dark' ? Sun : Moon;
  const mainLinks = visibleLinks(MAIN_LINKS, isEnabled);

  return (
    <header
      ref={headerRef}
      className="fixed inset-x-0 top-0 z-40 px-3 pt-3 transition-transform duration-300 ease-out sm:px-4"
      style={showHidden ? { transform: 'translateY(calc(-100% - 0.5rem))' } : undefined}
      onFocus={reveal}
    >
      <div
        className={`relative mx-auto flex max-w-6xl items-center gap-1 rounded-full border px-2 transition-all duration-300 sm:gap-2 sm:px-3 ${
          scrolled ? 'h-14 border-line bg-surface/95 shadow-[var(--shadow-card)] backdrop-blur-md' : 'h-16 border-line/70 bg-surface/80 backdrop-blur'
        }`}
      >
        <BrandLink className="mr-1 flex shrink-0 items-center gap-2 rounded-full py-1 pl-1 pr-2" nameClassName="text-base sm:text-lg" />

        <nav aria-label="Main" className="hidden items-center gap-0.5 lg:flex">
          <ul className="flex items-center gap-0.5">
            {mainLinks.map((item) => (
              <li key={item.to}>
                {isBuiltLink(item) ? (
                  <NavLink
                    to={item.to}
                    className={({ isActive }) =>
                      `inline-flex h-9 items-center rounded-full px-3 text-sm font-semibold transition ${
                        isActive ? 'bg-accent-soft text-accent-text' : 'text-muted hover:bg-surface-2 hover:text-fg'
                      }`
                    }
                  >
                    {item.label}
                  </NavLink>
                ) : (
                  <ComingSoonEntry stacked label={item.label} className="inline-flex h-9 items-center rounded-full px-3 text-sm font-semibold text-muted" />
                )}
              </li>
            ))}
          </ul>
          <MoreMenu items={visibleLinks(MORE_LINKS, isEnabled)} onOpenChange={setMoreOpen} />
        </nav>

        <div className="ml-auto flex items-center gap-0.5 sm:gap-1">
          {/* Icons of areas not built yet are left out until they land. */}
          {isBuiltPath(paths.search) ? (
            <Link
              to={paths.search}
              state={FOCUS_SEARCH_STATE}
              aria-label="Search"
              aria-keyshortcuts="/"
              title="Search (press /)"
              className={`${iconButtonClass} max-sm:hidden`}
            >
              <Search className="size-[1.15rem]" aria-hidden="true" />
            </Link>
          ) : null}
          {isEnabled('notifications') && isBuiltPath(paths.notifications) ? (
            // A member's bell (with the unread count) shows on every screen size, also while the app takes over a
            // server-rendered page (session-member); a visitor's only from 640 px.
            <NotificationBell className={signedIn ? iconButtonClass : `${iconButtonClass} max-sm:hidden max-sm:session-member:inline-flex`} />
          ) : null}
          {isEnabled('shop') && isBuiltPath(paths.cart) ? <CartBadge className={iconButtonClass} /> : null}
          <button
            type="button"
            onClick={toggle}
            aria-label={theme === 'dark' ? 'Switch to light theme' : 'Switch to dark theme'}
            className={`${iconButtonClass} max-sm:hidden`}
          >
            <ThemeIcon className="size-[1.15rem]" aria-hidden="true" />
          </button>
          <div className="ml-1 flex items-center">
            {signedIn ? (
              <ProfileMenu onOpenChange={setProfileOpen} />
            ) : (
              <>
                {/* A member's server-rendered page, before the app knows the session: where the profile button will be. */}
                <span aria-hidden="true" className="hidden size-[38px] rounded-full bg-surface-2 session-member:block" />
                <Link
                  to={paths.login}
                  className="inline-flex h-9 items-center rounded-full bg-accent px-3.5 text-sm font-semibold text-accent-fg transition hover:opacity-90 session-member:hidden sm:px-4"
                >
                  Sign in
                </Link>
              </>
            )}
          </div>
          <DockToggle className={iconButtonClass} />
          <button
            ref={toggleRef}
            type="button"
            onClick={() => setMenuOpen((o) => !o)}
            onPointerDown={() => void loadMobileMenu()}
            onPointerEnter={() => void loadMobileMenu()}
            onFocus={() => void loadMobileMenu()}
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            aria-expanded={menuOpen}
            aria-controls={menuOpen ? menuId : undefined}
            className={`${iconButtonClass} lg:hidden`}
          >
            {menuOpen ? <X className="size-5" aria-hidden="true" /> : <Menu className="size-5" aria-hidden="true" />}
          </button>
        </div>

        {menuOpen ? (
          <Suspense fallback={null}>
            <MobileMenu id={menuId} onNavigate={closeMenu} />
          </Suspense>
        ) : null}
      </div>
    </header>
  );
}
