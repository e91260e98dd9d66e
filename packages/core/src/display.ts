import { AVATAR_INITIALS_MAX } from './constants.ts';

/**
 * Display name for the profile pop-up (SPEC §2 Profile pop-up): name, else username, else 'User'.
 */
export function popupDisplayName(user: { name?: string | null; username?: string | null } | null | undefined): string {
  return user?.name?.trim() || user?.username?.trim() || 'User';
}

/**
 * Display name (SPEC §3 User): username, else the part of the email before '@'.
 */
export function displayName(user: { username?: string | null; email?: string | null }): string {
  return user.username?.trim() || user.email?.split('@')[0] || 'User';
}

/**
 * Avatar fallback initials, up to two letters (SPEC §9), from a name or username.
 * @param name e.g. "Ada Lovelace"
 * @returns e.g. "AL"; "?" when nothing usable
 */
export function initials(name: string | null | undefined): string {
  const words = (name ?? '')
    .trim()
    .split(/[\s._-]+/)
    .filter(Boolean);
  if (words.length === 0) return '?';
  const letters = words.length === 1 ? [...words[0]!].slice(0, 1) : words.map((w) => [...w][0]);
  return letters.slice(0, AVATAR_INITIALS_MAX).join('').toUpperCase();
}

/**
 * Public code-host avatar for a username (SPEC §3 User avatar default).
 * @returns an image URL, or null without a username
 */
export function githubAvatarUrl(githubUsername: string | null | undefined): string | null {
  return githubUsername ? `https://github.com/${encodeURIComponent(githubUsername)}.png?size=160` : null;
}

/** Code-host profile page for a username. */
export function githubProfileUrl(githubUsername: string): string {
  return `https://github.com/${encodeURIComponent(githubUsername)}`;
}

/**
 * US English short date (SPEC §9), e.g. "Nov 22, 2026"; '' for an unparsable input.
 */
export function formatShortDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return d.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
}

/**
 * US English date with the long month (SPEC §9 "long month in profile"), e.g. "November 22, 2026".
 */
export function formatLongDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return d.toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
}
