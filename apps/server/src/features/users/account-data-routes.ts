import { accountDeletionSchema, accountExportSchema } from '@esdc/core/account-data';
import { emptyDataSchema, envelope } from '@esdc/core/api';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { unauthorized } from '../../lib/app-error.ts';
import { ok } from '../../lib/envelope.ts';
import { exportAccountData } from '../../platform/account-data/export-account.ts';
import { deleteOwnAccount, isWrongDeletionPassword } from './account-service.ts';

/**
 * A member's own data (SPEC §2 Your data): `GET /api/user/export` (everything about them as one JSON document) and
 * `DELETE /api/user/account` (erase the account after re-entering the password).
 */
export async function accountDataRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const secured = { onRequest: app.authenticate };

  r.get(
    '/api/user/export',
    {
      ...secured,
      schema: {
        tags: ['users'],
        summary: 'Download everything the platform holds about you',
        description:
          'Signed in only (401). One JSON document with a section per kind of data: profile, sessions (times, address, ' +
          'user agent; never the session id), projects, contributions, likes, project views, challenge submissions and ' +
          'solves, game scores, points ledger and period totals, audit entries about you. Never a password or token hash.',
        response: { 200: envelope(accountExportSchema) },
      },
    },
    async (request) => {
      if (!request.user) throw unauthorized();
      return ok(await exportAccountData(ctx.db, ctx.accountData.sections, request.user.id, ctx.clock()));
    },
  );

  r.delete(
    '/api/user/account',
    {
      ...secured,
      schema: {
        tags: ['users'],
        summary: 'Delete your account',
        description:
          "Body: your `password` and `projects`: 'delete' (your projects go, with their likes, tags and contributors) or " +
          "'keep' (they stay, shown under 'Former member'). In one transaction every session of yours ends, your likes, " +
          'contributions, submissions and game scores go, your personal data is erased (also from earlier audit entries), ' +
          "and your points ledger stays under an anonymous former member, so no one else's total or leaderboard history " +
          "changes. Answers `data: null` with 'Your account has been deleted'. 400 'Password is incorrect' (code " +
          "`WRONG_PASSWORD`; counts like a wrong sign-in password, 429 when too many); 400 'Cannot delete the last active admin'.",
        body: accountDeletionSchema,
        response: { 200: envelope(emptyDataSchema) },
      },
    },
    async (request, reply) => {
      const user = request.user;
      if (!user) throw unauthorized();
      await app.signInThrottle.attempt({ reply, check: 'account-deletion', email: user.email, ip: request.ip, isWrongPassword: isWrongDeletionPassword }, () =>
        deleteOwnAccount(ctx.database, ctx.media, ctx.accountData.erasers, user.id, request.body, ctx.clock()),
      );
      return ok(null, { message: 'Your account has been deleted' });
    },
  );
}
