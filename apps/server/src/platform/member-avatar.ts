import { githubAvatarUrl } from '@esdc/core/display';

/**
 * The avatar a board shows for a member (SPEC §3 User avatar default, §3 Leaderboard entry): their own
 * image, else the code-host avatar of their username, else '' (the web then shows their initials).
 * @param user the member's `avatar_url` and `github_username` columns
 * @returns an image URL, or ''
 */
export function memberAvatar(user: { avatar_url: string | null; github_username: string | null }): string {
  return user.avatar_url ?? githubAvatarUrl(user.github_username) ?? '';
}
