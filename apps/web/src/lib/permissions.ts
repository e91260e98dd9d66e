import { can, type Action, type PermissionSubject } from '@esdc/core/permissions';
import type { SessionUser } from '@esdc/core/session';
import { useSession } from './session';

/**
 * Whether the signed-in user may do something, decided by core's `can()` (the one place permission rules
 * live), so the web never compares roles or owners by hand. A stored session is an active
 * account: the server answers 401 for any other, and a 401 clears the session (SPEC §4 Session).
 * @param user the session's user, or null when signed out
 * @param action what the page wants to offer
 * @param subject the owner of the thing acted on (an event's organisers, the event setting), where it matters
 * @returns whether to offer it (the server checks again)
 */
export function sessionCan(user: SessionUser | null | undefined, action: Action, subject: PermissionSubject = {}): boolean {
  if (!user) return false;
  return can({ id: user.id, role: user.role, status: 'active' }, action, subject);
}

/**
 * {@link sessionCan} for the current session.
 * @returns a function of (action, subject) answering whether the signed-in user may do it
 */
export function useCan(): (action: Action, subject?: PermissionSubject) => boolean {
  const session = useSession();
  const user = session.status === 'authenticated' ? session.user : null;
  return (action, subject) => sessionCan(user, action, subject);
}
