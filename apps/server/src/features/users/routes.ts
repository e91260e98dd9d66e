import { can } from '@esdc/core/permissions';
import { profileUpdateSchema } from '@esdc/core/user';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { forbidden, unauthorized } from '../../lib/app-error.ts';
import { ok } from '../../lib/envelope.ts';
import { getUser, searchUsers, updateProfile } from './user-service.ts';

const idParams = z.object({ id: z.coerce.number({ error: 'Invalid user id' }).int('Invalid user id').positive('Invalid user id') });

/** Profiles and user search (SPEC §7 /api/user/profile, /api/users/search, /api/users/{id}). */
export async function userRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const secured = { onRequest: app.authenticate };

  r.get('/api/user/profile', { ...secured, schema: { tags: ['users'], summary: 'The signed-in member' } }, async (request) => {
    if (!request.user) throw unauthorized();
    return ok(await getUser(ctx.db, request.user.id));
  });

  r.get(
    '/api/users/search',
    {
      ...secured,
      schema: {
        tags: ['users'],
        summary: 'Find members by name, username or email',
        querystring: z.object({ q: z.string().trim().max(100).default(''), limit: z.coerce.number().int().min(1).max(20).default(10) }),
      },
    },
    async (request) => ok(request.query.q ? await searchUsers(ctx.db, request.query.q, request.query.limit) : []),
  );

  r.get('/api/users/:id', { ...secured, schema: { tags: ['users'], summary: 'One member', params: idParams } }, async (request) => {
    if (!can(request.user, 'user:read')) throw forbidden();
    return ok(await getUser(ctx.db, request.params.id));
  });

  r.put(
    '/api/users/:id',
    { ...secured, schema: { tags: ['users'], summary: 'Update a profile (own, or admin)', params: idParams, body: profileUpdateSchema } },
    async (request) => {
      if (!can(request.user, 'user:update', { ownerId: request.params.id })) throw forbidden('You can only edit your own profile');
      return ok(await updateProfile(ctx.db, request.params.id, request.body, ctx.clock()), { message: 'Profile updated' });
    },
  );
}
