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
  publicUserSchema,
  userStatusSchema,
} from './user.ts';

/*
 * Admin user management (SPEC §2 Admin panel, §5 Admin create-user form, §7 /api/admin/users): request and
 * response schemas; the contract is the OpenAPI document at /api/docs.
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

/** A user as the admin API returns it: {@link publicUserSchema} plus the suspension reason (never the password hash). */
export const adminUserSchema = publicUserSchema
  .extend({
    suspension_reason: z.string().nullable().describe('Why the account is suspended (shown to the member when they try to sign in); null unless suspended'),
  })
  .meta({ id: 'AdminUser' });
export type AdminUser = z.infer<typeof adminUserSchema>;

const count = (description: string) => z.number().int().nonnegative().describe(description);

/** `GET /api/admin/stats` (SPEC §2 Admin panel stat cards, §3 Admin stats), computed from the database over all users. */
export const adminStatsSchema = z
  .object({
    total_users: count('Every account, whatever its status'),
    active_users: count("Accounts with status 'active'"),
    suspended_users: count("Accounts with status 'suspended'"),
    inactive_users: count("Accounts with status 'inactive'"),
    pending_users: count("Accounts with status 'pending'"),
    admins: count("Accounts with role 'admin', whatever their status"),
    moderators: count("Accounts with role 'moderator', whatever their status"),
    total_projects: count('Every project'),
    total_points: count("Sum of every account's points"),
    challenges_completed: count("Sum of every account's solved challenges"),
    new_users_30d: count('Accounts created in the last 30 days'),
  })
  .meta({ id: 'AdminStats' });
export type AdminStats = z.infer<typeof adminStatsSchema>;

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
  'user.password_reset_sent',
  'user.password_set',
  'user.github_linked',
  'user.github_unlinked',
  'user.email_released',
  'project.created',
  'project.updated',
  'project.deleted',
  'challenge.created',
  'challenge.updated',
  'challenge.deleted',
  'chatbot.faq_created',
  'chatbot.faq_updated',
  'chatbot.faq_deleted',
  'event.created',
  'event.updated',
  'event.deleted',
  'event.status_changed',
  'event.settings_changed',
  'announcement.sent',
  'product.created',
  'product.updated',
  'product.deleted',
  'product.hidden',
  'product.unhidden',
  'product_category.created',
  'product_category.deleted',
  'product_review.deleted',
  'order.status_changed',
  'coupon.created',
  'coupon.updated',
  'coupon.deleted',
  'blog.created',
  'blog.updated',
  'blog.deleted',
  'blog.published',
  'blog.unpublished',
  'blog.writer_added',
  'blog.writer_removed',
  'doc.created',
  'doc.updated',
  'doc.deleted',
  'resource.created',
  'resource.updated',
  'resource.deleted',
  'course.created',
  'course.updated',
  'course.deleted',
  'club.links_changed',
  'club.feature_switched',
  'chat.message_deleted',
  'chat.member_muted',
  'forum.category_created',
  'forum.category_updated',
  'forum.thread_deleted',
  'forum.thread_locked',
  'forum.thread_unlocked',
  'forum.thread_pinned',
  'forum.thread_unpinned',
  'forum.thread_moved',
  'forum.thread_merged',
  'forum.post_deleted',
  'forum.post_hidden',
  'forum.post_restored',
  'team.updated',
  'team.deleted',
  'team.member_removed',
  'roadmap.item_created',
  'roadmap.item_updated',
  'roadmap.item_deleted',
  'job.created',
  'job.updated',
  'job.deleted',
  'job.partner_added',
  'job.partner_removed',
  'review.released',
  'analytics.goal_created',
  'analytics.goal_updated',
  'analytics.goal_deleted',
  'integration.webhook_created',
  'integration.webhook_updated',
  'integration.webhook_deleted',
  'mentor.approved',
  'mentor.rejected',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** Filter of `GET /api/admin/audit-log`: 'Invalid audit action'. */
export const auditActionSchema = z.enum(AUDIT_ACTIONS, { error: 'Invalid audit action' });

/** What an audit entry can be about. */
export const AUDIT_TARGET_TYPES = [
  'user',
  'project',
  'challenge',
  'chatbot_faq',
  'event',
  'announcement',
  'product',
  'product_category',
  'order',
  'coupon',
  'blog_post',
  'doc',
  'resource',
  'course',
  'club',
  'chat_room',
  'forum_category',
  'forum_thread',
  'forum_post',
  'team',
  'roadmap_item',
  'job',
  'review_request',
  'analytics_goal',
  'webhook',
  'mentor',
] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

/** One audit-log entry: who did what to which target, when, with details. */
export const auditEntrySchema = z
  .object({
    id: z.number().int(),
    action: z.enum(AUDIT_ACTIONS),
    target_type: z.enum(AUDIT_TARGET_TYPES),
    target_id: z.number().int().nullable().describe('The id of the user, project, challenge or event; null when the entry has no single target'),
    target_name: z
      .string()
      .nullable()
      .describe(
        "The target's current name (a user's name; a project's, challenge's, event's, blog post's, doc's, resource's or course's title; a product's, category's or club's name; a coupon's code; 'Order #id'); null once it is deleted (the details keep the name recorded then)",
      ),
    target_exists: z.boolean().describe('Whether the target still exists (false once deleted; true for an entry without a single target)'),
    details: z.record(z.string(), z.unknown()).describe('What changed, as recorded with the event (never a password or its hash)'),
    created_at: z.string().describe('When it happened (ISO-8601 UTC)'),
    actor: z
      .object({ id: z.number().int(), name: z.string(), username: z.string() })
      .nullable()
      .describe('Who acted (for a public registration, the new member); null for the system or once the actor is deleted'),
  })
  .meta({ id: 'AuditEntry' });
export type AuditEntry = z.infer<typeof auditEntrySchema>;
