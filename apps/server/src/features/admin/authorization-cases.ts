import { ADMIN, type AuthorizationCases, other, registration, t } from '../../test/authorization-matrix-kit.ts';

/**
 * Who may call the admin routes, for the authorization matrix (apps/server/src/authorization-matrix.test.ts): the
 * status each caller gets, keyed "METHOD path" as registered (HEAD routes use their GET entry). The callers, presets
 * and fixtures are in apps/server/src/test/authorization-matrix-kit.ts.
 */
export const authorizationCases: AuthorizationCases = {
  'GET /api/admin/users': { expect: ADMIN(200), send: () => ({ url: '/api/admin/users?role=user&limit=5' }) },
  'GET /api/admin/users/:id': { expect: ADMIN(200), send: () => ({ url: `/api/admin/users/${other.user.id}` }) },
  'POST /api/admin/users': {
    expect: ADMIN(201),
    send: () => {
      const { confirmPassword: _confirm, ...body } = registration();
      return { url: '/api/admin/users', payload: body };
    },
  },
  'PUT /api/admin/users/:id': {
    expect: ADMIN(200),
    send: async () => ({ url: `/api/admin/users/${(await t.register()).user.id}`, payload: { bio: 'Edited by matrix' } }),
  },
  'DELETE /api/admin/users/:id': { expect: ADMIN(200), send: async () => ({ url: `/api/admin/users/${(await t.register()).user.id}` }) },
  'POST /api/admin/users/:id/password-reset': { expect: ADMIN(200), send: () => ({ url: `/api/admin/users/${other.user.id}/password-reset` }) },
  'PUT /api/admin/users/:id/password': {
    expect: ADMIN(200),
    send: async () => ({
      url: `/api/admin/users/${(await t.register()).user.id}/password`,
      payload: { password: 'matrix-pass-8', confirmPassword: 'matrix-pass-8' },
    }),
  },
  'GET /api/admin/mail': { expect: ADMIN(200), send: () => ({ url: '/api/admin/mail?limit=5' }) },
  'GET /api/admin/mail/:id': {
    expect: ADMIN(200),
    send: async () => {
      const row = await t.db.selectFrom('outgoing_mail').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow();
      return { url: `/api/admin/mail/${row.id}` };
    },
  },
  'GET /api/admin/stats': { expect: ADMIN(200), send: () => ({ url: '/api/admin/stats' }) },
  'GET /api/admin/audit-log': { expect: ADMIN(200), send: () => ({ url: '/api/admin/audit-log?action=user.created' }) },
};
