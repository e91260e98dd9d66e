import { popupDisplayName } from '@esdc/core/display';
import type { FeatureKey } from '@esdc/core/features';
import { isBuiltPath, paths } from '@esdc/core/routes';
import {
  Bell,
  ChevronRight,
  FolderKanban,
  Gamepad2,
  LayoutDashboard,
  LogOut,
  Moon,
  Package,
  Settings,
  Sun,
  Target,
  Trophy,
  UserRound,
  UsersRound,
  type LucideIcon,
} from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { Avatar } from '../../components/avatar';
import { useFeatures } from '../../lib/features';
import { useSession } from '../../lib/session';
import { useTheme } from '../../lib/theme';

interface Tile {
  label: string;
  to: string;
  icon: LucideIcon;
  feature?: FeatureKey;
}

const TILES: readonly Tile[] = [
  { label: 'Profile', to: paths.profile, icon: UserRound },
  { label: 'Dashboard', to: paths.dashboard, icon: LayoutDashboard },
  { label: 'Leaderboard', to: paths.leaderboard, icon: Trophy, feature: 'leaderboard' },
  { label: 'Challenges', to: paths.challenges, icon: Target, feature: 'challenges' },
  { label: 'Games', to: paths.games, icon: Gamepad2, feature: 'games' },
  { label: 'Notifications', to: paths.notifications, icon: Bell, feature: 'notifications' },
  { label: 'Settings', to: paths.settings, icon: Settings },
];

const QUICK_LINKS: readonly (Tile & { description: string })[] = [
  { label: 'My Projects', description: 'View and manage your projects', to: paths.myProjects, icon: FolderKanban, feature: 'projects' },
  { label: 'My Products', description: 'Manage your products and sales', to: paths.myProducts, icon: Package, feature: 'products' },
  { label: 'Community Projects', description: 'Explore community projects', to: paths.communityProjects, icon: UsersRound, feature: 'projects' },
];

/** A tile or quick link is shown while its feature is on and its area is built. */
const shown = (isEnabled: (key: FeatureKey) => boolean) => (t: Tile) => (!t.feature || isEnabled(t.feature)) && isBuiltPath(t.to);

const tileClass =
  'flex min-w-0 flex-col items-center gap-1.5 rounded-xl border border-line bg-surface px-1 py-2.5 text-center text-xs font-semibold leading-tight sm:text-[0.6875rem] text-fg transition hover:border-accent hover:bg-accent-soft hover:text-accent-text';

/**
 * The profile pop-up's content (SPEC §2 Profile pop-up): avatar, display name, email, role badge (default
 * 'member'), tiles, Quick Links and Logout; tiles and links of switched-off features or of areas not built yet
 * are left out. Loaded on first open to keep it out of the initial bundle.
 */
export default function ProfilePanel({ onClose }: { onClose: () => void }) {
  const { user, logout } = useSession();
  const { theme, toggle } = useTheme();
  const { isEnabled } = useFeatures();
  const navigate = useNavigate();
  if (!user) return null;
  const name = popupDisplayName(user);

  const onLogout = async () => {
    onClose();
    await logout();
    navigate(paths.home);
  };

  const nextTheme = theme === 'dark' ? 'light' : 'dark';
  const ThemeIcon = theme === 'dark' ? Sun : Moon;

  return (
    <>
      <div className="flex items-center gap-3">
        <span aria-hidden="true">
          <Avatar name={name} size={48} />
        </span>
        <div className="min-w-0 flex-1">
          <p className="truncate font-bold">{name}</p>
          <p className="truncate text-sm text-muted">{user.email}</p>
        </div>
        <span className="rounded-full bg-accent-soft px-2.5 py-0.5 text-xs font-semibold capitalize text-accent-text">{user.role || 'member'}</span>
      </div>

      <ul className="mt-4 grid grid-cols-3 gap-2 sm:grid-cols-4" aria-label="Shortcuts">
        <li>
          <button type="button" onClick={toggle} aria-label={`Theme: switch to ${nextTheme}`} className={`${tileClass} w-full`}>
            <ThemeIcon className="size-5" aria-hidden="true" />
            Theme
          </button>
        </li>
        {TILES.filter(shown(isEnabled)).map(({ label, to, icon: Icon }) => (
          <li key={to}>
            <Link to={to} onClick={onClose} className={tileClass}>
              <Icon className="size-5" aria-hidden="true" />
              <span className="max-w-full truncate">{label}</span>
            </Link>
          </li>
        ))}
      </ul>

      {QUICK_LINKS.some(shown(isEnabled)) ? (
        <div className="mt-4">
          <p className="mb-2 text-xs font-semibold uppercase tracking-wider text-muted">Quick Links</p>
          <ul className="space-y-1">
            {QUICK_LINKS.filter(shown(isEnabled)).map(({ label, description, to, icon: Icon }) => (
              <li key={to}>
                <Link to={to} onClick={onClose} className="flex items-center gap-3 rounded-xl px-2 py-2 transition hover:bg-surface-2">
                  <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-accent-soft text-accent-text" aria-hidden="true">
                    <Icon className="size-4" />
                  </span>
                  <span className="min-w-0 flex-1">
                    <span className="block text-sm font-semibold">{label}</span>
                    <span className="block truncate text-xs text-muted">{description}</span>
                  </span>
                  <ChevronRight className="size-4 text-muted" aria-hidden="true" />
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      <button
        type="button"
        onClick={onLogout}
        className="mt-4 flex h-10 w-full items-center justify-center gap-2 rounded-full border border-line text-sm font-semibold text-danger transition hover:bg-danger-soft"
      >
        <LogOut className="size-4" aria-hidden="true" />
        Logout
      </button>
    </>
  );
}
