import { describe, expect, it } from 'vitest';
import { can, roleAction, type Action, type Actor } from './permissions.ts';
import { USER_ROLES, type UserRole, type UserStatus } from './user.ts';

const ALL_ACTIONS: Action[] = [
  'project:create',
  'project:update',
  'project:delete',
  'project:like',
  'user:read',
  'user:update',
  'user:read-email',
  'user:password',
  'user:manage',
  'project:manage',
  'admin:access',
  'moderation:act',
  'challenge:submit',
  'challenge:manage',
  'game:score',
  'image:upload',
  'image:use',
  'event:create',
  'event:update',
  'event:delete',
  'event:manage',
  'event:register',
  'notification:announce',
  'product:create',
  'product:update',
  'product:delete',
  'product:hide',
  'product:review',
  'course:create',
  'course:update',
  'course:delete',
  'course:review',
  'course:like',
  'course:enroll',
  'course:learn',
];

const actor = (role: UserRole, status: UserStatus = 'active', id = 1): Actor => ({ id, role, status });

describe('can: accounts that are not active', () => {
  const cases: [UserRole, UserStatus][] = [];
  for (const role of USER_ROLES) for (const status of ['inactive', 'suspended', 'pending'] as const) cases.push([role, status]);

  it.each(cases)('a %s who is %s can do nothing, not even on their own things', (role, status) => {
    for (const action of ALL_ACTIONS) expect(can(actor(role, status, 1), action, { ownerId: 1 })).toBe(false);
  });

  it('nobody signed in can do anything', () => {
    for (const action of ALL_ACTIONS) {
      expect(can(null, action, { ownerId: 1 })).toBe(false);
      expect(can(undefined, action)).toBe(false);
    }
  });
});

describe('can: admin access', () => {
  it('needs an active admin', () => {
    expect(can(actor('admin'), 'admin:access')).toBe(true);
    expect(can(actor('moderator'), 'admin:access')).toBe(false);
    expect(can(actor('user'), 'admin:access')).toBe(false);
    expect(can(actor('admin', 'suspended'), 'admin:access')).toBe(false);
  });
});

describe('can: admin actions on members and projects', () => {
  it.each(['user:manage', 'project:manage', 'challenge:manage'] as const)('%s needs an active admin, whoever owns the subject', (action) => {
    expect(can(actor('admin', 'active', 1), action)).toBe(true);
    expect(can(actor('admin', 'active', 1), action, { ownerId: 99 })).toBe(true);
    expect(can(actor('moderator', 'active', 5), action, { ownerId: 5 })).toBe(false);
    expect(can(actor('user', 'active', 5), action, { ownerId: 5 })).toBe(false);
    expect(can(actor('admin', 'suspended', 1), action)).toBe(false);
    expect(can(actor('admin', 'pending', 1), action)).toBe(false);
    expect(can(actor('admin', 'inactive', 1), action)).toBe(false);
  });
});

describe('can: changing a password', () => {
  it('only the owner may, not even an admin on someone else', () => {
    expect(can(actor('user', 'active', 5), 'user:password', { ownerId: 5 })).toBe(true);
    expect(can(actor('admin', 'active', 5), 'user:password', { ownerId: 5 })).toBe(true);
    expect(can(actor('user', 'active', 5), 'user:password', { ownerId: 6 })).toBe(false);
    expect(can(actor('admin', 'active', 1), 'user:password', { ownerId: 6 })).toBe(false);
    expect(can(actor('admin', 'active', 1), 'user:password')).toBe(false);
  });
});

describe('can: moderation', () => {
  it('needs an active admin or moderator', () => {
    expect(can(actor('admin'), 'moderation:act')).toBe(true);
    expect(can(actor('moderator'), 'moderation:act')).toBe(true);
    expect(can(actor('user'), 'moderation:act')).toBe(false);
    expect(can(actor('moderator', 'inactive'), 'moderation:act')).toBe(false);
  });
});

describe('can: a member email (user:read-email)', () => {
  it('is read by its member and by admins, by other members only when shown, never by visitors or inactive accounts', () => {
    expect(can(actor('user', 'active', 5), 'user:read-email', { ownerId: 5 })).toBe(true);
    expect(can(actor('admin', 'active', 1), 'user:read-email', { ownerId: 5 })).toBe(true);
    expect(can(actor('user', 'active', 6), 'user:read-email', { ownerId: 5 })).toBe(false);
    expect(can(actor('moderator', 'active', 6), 'user:read-email', { ownerId: 5 })).toBe(false);
    expect(can(actor('user', 'active', 6), 'user:read-email', { ownerId: 5, showsEmail: true })).toBe(true);
    expect(can(actor('user', 'pending', 6), 'user:read-email', { ownerId: 5, showsEmail: true })).toBe(false);
    expect(can(null, 'user:read-email', { ownerId: 5, showsEmail: true })).toBe(false);
  });
});

