import { idParamsSchema, pageQueryShape, searchQuerySchema, textSchema } from '@esdc/core/input';
import { MEMBER_SORTS, passwordChangeSchema } from '@esdc/core/members';
import { can } from '@esdc/core/permissions';
import { profileUpdateSchema, userRoleSchema } from '@esdc/core/user';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { forbidden, unauthorized } from '../../lib/app-error.ts';
import { ok } from '../../lib/envelope.ts';
import { getCommunityStats, getMemberProfile, getMemberStats, listMembers } from './member-service.ts';
import { changePassword, isWrongCurrentPassword } from './password-service.ts';
import { getUser, searchUsers, updateProfile } from './user-service.ts';

const idParams = idParamsSchema('user');

const directoryQuery = z.object({
  q: searchQuerySchema(),
  // The directory's role filter offers 'All Roles' (SPEC §2 Community Members): empty or 'all' means no filter.
  role: z.preprocess((v) => (v === '' || v === 'all' ? undefined : v), userRoleSchema.optional()),
  sort: z.enum(MEMBER_SORTS, { error: 'Invalid sort' }).default('name'),
  ...pageQueryShape(),
});

/**
 * Profiles, user search and the Members API (SPEC §2 Community Members; §7 /api/user/profile, /api/users/search,
 * /api/users/{id}; docs/api/members-and-admin.md): directory, statistics, profiles by username, member
 * statistics, password change.
 */
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
        querystring: z.object({ q: searchQuerySchema(), limit: pageQueryShape({ defaultLimit: 10, maxLimit: 20 }).limit }),
      },
    },
    async (request) => ok(request.query.q ? await searchUsers(ctx.db, request.query.q, request.query.limit) : []),
  );

  r.get(
    '/api/users',
    { schema: { tags: ['users'], summary: 'Member directory: active members, searchable, sortable, paged', querystring: directoryQuery } },
    async (request) => {
      const q = request.query;
      const page = await listMembers(ctx.db, q, can(request.user, 'user:read'));
      return ok(page.items, { meta: { total: page.total, limit: q.limit, offset: q.offset } });
    },
  );

  r.get('/api/users/stats', { schema: { tags: ['users'], summary: 'Community statistics over active members' } }, async () =>
    ok(await getCommunityStats(ctx.db)),
  );

  r.get(
    '/api/users/by-username/:username',
    { schema: { tags: ['users'], summary: "An active member's profile", params: z.object({ username: textSchema({ label: 'Username', max: 64, requiredMessage: 'User not found', maxMessage: 'User not found' }) }) } },
    async (request) => ok(await getMemberProfile(ctx.db, request.params.username, can(request.user, 'user:read'))),
  );

  const mayRead = { onRequest: app.requirePermission('user:read') };
  r.get('/api/users/:id/stats', { ...mayRead, schema: { tags: ['users'], summary: "A member's statistics and rank", params: idParams } }, async (request) => {
    return ok(await getMemberStats(ctx.db, request.params.id));
  });

  r.put(
    '/api/users/:id/password',
    { ...secured, schema: { tags: ['users'], summary: 'Change your own password; signs out your other sessions', params: idParams, body: passwordChangeSchema } },
    async (request, reply) => {
      const user = request.user;
      if (!user) throw unauthorized();
      if (!can(user, 'user:password', { ownerId: request.params.id })) throw forbidden('You can only change your own password');
      // Wrong current passwords count per (account, address) and towards the account's sign-in delay, so the
      // current password cannot be guessed here either (plugins/sign-in-throttle.ts).
      await app.signInThrottle.attempt(
        { reply, check: 'password-change', email: user.email, ip: request.ip, isWrongPassword: isWrongCurrentPassword },
        () => changePassword(ctx.db, user, request.body, ctx.clock()),
      );
      return ok(null, { message: 'Password changed successfully' });
    },
  );

  r.get('/api/users/:id', { ...mayRead, schema: { tags: ['users'], summary: 'One member', params: idParams } }, async (request) => {
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
