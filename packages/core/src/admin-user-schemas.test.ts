import { describe, expect, it } from 'vitest';
import {
  adminCreateUserSchema,
  adminStatsSchema,
  adminUpdateUserSchema,
  adminUserSchema,
  AUDIT_ACTIONS,
  auditActionSchema,
  auditEntrySchema,
  type AdminCreateUserInput,
  type AdminUser,
  type AuditEntry,
} from './admin-user-schemas.ts';
import { parseIssues as issues } from './parse-issues.ts';

const valid: AdminCreateUserInput = { name: 'Grace Hopper', username: 'grace', email: 'grace@example.com', password: 'cobol-1959' };

describe('adminCreateUserSchema', () => {
  it("defaults role to 'user', status to 'active' and the GitHub username to null; normalises the email", () => {
    expect(adminCreateUserSchema.parse({ ...valid, email: '  Grace@Example.COM ' })).toEqual({
      name: 'Grace Hopper',
      username: 'grace',
      email: 'grace@example.com',
      password: 'cobol-1959',
      role: 'user',
      status: 'active',
      github_username: null,
    });
  });

  it('takes a role, a status and a GitHub username', () => {
    expect(adminCreateUserSchema.parse({ ...valid, role: 'moderator', status: 'pending', github_username: 'ghopper' })).toMatchObject({
      role: 'moderator',
      status: 'pending',
      github_username: 'ghopper',
    });
  });

  it.each([
    ['name', 'Al', 'Name must be at least 3 characters long'],
    ['name', '', 'Name is required'],
    ['name', undefined, 'Name is required'],
    ['username', 'gh', 'Username must be at least 3 characters long'],
    ['username', '', 'Username is required'],
    ['email', '', 'Email cannot be empty'],
    ['email', undefined, 'Email cannot be empty'],
    ['email', 'not-an-email', 'Invalid email format'],
    ['password', 'short', 'Password must be at least 8 characters long!'],
    ['password', '1234567', 'Password must be at least 8 characters long!'],
    ['password', '', 'Password is required'],
    ['password', undefined, 'Password is required'],
    ['role', 'superuser', 'Invalid user role'],
    ['status', 'banned', 'Invalid user status'],
  ])('%s = %j gives only %j', (field, value, message) => {
    expect(issues(adminCreateUserSchema, { ...valid, [field]: value })).toEqual([[field, message]]);
  });

  it('accepts a password of exactly 8 characters', () => {
    expect(issues(adminCreateUserSchema, { ...valid, password: '12345678' })).toEqual([]);
  });
});

describe('adminUpdateUserSchema', () => {
  it('accepts an empty body and any subset of the fields', () => {
    expect(adminUpdateUserSchema.parse({})).toEqual({});
    expect(adminUpdateUserSchema.parse({ role: 'moderator' })).toEqual({ role: 'moderator' });
    expect(
      adminUpdateUserSchema.parse({
        name: ' New Name ',
        username: 'newname',
        email: 'NEW@example.com',
        github_username: '',
        bio: 'Bio',
        location: '',
        company: 'ACME',
        status: 'suspended',
        suspension_reason: ' Spam ',
        password: 'new-password',
        points_adjustment: { operation: 'add', amount: 5, reason: 'Helped out' },
      }),
    ).toEqual({
      name: 'New Name',
      username: 'newname',
      email: 'new@example.com',
      github_username: null,
      bio: 'Bio',
      location: null,
      company: 'ACME',
      status: 'suspended',
      suspension_reason: 'Spam',
      password: 'new-password',
      points_adjustment: { operation: 'add', amount: 5, reason: 'Helped out' },
    });
  });

  it('does not touch fields it was not sent', () => {
    const parsed = adminUpdateUserSchema.parse({ bio: 'Only the bio' });
    expect(Object.keys(parsed)).toEqual(['bio']);
  });

  it.each([
    ['name', 'Al', 'Name must be at least 3 characters long'],
    ['username', 'ab', 'Username must be at least 3 characters long'],
    ['email', 'nope', 'Invalid email format'],
    ['email', '', 'Email cannot be empty'],
    ['role', 'root', 'Invalid user role'],
    ['status', 'deleted', 'Invalid user status'],
    ['password', 'short', 'Password must be at least 8 characters long!'],
  ])('%s = %j gives only %j', (field, value, message) => {
    expect(issues(adminUpdateUserSchema, { [field]: value })).toEqual([[field, message]]);
  });

  it('validates a points adjustment with the spec messages', () => {
    expect(issues(adminUpdateUserSchema, { points_adjustment: { operation: 'add', amount: -1, reason: 'x' } })).toEqual([
      ['points_adjustment.amount', 'Points cannot be negative'],
    ]);
    expect(issues(adminUpdateUserSchema, { points_adjustment: { operation: 'add', amount: 'ten', reason: 'x' } })).toEqual([
      ['points_adjustment.amount', 'Points must be a number'],
    ]);
    expect(issues(adminUpdateUserSchema, { points_adjustment: { operation: 'add', amount: 1, reason: '' } })).toEqual([
      ['points_adjustment.reason', 'A reason is required'],
    ]);
  });
});

