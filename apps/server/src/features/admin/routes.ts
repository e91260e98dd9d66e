import { adminCreateUserSchema, adminUpdateUserSchema, auditActionSchema } from '@esdc/core/admin-user-schemas';
import { idParamsSchema, pageQueryShape, searchQuerySchema, textSchema } from '@esdc/core/input';
import { userRoleSchema, userStatusSchema } from '@esdc/core/user';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { unauthorized } from '../../lib/app-error.ts';
import { ok } from '../../lib/envelope.ts';
import { listAuditLog } from '../../platform/audit-log.ts';
import { createAdminUser, deleteAdminUser, getAdminUser, listAdminUsers, updateAdminUser, type AdminActor } from './admin-user-service.ts';
import { getAdminStats } from './stats-service.ts';

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
 * docs/api/members-and-admin.md): 401 signed out, 403 unless an active admin (`can()` 'user:manage' /
 * 'admin:access'). Admin project routes are the projects feature's (features/projects/admin-routes.ts), admin
 * challenge routes the challenges feature's.
 */
export async function adminRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const manageUsers = { onRequest: app.requirePermission('user:manage') };
  const adminOnly = { onRequest: app.requirePermission('admin:access') };
  // Users' names and avatars are embedded in cached project reads; deleting a user deletes their projects.
  const afterWrite = () => ctx.projectCache.invalidate();

  r.get(
    '/api/admin/users',
    {
      ...manageUsers,
      schema: {
        tags: ['admin'],
        summary: 'All users, newest first',
        querystring: z.object({
          ...page,
          q: searchQuerySchema(),
          email: text('Email', 254),
          username: text('Username', 64),
          role: filter(userRoleSchema),
          status: filter(userStatusSchema),
        }),
      },
    },
    async (request) => {
      const q = request.query;
      const result = await listAdminUsers(ctx.db, q);
      return ok(result.items, { meta: { total: result.total, limit: q.limit, offset: q.offset } });
    },
  );

  r.get('/api/admin/users/:id', { ...manageUsers, schema: { tags: ['admin'], summary: 'One user', params: userIdParams } }, async (request) =>
    ok(await getAdminUser(ctx.db, request.params.id)),
  );

  r.post('/api/admin/users', { ...manageUsers, schema: { tags: ['admin'], summary: 'Create a user', body: adminCreateUserSchema } }, async (request, reply) => {
    const user = await createAdminUser(ctx.db, actorOf(request), request.body, ctx.clock());
    return reply.status(201).send(ok(user, { message: 'User created successfully' }));
  });

  r.put(
    '/api/admin/users/:id',
    {
      ...manageUsers,
      schema: {
        tags: ['admin'],
        summary: 'Update a user: profile, role, status (activate, suspend with reason, deactivate), password, points',
        params: userIdParams,
        body: adminUpdateUserSchema,
      },
    },
    async (request) => {
      const user = await updateAdminUser(ctx.database, actorOf(request), request.params.id, request.body, ctx.clock());
      afterWrite();
      return ok(user, { message: 'User updated successfully' });
    },
  );

  r.delete('/api/admin/users/:id', { ...manageUsers, schema: { tags: ['admin'], summary: 'Delete a user', params: userIdParams } }, async (request) => {
    await deleteAdminUser(ctx.database, actorOf(request), request.params.id, ctx.clock());
    afterWrite();
    return ok(null, { message: 'User deleted successfully' });
  });

  r.get('/api/admin/stats', { ...adminOnly, schema: { tags: ['admin'], summary: 'Statistics computed from the database' } }, async () =>
    ok(await getAdminStats(ctx.db, ctx.clock())),
  );

  r.get(
    '/api/admin/audit-log',
    { ...adminOnly, schema: { tags: ['admin'], summary: 'Audit log of domain events, newest first', querystring: z.object({ ...page, action: filter(auditActionSchema) }) } },
    async (request) => {
      const q = request.query;
      const result = await listAuditLog(ctx.db, q);
      return ok(result.items, { meta: { total: result.total, limit: q.limit, offset: q.offset } });
    },
  );
}