describe('can: projects and profiles', () => {
  it.each(['project:update', 'project:delete', 'user:update'] as const)('%s: the owner may', (action) => {
    expect(can(actor('user', 'active', 5), action, { ownerId: 5 })).toBe(true);
  });

  it.each(['project:update', 'project:delete', 'user:update'] as const)('%s: another member may not, nor a moderator', (action) => {
    expect(can(actor('user', 'active', 5), action, { ownerId: 6 })).toBe(false);
    expect(can(actor('moderator', 'active', 5), action, { ownerId: 6 })).toBe(false);
  });

  it.each(['project:update', 'project:delete', 'user:update'] as const)('%s: an active admin may on anything', (action) => {
    expect(can(actor('admin', 'active', 1), action, { ownerId: 99 })).toBe(true);
    expect(can(actor('admin', 'active', 1), action)).toBe(true);
  });

  it('without a known owner only an admin may edit', () => {
    expect(can(actor('user', 'active', 5), 'project:update')).toBe(false);
    expect(can(actor('user', 'active', 5), 'project:delete', {})).toBe(false);
  });

  it.each(['project:create', 'project:like', 'user:read'] as const)('%s: any active member may', (action) => {
    for (const role of USER_ROLES) expect(can(actor(role), action)).toBe(true);
  });
});

describe('can: game scores', () => {
  it('any active account of any role may save a game result; pending, inactive, suspended and signed-out ones may not', () => {
    for (const role of USER_ROLES) {
      expect(can(actor(role), 'game:score')).toBe(true);
      for (const status of ['pending', 'inactive', 'suspended'] as const) expect(can(actor(role, status), 'game:score')).toBe(false);
    }
    expect(can(null, 'game:score')).toBe(false);
  });
});

describe('can: images', () => {
  it('any active account uploads; only the uploader or an admin attaches or deletes an image', () => {
    for (const role of USER_ROLES) expect(can(actor(role), 'image:upload')).toBe(true);
    expect(can(actor('user', 'active', 1), 'image:use', { ownerId: 1 })).toBe(true);
    expect(can(actor('user', 'active', 1), 'image:use', { ownerId: 2 })).toBe(false);
    expect(can(actor('moderator', 'active', 1), 'image:use', { ownerId: 2 })).toBe(false);
    expect(can(actor('admin', 'active', 1), 'image:use', { ownerId: 2 })).toBe(true);
  });
});

describe('can: events', () => {
  it('admins and moderators create events; members only when the admin setting allows it', () => {
    expect(can(actor('admin'), 'event:create')).toBe(true);
    expect(can(actor('moderator'), 'event:create')).toBe(true);
    expect(can(actor('user'), 'event:create')).toBe(false);
    expect(can(actor('user'), 'event:create', { membersMayCreate: true })).toBe(true);
    expect(can(actor('user', 'suspended'), 'event:create', { membersMayCreate: true })).toBe(false);
    expect(can(null, 'event:create', { membersMayCreate: true })).toBe(false);
  });

  it('the creator, a listed organiser or an admin edits and manages; only the creator or an admin deletes', () => {
    const subject = { ownerId: 1, organizerIds: [2] };
    for (const action of ['event:update', 'event:manage'] as const) {
      expect(can(actor('user', 'active', 1), action, subject)).toBe(true);
      expect(can(actor('user', 'active', 2), action, subject)).toBe(true);
      expect(can(actor('user', 'active', 3), action, subject)).toBe(false);
      expect(can(actor('moderator', 'active', 3), action, subject)).toBe(false);
      expect(can(actor('admin', 'active', 3), action, subject)).toBe(true);
      expect(can(actor('user', 'suspended', 1), action, subject)).toBe(false);
    }
    expect(can(actor('user', 'active', 1), 'event:delete', subject)).toBe(true);
    expect(can(actor('user', 'active', 2), 'event:delete', subject)).toBe(false);
    expect(can(actor('moderator', 'active', 3), 'event:delete', subject)).toBe(false);
    expect(can(actor('admin', 'active', 3), 'event:delete', subject)).toBe(true);
  });

  it('any active account registers', () => {
    for (const role of USER_ROLES) expect(can(actor(role), 'event:register')).toBe(true);
    expect(can(actor('user', 'pending'), 'event:register')).toBe(false);
    expect(can(null, 'event:register')).toBe(false);
  });
});

