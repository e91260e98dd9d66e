import { emptyDataSchema, envelope, listEnvelope } from '@esdc/core/api';
import { idParamsSchema, pageQueryShape, searchQuerySchema, sortQuerySchema, textSchema } from '@esdc/core/input';
import { communityStatsSchema, MEMBER_SORTS, memberProfileSchema, memberStatsSchema, memberSummarySchema, passwordChangeSchema } from '@esdc/core/members';
import { can } from '@esdc/core/permissions';
import { profileUpdateSchema, publicUserSchema, userRoleSchema, userSearchResultSchema } from '@esdc/core/user';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { forbidden, unauthorized } from '../../lib/app-error.ts';
import { ok, okPageOf } from '../../lib/envelope.ts';
import { publicUserFor } from './email-visibility.ts';
import { getCommunityStats, getMemberProfile, getMemberStats, listMembers } from './member-service.ts';
import { changePassword, isWrongCurrentPassword } from './password-service.ts';
import { getUser, searchUsers, updateProfile } from './user-service.ts';

const idParams = idParamsSchema('user');

const directoryQuery = z.object({
  q: searchQuerySchema(),
  // The directory's role filter offers 'All Roles' (SPEC §2 Community Members): empty or 'all' means no filter.
  role: z.preprocess((v) => (v === '' || v === 'all' ? undefined : v), userRoleSchema.optional()),
  sort: sortQuerySchema(MEMBER_SORTS, 'name'),
  ...pageQueryShape(),
});

/**
 * Profiles, user search and the Members API (SPEC §2 Community Members; §7 /api/user/profile, /api/users/search,
 * /api/users/{id}): directory, statistics, profiles by username, member statistics, password change. Each
 * route's answers are its response schemas (core user.ts, members.ts), shown at /api/docs.
 */
