import { ADMIN, SESSION, t, type AuthorizationCases, type Expect } from '../../test/authorization-matrix-kit.ts';

/**
 * Who may call the integrations routes (SPEC §2 Integrations), for the authorization matrix
 * (apps/server/src/authorization-matrix.test.ts): any signed-in member reads their own integrations and repositories;
 * admins manage the webhooks and read the storage card.
 */

/** An https address nothing listens on, so a queued test post fails at once without leaving the machine. */
const UNREACHABLE = 'https://127.0.0.1:1/matrix-hook';

/** A fresh Slack webhook, straight in the database (any earlier one removed: one per target). */
async function insertWebhook(): Promise<number> {
  await t.db.deleteFrom('webhook_deliveries').execute();
  await t.db.deleteFrom('integration_webhooks').execute();
  const at = t.clock.now().toISOString();
  const row = await t.db
    .insertInto('integration_webhooks')
    .values({ target: 'slack', url: UNREACHABLE, events: 'jobs', enabled: 0, created_at: at, updated_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const body = { url: UNREACHABLE, events: ['announcements'], enabled: false };
/** Signed in, but no GitHub account linked: 409 before GitHub is asked. */
const NOT_LINKED: Expect = { anonymous: 401, user: 409, moderator: 409, pendingAdmin: 409, suspendedAdmin: 401, admin: 409 };

export const authorizationCases: AuthorizationCases = {
  'GET /api/integrations': { expect: SESSION, send: () => ({ url: '/api/integrations' }) },
  'GET /api/integrations/github/repositories': { expect: NOT_LINKED, send: () => ({ url: '/api/integrations/github/repositories' }) },
  'GET /api/admin/integrations/storage': { expect: ADMIN(200), send: () => ({ url: '/api/admin/integrations/storage' }) },
  'GET /api/admin/integrations/webhooks': { expect: ADMIN(200), send: () => ({ url: '/api/admin/integrations/webhooks' }) },
  'POST /api/admin/integrations/webhooks': {
    expect: ADMIN(201),
    send: async () => {
      await insertWebhook();
      await t.db.deleteFrom('integration_webhooks').execute();
      return { url: '/api/admin/integrations/webhooks', payload: { ...body, target: 'slack' } };
    },
  },
  'PUT /api/admin/integrations/webhooks/:id': {
    expect: ADMIN(200),
    send: async () => ({ url: `/api/admin/integrations/webhooks/${await insertWebhook()}`, payload: body }),
  },
  'DELETE /api/admin/integrations/webhooks/:id': {
    expect: ADMIN(200),
    send: async () => ({ url: `/api/admin/integrations/webhooks/${await insertWebhook()}` }),
  },
  'POST /api/admin/integrations/webhooks/:id/test': {
    expect: ADMIN(202),
    send: async () => ({ url: `/api/admin/integrations/webhooks/${await insertWebhook()}/test`, payload: {} }),
  },
};
