import {
  adminCreateUserSchema,
  adminStatsSchema,
  adminUpdateUserSchema,
  adminUserSchema,
  auditActionSchema,
  auditEntrySchema,
} from '@esdc/core/admin-user-schemas';
import { ACCOUNT_MESSAGES, adminSetPasswordSchema } from '@esdc/core/account-schemas';
import { emptyDataSchema, envelope, listEnvelope } from '@esdc/core/api';
import { idParamsSchema, pageQueryShape, searchQuerySchema, textSchema } from '@esdc/core/input';
import { userRoleSchema, userStatusSchema } from '@esdc/core/user';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { unauthorized } from '../../lib/app-error.ts';
import { ok, okPageOf } from '../../lib/envelope.ts';
import { listAuditLog } from '../../platform/audit-log.ts';
import { createAdminUser, deleteAdminUser, getAdminUser, listAdminUsers, updateAdminUser, type AdminActor } from './admin-user-service.ts';
import { getAdminStats } from './stats-service.ts';
import { sendResetLink, setUserPassword } from './admin-password-service.ts';

const userIdParams = idParamsSchema('user');
const page = pageQueryShape();
const text = (label: string, max: number) => textSchema({ label, max }).optional();
/** A select filter whose "All" choice arrives as an empty value: '' means no filter. */
const filter = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

/** The signed-in admin (the permission hook has already checked it). */
function actorOf(request: FastifyRequest): AdminActor {
  if (!request.user) throw unauthorized();
  return { id: request.user.id, sid: request.user.sid };
}

/**
 * The admin API for users, statistics and the audit log (SPEC §2 Admin panel, §6 admin actions, §7 /api/admin/…;
 * the contract is each route's schemas at /api/docs): 401 signed out, 403 unless an active admin (`can()`
 * 'user:manage' / 'admin:access'). Admin project routes are the projects feature's
 * (features/projects/admin-routes.ts), admin challenge routes the challenges feature's.
 */
