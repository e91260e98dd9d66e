import { describe, expect, it } from 'vitest';
import { USER_STATUSES, type UserStatus } from './user.ts';
import {
  activateUser,
  changeUserStatus,
  removesLastActiveAdmin,
  deactivateUser,
  statusKeepsSessions,
  suspendUser,
  SUSPENSION_REASON_MAX,
  UserStatusError,
} from './user-status.ts';

/** The error a call throws (fails the test when it does not throw). */
function thrown(fn: () => unknown): UserStatusError {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(UserStatusError);
    return error as UserStatusError;
  }
  throw new Error('expected a UserStatusError');
}

const notActive = USER_STATUSES.filter((s) => s !== 'active');
const notSuspended = USER_STATUSES.filter((s) => s !== 'suspended');

describe('activateUser', () => {
  it.each(notActive)('activates a %s account', (status) => {
    expect(activateUser(status)).toBe('active');
  });

  it("refuses an active account with 'User is already active'", () => {
    const error = thrown(() => activateUser('active'));
    expect(error.message).toBe('User is already active');
    expect(error.name).toBe('UserStatusError');
  });
});

describe('suspendUser', () => {
  it.each(notSuspended)('suspends a %s account with a reason', (status) => {
    expect(suspendUser(status, 'Spam in the forum')).toBe('suspended');
  });

  it("refuses a suspended account with 'User is already suspended'", () => {
    expect(thrown(() => suspendUser('suspended', 'Again')).message).toBe('User is already suspended');
  });

  it.each([undefined, null, '', '   '])("requires a reason: %j gives 'Suspension reason is required'", (reason) => {
    expect(thrown(() => suspendUser('active', reason)).message).toBe('Suspension reason is required');
  });
});

describe('deactivateUser', () => {
  it.each(USER_STATUSES)('deactivates from %s, always', (status) => {
    expect(deactivateUser(status)).toBe('inactive');
  });
});

describe('changeUserStatus: every transition', () => {
  const table: [UserStatus, UserStatus, { status: UserStatus; suspension_reason: string | null } | string][] = [];
  for (const from of USER_STATUSES) {
    table.push([from, 'active', from === 'active' ? 'User is already active' : { status: 'active', suspension_reason: null }]);
    table.push([from, 'suspended', from === 'suspended' ? 'User is already suspended' : { status: 'suspended', suspension_reason: 'Broke the rules' }]);
    table.push([from, 'inactive', { status: 'inactive', suspension_reason: null }]);
    table.push([from, 'pending', { status: 'pending', suspension_reason: null }]);
  }

  it.each(table)('%s → %s', (from, to, expected) => {
    if (typeof expected === 'string') expect(thrown(() => changeUserStatus(from, to, '  Broke the rules  ')).message).toBe(expected);
    else expect(changeUserStatus(from, to, '  Broke the rules  ')).toEqual(expected);
  });

  it('suspending without a reason is refused', () => {
    expect(thrown(() => changeUserStatus('active', 'suspended')).message).toBe('Suspension reason is required');
    expect(thrown(() => changeUserStatus('pending', 'suspended', ' ')).message).toBe('Suspension reason is required');
  });

  it('keeps at most the maximum length of a reason', () => {
    const long = 'x'.repeat(SUSPENSION_REASON_MAX + 10);
    expect(changeUserStatus('active', 'suspended', long).suspension_reason).toHaveLength(SUSPENSION_REASON_MAX);
  });
});

describe('statusKeepsSessions', () => {
  it('signs suspended and inactive accounts out; active and pending keep their sessions', () => {
    expect(statusKeepsSessions('suspended')).toBe(false);
    expect(statusKeepsSessions('inactive')).toBe(false);
    expect(statusKeepsSessions('active')).toBe(true);
    expect(statusKeepsSessions('pending')).toBe(true);
  });
});

describe('removesLastActiveAdmin', () => {
  const admin = { role: 'admin', status: 'active' } as const;
  it('is true only when the last active admin stops being one', () => {
    expect(removesLastActiveAdmin(admin, { role: 'user', status: 'active' }, 0)).toBe(true);
    expect(removesLastActiveAdmin(admin, { role: 'admin', status: 'suspended' }, 0)).toBe(true);
    expect(removesLastActiveAdmin(admin, null, 0)).toBe(true);
    expect(removesLastActiveAdmin(admin, null, 1)).toBe(false);
    expect(removesLastActiveAdmin(admin, admin, 0)).toBe(false);
    expect(removesLastActiveAdmin({ role: 'admin', status: 'suspended' }, null, 0)).toBe(false);
    expect(removesLastActiveAdmin({ role: 'user', status: 'active' }, null, 0)).toBe(false);
  });
});