describe('can: challenges', () => {
  it('any active account of any role may answer challenges; pending, inactive and suspended ones may not', () => {
    for (const role of USER_ROLES) {
      expect(can(actor(role), 'challenge:submit')).toBe(true);
      for (const status of ['pending', 'inactive', 'suspended'] as const) expect(can(actor(role, status), 'challenge:submit')).toBe(false);
    }
    expect(can(null, 'challenge:submit')).toBe(false);
  });
});

describe('can: notifications', () => {
  it('only active admins send announcements', () => {
    expect(USER_ROLES.filter((role) => can(actor(role), 'notification:announce'))).toEqual(['admin']);
    expect(can(actor('admin', 'pending'), 'notification:announce')).toBe(false);
  });
});

describe('roleAction: pages restricted to a role', () => {
  it('an admin page lets in active admins only; a moderator page active admins and moderators; a user page any active account', () => {
    const allowed = (page: UserRole) => USER_ROLES.filter((role) => can(actor(role), roleAction(page)));
    expect(allowed('admin')).toEqual(['admin']);
    expect([...allowed('moderator')].sort()).toEqual(['admin', 'moderator']);
    expect([...allowed('user')].sort()).toEqual([...USER_ROLES].sort());
    for (const page of USER_ROLES) {
      expect(can(actor('admin', 'suspended'), roleAction(page))).toBe(false);
      expect(can(null, roleAction(page))).toBe(false);
    }
  });
});

describe('can: shop catalogue', () => {
  it('any active account lists parts and reviews (the purchase is checked by the server)', () => {
    for (const role of USER_ROLES) {
      expect(can(actor(role), 'product:create')).toBe(true);
      expect(can(actor(role), 'product:review')).toBe(true);
    }
  });

  it.each(['product:update', 'product:delete'] as const)('%s: the seller or an admin; a club product (no seller) only an admin', (action) => {
    expect(can(actor('user', 'active', 7), action, { ownerId: 7 })).toBe(true);
    expect(can(actor('user', 'active', 7), action, { ownerId: 8 })).toBe(false);
    expect(can(actor('user', 'active', 7), action)).toBe(false);
    expect(can(actor('moderator', 'active', 7), action)).toBe(false);
    expect(can(actor('admin', 'active', 1), action, { ownerId: 8 })).toBe(true);
    expect(can(actor('admin', 'active', 1), action)).toBe(true);
  });

  it('only admins hide a listing, even their own', () => {
    expect(can(actor('admin'), 'product:hide')).toBe(true);
    expect(can(actor('moderator', 'active', 1), 'product:hide', { ownerId: 1 })).toBe(false);
    expect(can(actor('user', 'active', 1), 'product:hide', { ownerId: 1 })).toBe(false);
  });
});

describe('can: courses', () => {
  it('lets admins and moderators create courses, not members', () => {
    expect(can(actor('admin'), 'course:create')).toBe(true);
    expect(can(actor('moderator'), 'course:create')).toBe(true);
    expect(can(actor('user'), 'course:create')).toBe(false);
  });

  it('lets admins, moderators and the instructor edit a course; only admins delete it', () => {
    expect(can(actor('user', 'active', 7), 'course:update', { ownerId: 7 })).toBe(true);
    expect(can(actor('user', 'active', 8), 'course:update', { ownerId: 7 })).toBe(false);
    expect(can(actor('user', 'active', 8), 'course:update')).toBe(false);
    expect(can(actor('moderator'), 'course:update', { ownerId: 7 })).toBe(true);
    expect(can(actor('admin'), 'course:delete')).toBe(true);
    expect(can(actor('moderator'), 'course:delete')).toBe(false);
    expect(can(actor('user', 'active', 7), 'course:delete', { ownerId: 7 })).toBe(false);
  });

  it('lets any active member review and like', () => {
    expect(can(actor('user'), 'course:review')).toBe(true);
    expect(can(actor('user'), 'course:like')).toBe(true);
    expect(can(actor('user'), 'course:enroll')).toBe(true);
    expect(can(actor('user', 'suspended'), 'course:review')).toBe(false);
  });
});

