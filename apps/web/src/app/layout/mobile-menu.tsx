import { isBuiltPath, paths } from '@esdc/core/routes';
import { Bell, Moon, Search, Sun } from 'lucide-react';
import { NavLink } from 'react-router';
import { ComingSoonEntry } from '../../components/coming-soon';
import { FOCUS_SEARCH_STATE } from '../../features/search/lib/search-focus';
import { useFeatures } from '../../lib/features';
import { useTheme } from '../../lib/theme';
import { isBuiltLink, MAIN_LINKS, MORE_LINKS, visibleLinks, type NavItem } from './nav-links';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `flex h-11 items-center gap-3 rounded-xl px-3 text-sm font-semibold transition ${
    isActive ? 'bg-accent-soft text-accent-text' : 'text-fg hover:bg-surface-2'
  }`;

/** A menu link, or 'Coming soon' without a link for an area not built yet. */
function Entry({ item, onNavigate }: { item: NavItem; onNavigate: () => void }) {
  if (!isBuiltLink(item)) {
    return <ComingSoonEntry label={item.label} className="flex min-h-11 flex-wrap items-center gap-y-0.5 rounded-xl px-3 text-sm font-semibold text-muted" />;
  }
  return (
    <NavLink to={item.to} onClick={onNavigate} className={linkClass}>
      {item.label}
    </NavLink>
  );
}

/** A group of menu entries, two columns. */
function Entries({ items, onNavigate }: { items: readonly NavItem[]; onNavigate: () => void }) {
  return (
    <ul className="grid grid-cols-2 gap-1">
      {items.map((item) => (
        <li key={item.to}>
          <Entry item={item} onNavigate={onNavigate} />
        </li>
      ))}
    </ul>
  );
}

/**
 * The mobile menu panel (SPEC §2 Shared header "Mobile menu toggles"): every header link, the 'More'
 * links, search, notifications and the theme toggle. Links to switched-off features are left out; areas not built
 * yet read 'Coming soon' (notifications is left out until built). Search opens with its input focused.
 */
export function MobileMenu({ id, onNavigate }: { id: string; onNavigate: () => void }) {
  const { isEnabled } = useFeatures();
  const { theme, toggle } = useTheme();
  const ThemeIcon = theme === 'dark' ? Sun : Moon;
  return (
    <nav
      id={id}
      aria-label="Mobile"
      className="absolute inset-x-0 top-full z-50 mt-2 max-h-[calc(100svh-6rem)] overflow-y-auto rounded-[var(--radius-card)] border border-line bg-surface p-3 shadow-2xl"
    >
      <Entries items={visibleLinks(MAIN_LINKS, isEnabled)} onNavigate={onNavigate} />
      <p className="mb-1 mt-3 px-3 text-xs font-semibold uppercase tracking-wider text-muted">More</p>
      <Entries items={visibleLinks(MORE_LINKS, isEnabled)} onNavigate={onNavigate} />
      <div className="mt-3 grid grid-cols-2 gap-1 border-t border-line pt-3">
        {isBuiltPath(paths.search) ? (
          <NavLink to={paths.search} state={FOCUS_SEARCH_STATE} onClick={onNavigate} className={linkClass}>
            <Search className="size-4" aria-hidden="true" />
            Search
          </NavLink>
        ) : null}
        {isEnabled('notifications') && isBuiltPath(paths.notifications) ? (
          <NavLink to={paths.notifications} onClick={onNavigate} className={linkClass}>
            <Bell className="size-4" aria-hidden="true" />
            Notifications
          </NavLink>
        ) : null}
        <button type="button" onClick={toggle} className={linkClass({ isActive: false })}>
          <ThemeIcon className="size-4" aria-hidden="true" />
          {theme === 'dark' ? 'Light theme' : 'Dark theme'}
        </button>
      </div>
    </nav>
  );
}
