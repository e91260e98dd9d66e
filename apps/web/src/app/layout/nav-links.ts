import type { FeatureKey } from '@esdc/core/features';
import { isBuiltPath, paths } from '@esdc/core/routes';
import { CalendarDays, GraduationCap, House, Settings, ShoppingBag, Trophy, Users, Wrench, type LucideIcon } from 'lucide-react';

/** A navigation link; `feature` names the switch that hides it when off (SPEC §2 Route table, Settings). */
export interface NavItem {
  label: string;
  to: string;
  feature?: FeatureKey;
}

/** A navigation link with an icon (side dock, profile tiles). */
export interface IconNavItem extends NavItem {
  icon: LucideIcon;
}

/** Main header links (SPEC §2 Shared header). */
export const MAIN_LINKS: readonly NavItem[] = [
  { label: 'Courses', to: paths.lms, feature: 'lms' },
  { label: 'Projects', to: paths.projects, feature: 'projects' },
  { label: 'Blog', to: paths.blog, feature: 'blog' },
  { label: 'Shop', to: paths.shop, feature: 'shop' },
  { label: 'Events', to: paths.events, feature: 'events' },
];

/** The header's 'More' menu (SPEC §2 Shared header). */
export const MORE_LINKS: readonly NavItem[] = [
  { label: 'Planning', to: paths.planning },
  { label: 'Mentorship', to: paths.mentorship },
  { label: 'Hackathons', to: paths.hackathons },
  { label: 'Workshops', to: paths.workshops },
  { label: 'Forum', to: paths.forum },
  { label: 'Chatroom', to: paths.chatroom, feature: 'chatroom' },
  { label: 'Documentation', to: paths.docs },
];

/** Side dock entries (SPEC §2 Side dock). */
export const DOCK_LINKS: readonly IconNavItem[] = [
  { label: 'Home', to: paths.home, icon: House },
  { label: 'Projects', to: paths.projects, feature: 'projects', icon: Wrench },
  { label: 'Events', to: paths.events, feature: 'events', icon: CalendarDays },
  { label: 'Shop', to: paths.shop, feature: 'shop', icon: ShoppingBag },
  { label: 'LMS', to: paths.lms, feature: 'lms', icon: GraduationCap },
  { label: 'Leaderboard', to: paths.leaderboard, feature: 'leaderboard', icon: Trophy },
  { label: 'Users', to: paths.users, icon: Users },
  { label: 'Settings', to: paths.settings, icon: Settings },
];

/** Footer resource links inside the app (SPEC §2 Footer; the build guide, which no spec menu lists, joins them). */
export const FOOTER_RESOURCE_LINKS: readonly NavItem[] = [
  { label: 'Documentation', to: paths.docs },
  { label: 'Tutorials', to: paths.lms, feature: 'lms' },
  { label: 'Blog', to: paths.blog, feature: 'blog' },
  { label: 'Build Guide', to: paths.build },
];

/** Landing sections the footer's quick links scroll to (SPEC §2 Footer). */
export const FOOTER_SECTIONS: readonly { label: string; id: string; feature?: FeatureKey }[] = [
  { label: 'About', id: 'about' },
  { label: 'Projects', id: 'projects', feature: 'projects' },
  { label: 'Team', id: 'team' },
  { label: 'Contact', id: 'contact' },
];

/**
 * Whether a link's area is built (the `built` flag of packages/core/src/routes.ts). An entry that is not shows as
 * 'Coming soon' without a link, or is left out where there is no room for the words (icons, dock, pop-up tiles).
 */
export function isBuiltLink(item: NavItem): boolean {
  return isBuiltPath(item.to);
}

/** Keeps the links whose feature is on (links to a switched-off feature disappear). */
export function visibleLinks<T extends NavItem>(items: readonly T[], isEnabled: (key: FeatureKey) => boolean): T[] {
  return items.filter((item) => !item.feature || isEnabled(item.feature));
}
