import { githubAvatarUrl } from '@esdc/core/display';

/*
 * How a member's picture shows (SPEC §3 User avatar default): their own image, else the code-host avatar of their
 * username. Lists and cards of every feature take it from here, through ./public.ts.
 */

/**
 * A member's avatar as projects, posts, events, courses and the shop show it: their own picture, else their GitHub
 * avatar, else null.
 * @returns an image URL, or null when the member has neither
 */
export const avatarOf = (u: { avatar_url: string | null; github_username: string | null }) => u.avatar_url ?? githubAvatarUrl(u.github_username);

/**
 * The avatar a board shows for a member (SPEC §3 User avatar default, §3 Leaderboard entry): their own
 * image, else the code-host avatar of their username, else '' (the web then shows their initials).
 * @param user the member's `avatar_url` and `github_username` columns
 * @returns an image URL, or ''
 */
export function memberAvatar(user: { avatar_url: string | null; github_username: string | null }): string {
  return user.avatar_url ?? githubAvatarUrl(user.github_username) ?? '';
}