describe('can: learning a course', () => {
  it('lets any active member learn (the server also needs the enrollment)', () => {
    for (const role of USER_ROLES) expect(can(actor(role), 'course:learn')).toBe(true);
    expect(can(actor('admin', 'pending'), 'course:learn')).toBe(false);
    expect(can(null, 'course:learn')).toBe(false);
  });

  it('lets any active account post in the chat, moderators and admins moderate it, and admins manage rooms and the assistant', () => {
    for (const role of USER_ROLES) expect(can(actor(role), 'chat:post')).toBe(true);
    expect(can(actor('user', 'suspended'), 'chat:post')).toBe(false);
    expect(can(null, 'chat:post')).toBe(false);
    expect(can(actor('user'), 'chat:moderate')).toBe(false);
    expect(can(actor('moderator'), 'chat:moderate')).toBe(true);
    expect(can(actor('admin'), 'chat:moderate')).toBe(true);
    for (const action of ['chat:manage-rooms', 'chatbot:manage'] as const) {
      expect(can(actor('moderator'), action)).toBe(false);
      expect(can(actor('admin'), action)).toBe(true);
      expect(can(actor('admin', 'suspended'), action)).toBe(false);
    }
  });
});

describe('can: posting to /forum', () => {
  it("'forum:post' needs an active account, of any role", () => {
    for (const role of USER_ROLES) expect(can(actor(role), 'forum:post')).toBe(true);
    expect(can(actor('user', 'suspended'), 'forum:post')).toBe(false);
    expect(can(actor('user', 'pending'), 'forum:post')).toBe(false);
    expect(can(null, 'forum:post')).toBe(false);
  });
});

describe('can: moderating the forum and managing its categories', () => {
  it("'forum:moderate' is for moderators and admins, 'forum:manage-categories' for admins", () => {
    expect(can(actor('user'), 'forum:moderate')).toBe(false);
    expect(can(actor('moderator'), 'forum:moderate')).toBe(true);
    expect(can(actor('admin'), 'forum:moderate')).toBe(true);
    expect(can(actor('moderator', 'suspended'), 'forum:moderate')).toBe(false);
    expect(can(actor('moderator'), 'forum:manage-categories')).toBe(false);
    expect(can(actor('admin'), 'forum:manage-categories')).toBe(true);
    expect(can(null, 'forum:manage-categories')).toBe(false);
  });
});

describe('can: teams', () => {
  it("'team:create' needs an active account; 'team:manage' (any team) is for admins", () => {
    for (const role of USER_ROLES) expect(can(actor(role), 'team:create')).toBe(true);
    expect(can(actor('user', 'suspended'), 'team:create')).toBe(false);
    expect(can(null, 'team:create')).toBe(false);
    expect(can(actor('user'), 'team:manage')).toBe(false);
    expect(can(actor('moderator'), 'team:manage')).toBe(false);
    expect(can(actor('admin'), 'team:manage')).toBe(true);
    expect(can(actor('admin', 'suspended'), 'team:manage')).toBe(false);
  });
});

describe('can: planning boards', () => {
  it("'board:create' needs an active account, 'board:manage' an active admin", () => {
    for (const role of USER_ROLES) expect(can(actor(role), 'board:create')).toBe(true);
    expect(can(actor('user', 'suspended'), 'board:create')).toBe(false);
    expect(can(null, 'board:create')).toBe(false);
    expect(can(actor('user'), 'board:manage')).toBe(false);
    expect(can(actor('moderator'), 'board:manage')).toBe(false);
    expect(can(actor('admin'), 'board:manage')).toBe(true);
    expect(can(actor('admin', 'suspended'), 'board:manage')).toBe(false);
  });
});

describe('can: the roadmap', () => {
  it("'roadmap:vote' needs an active account, of any role; 'roadmap:manage' is for admins", () => {
    for (const role of USER_ROLES) expect(can(actor(role), 'roadmap:vote')).toBe(true);
    expect(can(actor('user', 'suspended'), 'roadmap:vote')).toBe(false);
    expect(can(actor('user', 'pending'), 'roadmap:vote')).toBe(false);
    expect(can(null, 'roadmap:vote')).toBe(false);
    expect(can(actor('admin'), 'roadmap:manage')).toBe(true);
    expect(can(actor('moderator'), 'roadmap:manage')).toBe(false);
    expect(can(actor('user'), 'roadmap:manage')).toBe(false);
    expect(can(actor('admin', 'suspended'), 'roadmap:manage')).toBe(false);
    expect(can(null, 'roadmap:manage')).toBe(false);
  });
});

