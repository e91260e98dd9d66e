import { adminUpdateUserSchema } from '@esdc/core/admin-user-schemas';
import type { UserStatus } from '@esdc/core/user';
import { describe, expect, it } from 'vitest';
import type { AdminUser } from '../api/admin-types';
import { editUserFormSchema, editUserPayload, userToFormValues, type EditUserFormValues } from './edit-user-schema';

const stored: AdminUser = {
  id: 12,
  name: 'Grace Hopper',
  username: 'grace',
  email: 'grace@example.com',
  show_email: false,
  role: 'user',
  status: 'active',
  github_username: 'ghopper',
  avatar_url: null,
  bio: null,
  location: null,
  company: null,
  blog: null,
  points: 300,
  completed_challenges: 4,
  joined_date: '2024-09-01T10:00:00.000Z',
  last_active: null,
  updated_at: '2024-09-01T10:00:00.000Z',
  email_verified_at: '2024-09-01T10:05:00.000Z',
  suspension_reason: null,
};

const values = (over: Partial<EditUserFormValues> = {}, user: AdminUser = stored): EditUserFormValues => ({ ...userToFormValues(user), ...over });

const messages = (v: EditUserFormValues, status: UserStatus = stored.status) => {
  const r = editUserFormSchema(status).safeParse(v);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
};

/** The body the edit dialog sends for the stored user after these edits. */
const edit = (over: Partial<EditUserFormValues> = {}, user: AdminUser = stored) =>
  editUserPayload(user, editUserFormSchema(user.status).parse(values(over, user)));

describe('admin edit-user form: rules', () => {
  it('asks for a reason when suspending, but not when the user is already suspended', () => {
    expect(messages(values({ status: 'suspended' }))).toEqual({ suspension_reason: 'Suspension reason is required' });
    expect(messages(values({ status: 'suspended' }), 'suspended')).toEqual({});
  });

  it.each([
    ['abc', 'add', 'Points must be a number'],
    ['-5', 'add', 'Points cannot be negative'],
    ['2.5', 'add', 'Points must be a whole number'],
    ['2.5', 'subtract', 'Points must be a whole number'],
  ] as const)('refuses the amount %j for %s: %s', (amount, operation, message) => {
    expect(messages(values({ points_amount: amount, points_operation: operation, points_reason: 'Hackathon prize' })).points_amount).toBe(message);
  });

  it('accepts a fractional multiplier, and needs a reason for any adjustment', () => {
    expect(messages(values({ points_amount: '1.5', points_operation: 'multiply', points_reason: 'Double weekend' }))).toEqual({});
    expect(messages(values({ points_amount: '10' }))).toEqual({ points_reason: 'A reason is required' });
  });
});

describe('admin edit-user form: the request body', () => {
  it('sends nothing when nothing changed, so an unchanged status is never re-applied', () => {
    expect(edit()).toEqual({});
  });

  it('sends only the changed profile fields, a cleared GitHub username as null', () => {
    expect(edit({ name: 'Rear Admiral Hopper', role: 'moderator', github_username: '' })).toEqual({
      name: 'Rear Admiral Hopper',
      role: 'moderator',
      github_username: null,
    });
  });

  it('sends a suspension with its reason, and a reason typed without suspending not at all', () => {
    expect(edit({ status: 'suspended', suspension_reason: ' Spam ' })).toEqual({ status: 'suspended', suspension_reason: 'Spam' });
    expect(edit({ suspension_reason: 'Spam' })).toEqual({});
  });

  it('sends a points adjustment with a numeric amount', () => {
    const body = edit({ points_operation: 'subtract', points_amount: ' 25 ', points_reason: 'Duplicate award' });
    expect(body).toEqual({ points_adjustment: { operation: 'subtract', amount: 25, reason: 'Duplicate award' } });
    expect(adminUpdateUserSchema.safeParse(body).success).toBe(true);
  });
});