export async function userRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const secured = { onRequest: app.authenticate };

  r.get(
    '/api/user/profile',
    {
      ...secured,
      schema: {
        tags: ['users'],
        summary: 'The signed-in member',
        description: 'Signed in only: 401 signed out, or when the session was revoked or has expired, or the account is suspended or inactive.',
        response: { 200: envelope(publicUserSchema) },
      },
    },
    async (request) => {
      if (!request.user) throw unauthorized();
      return ok(await getUser(ctx.db, request.user.id));
    },
  );

  r.get(
    '/api/users/search',
    {
      ...secured,
      schema: {
        tags: ['users'],
        summary: 'Find members by name, username or email',
        description:
          'Contributor search (SPEC §3 Contributor search result), by name, at most `limit` (default 10, at most 20). Admins: active ' +
          'members whose name, username or email contains `q` (case-insensitive; `%` and `_` match literally). Other members: ' +
          'those who show their email (`show_email`) by name or username, and the member whose email is exactly `q`. An empty `q` answers [].',
        querystring: z.object({ q: searchQuerySchema(), limit: pageQueryShape({ defaultLimit: 10, maxLimit: 20 }).limit }),
        response: { 200: envelope(z.array(userSearchResultSchema)) },
      },
    },
    async (request) => ok(request.query.q ? await searchUsers(ctx.db, request.query.q, request.query.limit, request.user) : []),
  );

  r.get(
    '/api/users',
    {
      config: { session: 'optional' },
      schema: {
        tags: ['users'],
        summary: 'Member directory: active members, searchable, sortable, paged',
        description:
          'Open to anyone; only active members. `q` matches name and username case-insensitively, and email too for admins. ' +
          '`email` only when the viewer may read it: admins, the member themself, and signed-in members when the member shows it. `role` filters (empty or `all`: every role). `sort`: `name` (A–Z, any case), ' +
          '`points` or `challenges` (most first, then name), `recent` (newest first). A revoked or suspended token gets 401.',
        querystring: directoryQuery,
        response: { 200: listEnvelope(memberSummarySchema) },
      },
    },
    async (request) => okPageOf(await listMembers(ctx.db, request.query, request.user), request.query),
  );

  r.get(
    '/api/users/stats',
    {
      schema: {
        tags: ['users'],
        summary: 'Community statistics over active members',
        response: { 200: envelope(communityStatsSchema) },
      },
    },
    async () => ok(await getCommunityStats(ctx.db)),
  );

  r.get(
    '/api/users/by-username/:username',
    {
      config: { session: 'optional' },
      schema: {
        tags: ['users'],
        summary: "An active member's profile",
        description:
          "Open to anyone; the username matches in any case. 404 'User not found' for an unknown username or a member who is " +
          "not active. `email`, and each of the projects' contributors' emails, only when the viewer may read it (the member themself, " +
          'admins, and signed-in members when the member shows it).',
        params: z.object({ username: textSchema({ label: 'Username', max: 64, requiredMessage: 'User not found', maxMessage: 'User not found' }) }),
        response: { 200: envelope(memberProfileSchema) },
      },
    },
    async (request) => ok(await getMemberProfile(ctx.db, request.params.username, request.user)),
  );

  const mayRead = { onRequest: app.requirePermission('user:read') };
  r.get(
    '/api/users/:id/stats',
    {
      ...mayRead,
      schema: {
        tags: ['users'],
        summary: "A member's statistics and rank",
        description: "Signed in only (401). 404 'User not found'; 400 'Invalid user id'.",
        params: idParams,
        response: { 200: envelope(memberStatsSchema) },
      },
    },
    async (request) => ok(await getMemberStats(ctx.db, request.params.id)),
  );

  r.put(
    '/api/users/:id/password',
    {
      ...secured,
      schema: {
        tags: ['users'],
        summary: 'Change your own password; signs out your other sessions',
        description:
          "Answers `data: null` with the message 'Password changed successfully'; the session that asked stays signed in, every " +
          "other session of the member is revoked. 403 'You can only change your own password' (also for an admin); " +
          "400 'Current password is incorrect' (code `WRONG_CURRENT_PASSWORD`), 'Password must be at least 6 characters long', " +
          "'Passwords do not match'. Wrong current passwords count like wrong sign-in passwords (429 when too many).",
        params: idParams,
        body: passwordChangeSchema,
        response: { 200: envelope(emptyDataSchema) },
      },
    },
    async (request, reply) => {
      const user = request.user;
      if (!user) throw unauthorized();
      if (!can(user, 'user:password', { ownerId: request.params.id })) throw forbidden('You can only change your own password');
      // Wrong current passwords count per (account, address) and towards the account's sign-in delay, so the
      // current password cannot be guessed here either (plugins/sign-in-throttle.ts).
      await app.signInThrottle.attempt({ reply, check: 'password-change', email: user.email, ip: request.ip, isWrongPassword: isWrongCurrentPassword }, () =>
        changePassword(ctx.db, user, request.body, ctx.clock()),
      );
      return ok(null, { message: 'Password changed successfully' });
    },
  );

  r.get(
    '/api/users/:id',
    {
      ...mayRead,
      schema: {
        tags: ['users'],
        summary: 'One member',
        description:
          'Signed in only (401). `email` is empty unless the viewer is the member or an admin, or the member shows it (`show_email`). ' +
          "404 'User not found'; 400 'Invalid user id'.",
        params: idParams,
        response: { 200: envelope(publicUserSchema) },
      },
    },
    async (request) => ok(publicUserFor(request.user, await getUser(ctx.db, request.params.id))),
  );

  r.put(
    '/api/users/:id',
    {
      ...secured,
      schema: {
        tags: ['users'],
        summary: 'Update a profile (own, or admin)',
        description:
          "Only the fields sent change; role and status cannot be changed here. Answers the user with the message 'Profile updated'. " +
          "403 'You can only edit your own profile'; 404 'User not found'; 400 with the field's message ('Website must be a valid URL', …).",
        params: idParams,
        body: profileUpdateSchema,
        response: { 200: envelope(publicUserSchema) },
      },
    },
    async (request) => {
      if (!can(request.user, 'user:update', { ownerId: request.params.id })) throw forbidden('You can only edit your own profile');
      return ok(await updateProfile(ctx.db, request.params.id, request.body, ctx.clock()), { message: 'Profile updated' });
    },
  );
}