describe('can: jobs', () => {
  it("'job:post' admins, moderators and job partners; 'job:update' the poster or an admin; 'job:apply' any active account", () => {
    expect(can(actor('admin'), 'job:post')).toBe(true);
    expect(can(actor('moderator'), 'job:post')).toBe(true);
    expect(can(actor('user'), 'job:post')).toBe(false);
    expect(can(actor('user'), 'job:post', { isJobPartner: true })).toBe(true);
    expect(can(actor('user', 'suspended'), 'job:post', { isJobPartner: true })).toBe(false);
    const poster = actor('moderator');
    expect(can(poster, 'job:update', { ownerId: poster.id })).toBe(true);
    expect(can(actor('moderator', 'active', 2), 'job:update', { ownerId: poster.id })).toBe(false);
    expect(can(actor('admin', 'active', 2), 'job:update', { ownerId: poster.id })).toBe(true);
    for (const role of USER_ROLES) expect(can(actor(role), 'job:apply')).toBe(true);
    expect(can(actor('user', 'pending'), 'job:apply')).toBe(false);
    expect(can(null, 'job:apply')).toBe(false);
    expect(can(actor('admin'), 'job:manage-partners')).toBe(true);
    expect(can(actor('moderator'), 'job:manage-partners')).toBe(false);
  });

  it("'integration:manage' admins only", () => {
    expect(can(actor('admin'), 'integration:manage')).toBe(true);
    expect(can(actor('moderator'), 'integration:manage')).toBe(false);
    expect(can(actor('user'), 'integration:manage')).toBe(false);
    expect(can(actor('admin', 'suspended'), 'integration:manage')).toBe(false);
    expect(can(null, 'integration:manage')).toBe(false);
  });
});

describe('can: code review', () => {
  it("'review:request' and 'review:review' need an active account, of any role", () => {
    for (const action of ['review:request', 'review:review'] as const) {
      for (const role of USER_ROLES) expect(can(actor(role), action)).toBe(true);
      expect(can(actor('user', 'suspended'), action)).toBe(false);
      expect(can(actor('user', 'pending'), action)).toBe(false);
      expect(can(null, action)).toBe(false);
    }
  });
  it("'review:moderate' is for active moderators and admins", () => {
    expect(can(actor('user'), 'review:moderate')).toBe(false);
    expect(can(actor('moderator'), 'review:moderate')).toBe(true);
    expect(can(actor('admin'), 'review:moderate')).toBe(true);
    expect(can(actor('admin', 'suspended'), 'review:moderate')).toBe(false);
  });
});

describe('can: hackathons and workshops', () => {
  it("'hackathon:take-part' any active account; 'hackathon:appoint-judges' and 'hackathon:manage-teams' admins", () => {
    for (const role of USER_ROLES) expect(can(actor(role), 'hackathon:take-part')).toBe(true);
    expect(can(actor('user', 'suspended'), 'hackathon:take-part')).toBe(false);
    expect(can(null, 'hackathon:take-part')).toBe(false);
    expect(can(actor('admin'), 'hackathon:appoint-judges')).toBe(true);
    expect(can(actor('moderator'), 'hackathon:appoint-judges')).toBe(false);
    expect(can(actor('admin', 'suspended'), 'hackathon:appoint-judges')).toBe(false);
    expect(can(actor('admin'), 'hackathon:manage-teams')).toBe(true);
    expect(can(actor('moderator'), 'hackathon:manage-teams')).toBe(false);
    expect(can(actor('admin', 'suspended'), 'hackathon:manage-teams')).toBe(false);
  });
});

describe('can: mentorship', () => {
  it("'mentorship:take-part' needs an active account of any role; 'mentorship:approve' active admins", () => {
    for (const role of ['user', 'moderator', 'admin'] as const) expect(can(actor(role), 'mentorship:take-part')).toBe(true);
    expect(can(actor('user', 'suspended'), 'mentorship:take-part')).toBe(false);
    expect(can(null, 'mentorship:take-part')).toBe(false);
    expect(can(actor('user'), 'mentorship:approve')).toBe(false);
    expect(can(actor('moderator'), 'mentorship:approve')).toBe(false);
    expect(can(actor('admin'), 'mentorship:approve')).toBe(true);
    expect(can(actor('admin', 'suspended'), 'mentorship:approve')).toBe(false);
  });
});

describe('can: analytics', () => {
  it("'analytics:view' admins and moderators; 'analytics:manage-goals' admins", () => {
    expect(can(actor('admin'), 'analytics:view')).toBe(true);
    expect(can(actor('moderator'), 'analytics:view')).toBe(true);
    expect(can(actor('user'), 'analytics:view')).toBe(false);
    expect(can(actor('admin'), 'analytics:manage-goals')).toBe(true);
    expect(can(actor('moderator'), 'analytics:manage-goals')).toBe(false);
    expect(can(actor('admin', 'suspended'), 'analytics:view')).toBe(false);
    expect(can(null, 'analytics:view')).toBe(false);
  });
});