describe('auditActionSchema', () => {
  it('accepts every recorded action and refuses others', () => {
    for (const action of AUDIT_ACTIONS) expect(auditActionSchema.parse(action)).toBe(action);
    expect(issues(auditActionSchema, 'user.hacked')).toEqual([['', 'Invalid audit action']]);
  });
});

describe('response schemas', () => {
  const user: AdminUser = {
    id: 3,
    name: 'Grace Hopper',
    username: 'grace',
    email: 'grace@example.com',
    show_email: false,
    role: 'admin',
    status: 'suspended',
    github_username: null,
    avatar_url: null,
    bio: null,
    location: null,
    company: null,
    blog: null,
    points: 0,
    completed_challenges: 0,
    joined_date: '2026-01-02T03:04:05.000Z',
    last_active: null,
    updated_at: '2026-01-02T03:04:05.000Z',
    email_verified_at: null,
    suspension_reason: 'spam',
  };

  it('adminUserSchema keeps the suspension reason and drops the password hash', () => {
    const sent = adminUserSchema.parse({ ...user, password_hash: '$argon2id$secret', created_at: user.joined_date });
    expect(sent).toEqual(user);
    expect(JSON.stringify(sent)).not.toMatch(/password|argon2/);
  });

  it('adminUserSchema needs the suspension reason (null when not suspended)', () => {
    const { suspension_reason: _dropped, ...publicOnly } = user;
    expect(adminUserSchema.safeParse(publicOnly).success).toBe(false);
    expect(adminUserSchema.safeParse({ ...user, suspension_reason: null }).success).toBe(true);
  });

  it('auditEntrySchema keeps the details object and a missing actor or target name as null', () => {
    const entry: AuditEntry = {
      id: 1,
      action: 'user.deleted',
      target_type: 'user',
      target_id: 9,
      target_name: null,
      target_exists: false,
      details: { name: 'Gone', nested: { a: 1 } },
      created_at: '2026-01-02T03:04:05.000Z',
      actor: null,
    };
    expect(auditEntrySchema.parse(entry)).toEqual(entry);
    expect(auditEntrySchema.safeParse({ ...entry, action: 'user.hacked' }).success).toBe(false);
  });

  it('adminStatsSchema takes whole non-negative counts only', () => {
    const stats = {
      total_users: 3,
      active_users: 2,
      suspended_users: 1,
      inactive_users: 0,
      pending_users: 0,
      admins: 1,
      moderators: 0,
      total_projects: 4,
      total_points: 50,
      challenges_completed: 2,
      new_users_30d: 3,
    };
    expect(adminStatsSchema.parse(stats)).toEqual(stats);
    expect(adminStatsSchema.safeParse({ ...stats, total_points: 1.5 }).success).toBe(false);
  });
});
