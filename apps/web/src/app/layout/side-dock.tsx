import { DOCK_AUTO_HIDE_MS } from '@esdc/core/constants';
import { useEffect, useRef, useState } from 'react';
import { NavLink } from 'react-router';
import { useFeatures } from '../../lib/features';
import { useDock } from './dock-state';
import { DOCK_LINKS, isBuiltLink, visibleLinks } from './nav-links';
import { MOBILE_QUERY, useMediaQuery } from './use-media-query';

/**
 * Side dock (SPEC §2 Side dock): a left icon dock that highlights the current route and shows a tooltip
 * on hover or focus; icons of switched-off features and of areas not built yet are left out. At 768 px or narrower it
 * shows first (as a bottom bar), hides after 3 s (not while pointed at or focused), and the header's toggle
 * (dock-toggle.tsx) brings it back; wider screens always show it on the left, 56 px wide, so content in the page column
 * (components/page-container.tsx) never sits under it.
 */
export function SideDock() {
  const { isEnabled } = useFeatures();
  const isMobile = useMediaQuery(MOBILE_QUERY);
  const { dockId, shown, hide, takeFocusRequest } = useDock();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const navRef = useRef<HTMLElement>(null);

  const visible = !isMobile || shown;

  useEffect(() => {
    if (!isMobile || !shown || hovered || focused) return;
    const timer = window.setTimeout(hide, DOCK_AUTO_HIDE_MS);
    return () => window.clearTimeout(timer);
  }, [isMobile, shown, hovered, focused, hide]);

  useEffect(() => {
    if (visible && takeFocusRequest()) navRef.current?.querySelector<HTMLAnchorElement>('a')?.focus();
  }, [visible, takeFocusRequest]);

  return (
    <nav
      ref={navRef}
      id={dockId}
      aria-label="Dock"
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!navRef.current?.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
      className={`fixed z-30 rounded-2xl border border-line bg-surface/90 p-1.5 shadow-[var(--shadow-card)] backdrop-blur duration-300 ${
        // On phones the dock is a bottom bar, so while it shows it never covers the text column. The layout is
        // decided in CSS (`wide:`), so the server-rendered page has it before any script runs.
        'bottom-3 left-1/2 -translate-x-1/2 wide:bottom-auto wide:left-3 wide:top-1/2 wide:w-14 wide:translate-x-0 wide:-translate-y-1/2'
      } ${
        // Visibility switches at once when showing (so focus can move in) and after the slide when hiding.
        visible
          ? 'visible translate-y-0 opacity-100 transition-[translate,opacity]'
          : 'invisible translate-y-[calc(100%+1rem)] opacity-0 transition-[translate,opacity,visibility]'
      }`}
    >
      <ul className="flex flex-row gap-1 wide:flex-col">
        {visibleLinks(DOCK_LINKS, isEnabled)
          .filter(isBuiltLink)
          .map(({ label, to, icon: Icon }) => (
            <li key={to}>
              <NavLink
                to={to}
                end={to === '/'}
                aria-label={label}
                className={({ isActive }) =>
                  `group relative flex size-10 items-center justify-center rounded-xl transition wide:size-11 ${
                    isActive ? 'bg-accent text-accent-fg' : 'text-muted hover:bg-surface-2 hover:text-fg'
                  }`
                }
              >
                <Icon className="size-5" aria-hidden="true" />
                <span
                  aria-hidden="true"
                  // On the bottom bar the tooltips of the outer icons reach past the screen's edge: there they are
                  // not laid out at all until shown, so they never make the page scroll sideways.
                  className={[
                    'pointer-events-none absolute whitespace-nowrap rounded-lg bg-fg px-2.5 py-1 text-xs font-semibold text-bg shadow-lg',
                    'bottom-full left-1/2 mb-2 hidden -translate-x-1/2 group-hover:block group-focus-visible:block',
                    'wide:bottom-auto wide:left-full wide:top-1/2 wide:mb-0 wide:ml-3 wide:block wide:translate-x-0 wide:-translate-y-1/2',
                    'wide:opacity-0 wide:transition-opacity wide:group-hover:opacity-100 wide:group-focus-visible:opacity-100',
                  ].join(' ')}
                >
                  {label}
                </span>
              </NavLink>
            </li>
          ))}
      </ul>
    </nav>
  );
}
