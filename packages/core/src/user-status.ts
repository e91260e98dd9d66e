import type { UserRole, UserStatus } from './user.ts';

/** Longest suspension reason stored with a suspended account. */
export const SUSPENSION_REASON_MAX = 500;

/** Thrown when a status transition is refused; the message is the spec's (SPEC §4 User statuses). */
export class UserStatusError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UserStatusError';
  }
}

/**
 * Activates an account (SPEC §4 User statuses): refused when it is already active.
 * @param status the current status
 * @returns 'active'
 * @throws UserStatusError 'User is already active'
 */
export function activateUser(status: UserStatus): 'active' {
  if (status === 'active') throw new UserStatusError('User is already active');
  return 'active';
}

/**
 * Suspends an account with a reason (SPEC §4 User statuses): refused when it is already suspended;
 * the reason is required (it is stored and shown to the member when they try to sign in).
 * @param status the current status
 * @param reason why; blank counts as missing
 * @returns 'suspended'
 * @throws UserStatusError 'User is already suspended' | 'Suspension reason is required'
 */
export function suspendUser(status: UserStatus, reason: string | null | undefined): 'suspended' {
  if (status === 'suspended') throw new UserStatusError('User is already suspended');
  if (!reason || !reason.trim()) throw new UserStatusError('Suspension reason is required');
  return 'suspended';
}

/**
 * Deactivates an account (SPEC §4 User statuses): always allowed.
 * @param _status the current status (any)
 * @returns 'inactive'
 */
export function deactivateUser(_status: UserStatus): 'inactive' {
  return 'inactive';
}

/**
 * Moves an account to `next` through the SPEC §4 transitions: active → {@link activateUser},
 * suspended → {@link suspendUser}, inactive → {@link deactivateUser}, pending from any status.
 * Leaving 'suspended' clears the stored reason.
 * @param current the current status
 * @param next the requested status
 * @param reason the suspension reason (used only when suspending; trimmed)
 * @returns the new status and suspension reason to store
 * @throws UserStatusError with the spec's message
 */
export function changeUserStatus(current: UserStatus, next: UserStatus, reason?: string | null): { status: UserStatus; suspension_reason: string | null } {
  switch (next) {
    case 'active':
      return { status: activateUser(current), suspension_reason: null };
    case 'suspended':
      return { status: suspendUser(current, reason), suspension_reason: reason!.trim().slice(0, SUSPENSION_REASON_MAX) };
    case 'inactive':
      return { status: deactivateUser(current), suspension_reason: null };
    case 'pending':
      return { status: 'pending', suspension_reason: null };
  }
}

/**
 * Whether an account in this status keeps its sessions: suspended and inactive accounts are signed out
 * everywhere and their tokens get 401 (SPEC §4 User statuses).
 * @param status the account's status
 * @returns false for 'suspended' and 'inactive'
 */
export function statusKeepsSessions(status: UserStatus): boolean {
  return status !== 'suspended' && status !== 'inactive';
}

/** An account's role and status, as far as the last-admin rule cares. */
export interface AdminStanding {
  role: UserRole;
  status: UserStatus;
}

/**
 * The last-active-admin rule (SPEC §6): whether a change leaves the club without an active admin. True when the
 * account is an active admin now, is not one after the change (`next` null: the account is deleted), and no other
 * active admin exists.
 * @param current the account's role and status now
 * @param next its role and status after the change, or null when it is deleted
 * @param otherActiveAdmins how many other accounts are active admins (read under a row lock)
 */
export function removesLastActiveAdmin(current: AdminStanding, next: AdminStanding | null, otherActiveAdmins: number): boolean {
  const isActiveAdmin = (s: AdminStanding | null) => s !== null && s.role === 'admin' && s.status === 'active';
  return isActiveAdmin(current) && !isActiveAdmin(next) && otherActiveAdmins === 0;
}
