import { z } from 'zod';
import { emailSchema } from './email.ts';
import { textSchema } from './input.ts';
import { pointsAdjustmentSchema } from './points.ts';
import { SUSPENSION_REASON_MAX } from './user-status.ts';
import {
  adminPasswordSchema,
  githubUsernameSchema,
  nameSchema,
  profileUpdateSchema,
  userRoleSchema,
  usernameSchema,
  userStatusSchema,
  type PublicUser,
} from './user.ts';

/*
 * Admin user management (SPEC §2 Admin panel, §5 Admin create-user form, §7 /api/admin/users;
 * docs/api/members-and-admin.md).
 */

const adminPassword = adminPasswordSchema.max(256, 'Password is too long');

/**
 * `POST /api/admin/users` body (SPEC §3 creation payload, §5 Admin create-user form): name and username at
 * least 3, email, password at least 8 ('Password must be at least 8 characters long!'), role (default 'user',
 * 'Invalid user role'), status (default 'active', 'Invalid user status'), optional GitHub username.
 */
export const adminCreateUserSchema = z.object({
  name: nameSchema,
  username: usernameSchema,
  email: emailSchema,
  password: adminPassword,
  role: userRoleSchema.default('user'),
  status: userStatusSchema.default('active'),
  github_username: githubUsernameSchema.default(null),
});
export type AdminCreateUserInput = z.input<typeof adminCreateUserSchema>;
export type AdminCreateUser = z.output<typeof adminCreateUserSchema>;

/**
 * `PUT /api/admin/users/{id}` body: any subset of the fields. `status` applies the SPEC §4 transition
 * (send it only to change the status: 'User is already active' / 'User is already suspended');
 * suspending needs `suspension_reason`; `points_adjustment` changes points through the ledger.
 */
export const adminUpdateUserSchema = z.object({
  name: nameSchema.optional(),
  username: usernameSchema.optional(),
  email: emailSchema.optional(),
  role: userRoleSchema.optional(),
  github_username: githubUsernameSchema,
  bio: profileUpdateSchema.shape.bio,
  location: profileUpdateSchema.shape.location,
  company: profileUpdateSchema.shape.company,
  status: userStatusSchema.optional(),
  suspension_reason: textSchema({ label: 'Suspension reason', max: SUSPENSION_REASON_MAX }).nullable().optional(),
  password: adminPassword.optional(),
  points_adjustment: pointsAdjustmentSchema.optional(),
});
export type AdminUpdateUserInput = z.input<typeof adminUpdateUserSchema>;
export type AdminUpdateUser = z.output<typeof adminUpdateUserSchema>;

/** A user as the admin API returns it: {@link PublicUser} plus the suspension reason. */
export interface AdminUser extends PublicUser {
  suspension_reason: string | null;
}

/** `GET /api/admin/stats`, computed from the database. */
export interface AdminStats {
  total_users: number;
  active_users: number;
  suspended_users: number;
  inactive_users: number;
  pending_users: number;
  admins: number;
  moderators: number;
  total_projects: number;
  total_points: number;
  challenges_completed: number;
  new_users_30d: number;
}

/** Domain events recorded in the audit log (SPEC §4: creation, activation and suspension publish events). */
export const AUDIT_ACTIONS = [
  'user.created',
  'user.updated',
  'user.activated',
  'user.suspended',
  'user.deactivated',
  'user.role_changed',
  'user.points_adjusted',
  'user.deleted',
  'project.created',
  'project.updated',
  'project.deleted',
  'challenge.created',
  'challenge.updated',
  'challenge.deleted',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** Filter of `GET /api/admin/audit-log`: 'Invalid audit action'. */
export const auditActionSchema = z.enum(AUDIT_ACTIONS, { error: 'Invalid audit action' });

/** What an audit entry is about. */
export type AuditTargetType = 'user' | 'project' | 'challenge';

/** One audit-log entry: who did what to which target, when, with details. */
export interface AuditEntry {
  id: number;
  action: AuditAction;
  target_type: AuditTargetType;
  target_id: number | null;
  /** The target's current name (a user's name, a project's or challenge's title); null once it is deleted. */
  target_name: string | null;
  details: Record<string, unknown>;
  created_at: string;
  actor: { id: number; name: string; username: string } | null;
}
