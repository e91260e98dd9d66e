import type { SessionUser } from '@esdc/core/session';
import { describe, expect, it } from 'vitest';
import { sessionCan } from './permissions';

const user = (role: SessionUser['role'], id = 7): SessionUser => ({ id, email: 'ada@example.com', username: 'ada', role, name: 'Ada' });

describe('sessionCan: the web decides with core can()', () => {
  it('offers owner actions to the owner and to an admin, not to another member or a moderator', () => {
    expect(sessionCan(user('user', 7), 'project:update', { ownerId: 7 })).toBe(true);
    expect(sessionCan(user('admin', 1), 'project:update', { ownerId: 7 })).toBe(true);
    expect(sessionCan(user('user', 8), 'project:update', { ownerId: 7 })).toBe(false);
    expect(sessionCan(user('moderator', 8), 'project:update', { ownerId: 7 })).toBe(false);
  });

  it('offers admin screens to admins only, and nothing when signed out', () => {
    expect(sessionCan(user('admin'), 'admin:access')).toBe(true);
    expect(sessionCan(user('moderator'), 'admin:access')).toBe(false);
    expect(sessionCan(user('user'), 'challenge:manage')).toBe(false);
    expect(sessionCan(null, 'project:create')).toBe(false);
  });
});
