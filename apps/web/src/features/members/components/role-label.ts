import type { UserRole } from '@esdc/core/user';

/** Display names of the roles (SPEC §4 User roles; §2 Community Members role filter: Admin, User, Moderator). */
export const ROLE_LABELS: Record<UserRole, string> = { admin: 'Admin', user: 'User', moderator: 'Moderator' };

/** Badge tone of a role: admins accent, moderators warning, members neutral. */
export function roleTone(role: UserRole): 'accent' | 'warning' | 'neutral' {
  return role === 'admin' ? 'accent' : role === 'moderator' ? 'warning' : 'neutral';
}
