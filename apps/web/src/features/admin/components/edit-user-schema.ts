import { adminUpdateUserSchema } from '@esdc/core/admin-user-schemas';
import { POINTS_OPERATIONS, POINTS_REASON_MAX } from '@esdc/core/points';
import { SUSPENSION_REASON_MAX } from '@esdc/core/user-status';
import type { UserStatus } from '@esdc/core/user';
import { z } from 'zod';
import type { AdminUser, AdminUserUpdate } from '../api/admin-types';
import { changedFields } from '../../../components/admin/changed-fields';

/** Points operations (SPEC §4 Points). */
export const POINT_OPERATIONS = [
  { value: 'add', label: 'Add' },
  { value: 'subtract', label: 'Subtract' },
  { value: 'multiply', label: 'Multiply' },
] as const;

const shape = adminUpdateUserSchema.shape;

/**
 * The edit-user form for a user whose stored status is `currentStatus` (SPEC §4 User statuses, Points;
 * §5 User): profile fields, role and status; choosing 'suspended' asks for a reason ('Suspension reason is
 * required'); an optional points adjustment whose amount must be a number ('Points must be a number'), not
 * negative ('Points cannot be negative'), whole for add and subtract, and which needs a reason ('A reason is required').
 */
export function editUserFormSchema(currentStatus: UserStatus) {
  return z
    .object({
      name: shape.name.unwrap(),
      username: shape.username.unwrap(),
      email: shape.email.unwrap(),
      role: shape.role.unwrap(),
      status: shape.status.unwrap(),
      github_username: shape.github_username,
      suspension_reason: z.string().trim().max(SUSPENSION_REASON_MAX, `Suspension reason must be at most ${SUSPENSION_REASON_MAX} characters long`),
      points_operation: z.enum(POINTS_OPERATIONS),
      points_amount: z.string().trim(),
      points_reason: z.string().trim().max(POINTS_REASON_MAX, `Reason must be at most ${POINTS_REASON_MAX} characters long`),
    })
    .superRefine((v, ctx) => {
      if (v.status === 'suspended' && currentStatus !== 'suspended' && !v.suspension_reason) {
        ctx.addIssue({ code: 'custom', path: ['suspension_reason'], message: 'Suspension reason is required' });
      }
      if (v.points_amount) {
        const amount = Number(v.points_amount);
        if (!Number.isFinite(amount)) ctx.addIssue({ code: 'custom', path: ['points_amount'], message: 'Points must be a number' });
        else if (amount < 0) ctx.addIssue({ code: 'custom', path: ['points_amount'], message: 'Points cannot be negative' });
        else if (v.points_operation !== 'multiply' && !Number.isInteger(amount))
          ctx.addIssue({ code: 'custom', path: ['points_amount'], message: 'Points must be a whole number' });
        if (!v.points_reason) ctx.addIssue({ code: 'custom', path: ['points_reason'], message: 'A reason is required' });
      }
    });
}

type Schema = ReturnType<typeof editUserFormSchema>;
/** What the edit form holds. */
export type EditUserFormValues = z.input<Schema>;
/** What the edit form submits. */
export type EditUserFormOutput = z.output<Schema>;

/** The form filled from a stored user. */
export function userToFormValues(user: AdminUser): EditUserFormValues {
  return {
    name: user.name,
    username: user.username,
    email: user.email,
    role: user.role,
    status: user.status,
    github_username: user.github_username ?? '',
    suspension_reason: '',
    points_operation: 'add',
    points_amount: '',
    points_reason: '',
  };
}

/**
 * The `PUT /api/admin/users/{id}` body: only what changed, so an unchanged status is never re-applied
 * (the server refuses 'User is already active').
 */
export function editUserPayload(user: AdminUser, v: EditUserFormOutput): AdminUserUpdate {
  const body: AdminUserUpdate = changedFields(user, v, ['name', 'username', 'email', 'role', 'github_username']);
  if (v.status !== user.status) {
    body.status = v.status;
    if (v.status === 'suspended') body.suspension_reason = v.suspension_reason;
  }
  if (v.points_amount) body.points_adjustment = { operation: v.points_operation, amount: Number(v.points_amount), reason: v.points_reason };
  return body;
}