export async function adminRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const manageUsers = { onRequest: app.requirePermission('user:manage') };
  const adminOnly = { onRequest: app.requirePermission('admin:access') };
  // Users' names and avatars are embedded in cached project reads; deleting a user deletes their projects.

  r.get(
    '/api/admin/users',
    {
      ...manageUsers,
      schema: {
        tags: ['admin'],
        summary: 'All users, newest first',
        description:
          '`q` matches name, username or email (case-insensitive substring); `email` and `username` match exactly (any case); ' +
          '`role` and `status` filter (empty: all). Every status is listed, with the suspension reason.',
        querystring: z.object({
          ...page,
          q: searchQuerySchema(),
          email: text('Email', 254),
          username: text('Username', 64),
          role: filter(userRoleSchema),
          status: filter(userStatusSchema),
        }),
        response: { 200: listEnvelope(adminUserSchema) },
      },
    },
    async (request) => okPageOf(await listAdminUsers(ctx.db, request.query), request.query),
  );

  r.get(
    '/api/admin/users/:id',
    {
      ...manageUsers,
      schema: {
        tags: ['admin'],
        summary: 'One user',
        description: "404 'User not found'; 400 'Invalid user id'.",
        params: userIdParams,
        response: { 200: envelope(adminUserSchema) },
      },
    },
    async (request) => ok(await getAdminUser(ctx.db, request.params.id)),
  );

  r.post(
    '/api/admin/users',
    {
      ...manageUsers,
      schema: {
        tags: ['admin'],
        summary: 'Create a user',
        description:
          "201 with the user, message 'User created successfully'; records `user.created`. Role defaults to 'user', status to " +
          "'active'. 409 'Email already registered' (code `EMAIL_TAKEN`), 'Username already taken' (any case; `USERNAME_TAKEN`), " +
          "both: 'Validation failed: Email already registered, Username already taken' (`CONFLICT`, `details` per field with its " +
          "code). 400 with the form's messages ('Password must be at least 8 characters long!', 'Invalid user role', …).",
        body: adminCreateUserSchema,
        response: { 201: envelope(adminUserSchema) },
      },
    },
    async (request, reply) => {
      const user = await createAdminUser(ctx.db, actorOf(request), request.body, ctx.clock(), { publicUrl: ctx.config.publicUrl });
      return reply.status(201).send(ok(user, { message: 'User created successfully' }));
    },
  );

  r.put(
    '/api/admin/users/:id',
    {
      ...manageUsers,
      schema: {
        tags: ['admin'],
        summary: 'Update a user: profile, role, status (activate, suspend with reason, deactivate), password, points',
        description:
          'Any subset of the fields, all in one transaction: when one change is refused nothing is written. Answers the user, ' +
          "message 'User updated successfully', and records an audit event per change (`user.updated`, `user.role_changed`, " +
          '`user.activated`, `user.suspended`, `user.deactivated`, `user.points_adjusted`). Send `status` only to change it: ' +
          "400 'User is already active' / 'User is already suspended'; suspending needs `suspension_reason` ('Suspension reason " +
          "is required'). Suspending or deactivating revokes all the user's sessions; a new password revokes them too (except " +
          "the acting admin's current one). A new email is unverified until its owner opens the verification link mailed to it. " +
          "400 'Cannot remove the last active admin' when this would leave no active admin; " +
          "400 with a points message ('Points total is too large', …); 404 'User not found'; 409 as for create.",
        params: userIdParams,
        body: adminUpdateUserSchema,
        response: { 200: envelope(adminUserSchema) },
      },
    },
    async (request) => {
      const user = await updateAdminUser(ctx.database, actorOf(request), request.params.id, request.body, ctx.clock(), { publicUrl: ctx.config.publicUrl });
      return ok(user, { message: 'User updated successfully' });
    },
  );

  r.delete(
    '/api/admin/users/:id',
    {
      ...manageUsers,
      schema: {
        tags: ['admin'],
        summary: 'Delete a user',
        description:
          "Deletes the user with their sessions, projects and points ledger; answers `data: null`, message 'User deleted " +
          "successfully', and records `user.deleted`. 403 'You cannot delete your own account' (checked first); 404 'User not " +
          "found'; 400 'Cannot delete the last active admin'; 400 'Invalid user id'.",
        params: userIdParams,
        response: { 200: envelope(emptyDataSchema) },
      },
    },
    async (request) => {
      await deleteAdminUser(ctx.database, ctx.media, ctx.accountData.erasers, actorOf(request), request.params.id, ctx.clock());
      return ok(null, { message: 'User deleted successfully' });
    },
  );

  r.post(
    '/api/admin/users/:id/password-reset',
    {
      ...manageUsers,
      schema: {
        tags: ['admin'],
        summary: 'Send a member a password-reset link',
        description:
          'Mails the member a link to /reset-password that works once for 60 minutes (older reset links stop working): ' +
          `message '${ACCOUNT_MESSAGES.resetLinkSent}'; records \`user.password_reset_sent\`. The password is unchanged until the ` +
          "link is used. 404 'User not found'; 400 'Invalid user id'.",
        params: userIdParams,
        body: z.unknown().optional(),
        response: { 200: envelope(emptyDataSchema) },
      },
    },
    async (request) => {
      await sendResetLink(ctx.db, { publicUrl: ctx.config.publicUrl }, actorOf(request), request.params.id, ctx.clock());
      return ok(null, { message: ACCOUNT_MESSAGES.resetLinkSent });
    },
  );

  r.put(
    '/api/admin/users/:id/password',
    {
      ...manageUsers,
      schema: {
        tags: ['admin'],
        summary: "Set a member's password",
        description:
          "SPEC §5 admin form rules: 'Password must be at least 8 characters long!', 'Passwords do not match'. Signs the member " +
          `out everywhere (an admin setting their own keeps this session) and voids unused reset links: message '${ACCOUNT_MESSAGES.passwordSet}'; ` +
          "records `user.password_set` (never the password). 404 'User not found'; 400 'Invalid user id'.",
        params: userIdParams,
        body: adminSetPasswordSchema,
        response: { 200: envelope(emptyDataSchema) },
      },
    },
    async (request) => {
      await setUserPassword(ctx.db, actorOf(request), request.params.id, request.body.password, ctx.clock());
      return ok(null, { message: ACCOUNT_MESSAGES.passwordSet });
    },
  );

  r.get(
    '/api/admin/stats',
    {
      ...adminOnly,
      schema: { tags: ['admin'], summary: 'Statistics computed from the database', response: { 200: envelope(adminStatsSchema) } },
    },
    async () => ok(await getAdminStats(ctx.db, ctx.clock())),
  );

  r.get(
    '/api/admin/audit-log',
    {
      ...adminOnly,
      schema: {
        tags: ['admin'],
        summary: 'Audit log of domain events, newest first',
        description: "`action` filters to one kind of event (400 'Invalid audit action'; empty: all).",
        querystring: z.object({ ...page, action: filter(auditActionSchema) }),
        response: { 200: listEnvelope(auditEntrySchema) },
      },
    },
    async (request) => okPageOf(await listAuditLog(ctx.db, request.query), request.query),
  );
}
