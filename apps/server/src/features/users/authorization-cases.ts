import {
  ACTIVE,
  ADMIN,
  type AuthorizationCases,
  memberOf,
  other,
  OWNER_OR_ADMIN_OTHERS,
  ownerId,
  PUBLIC,
  SESSION,
  t,
} from '../../test/authorization-matrix-kit.ts';

/**
 * Who may call the users routes, for the authorization matrix (apps/server/src/authorization-matrix.test.ts): the
 * status each caller gets, keyed "METHOD path" as registered (HEAD routes use their GET entry). The callers, presets
 * and fixtures are in apps/server/src/test/authorization-matrix-kit.ts.
 */
export const authorizationCases: AuthorizationCases = {
  'GET /api/user/profile': { expect: SESSION, send: () => ({ url: '/api/user/profile' }) },
  'GET /api/user/export': { expect: SESSION, send: () => ({ url: '/api/user/export' }) },
  'DELETE /api/user/account': {
    // Each caller deletes a fresh account of their own role and status (the actors stay for the other cases).
    expect: SESSION,
    send: async (role) => {
      if (role === 'anonymous' || role === 'suspendedAdmin') return { url: '/api/user/account', payload: { password: 'matrix-pass-1', projects: 'keep' } };
      const m = await t.register();
      const dbRole = role === 'user' ? 'user' : role === 'moderator' ? 'moderator' : 'admin';
      await t.db
        .updateTable('users')
        .set({ role: dbRole, status: role === 'pendingAdmin' ? 'pending' : 'active' })
        .where('id', '=', m.user.id)
        .execute();
      return { url: '/api/user/account', token: m.token, payload: { password: m.password, projects: 'keep' } };
    },
  },
  'GET /api/users/search': { expect: SESSION, send: () => ({ url: '/api/users/search?q=matrix' }) },
  'GET /api/users': { expect: PUBLIC, send: () => ({ url: '/api/users?q=matrix&sort=points' }) },
  'GET /api/users/stats': { expect: PUBLIC, send: () => ({ url: '/api/users/stats' }) },
  'GET /api/users/by-username/:username': { expect: PUBLIC, send: () => ({ url: `/api/users/by-username/${other.user.username}` }) },
  'GET /api/users/:id/stats': { expect: ACTIVE(200), send: () => ({ url: `/api/users/${other.user.id}/stats` }) },
  'GET /api/users/:id': { expect: ACTIVE(200), send: () => ({ url: `/api/users/${other.user.id}` }) },
  'PUT /api/users/:id': [
    { label: 'own profile', expect: ACTIVE(200), send: (role) => ({ url: `/api/users/${ownerId(role)}`, payload: { bio: 'Matrix bio' } }) },
    {
      label: "another member's profile",
      expect: OWNER_OR_ADMIN_OTHERS(200),
      send: () => ({ url: `/api/users/${other.user.id}`, payload: { bio: 'Matrix bio' } }),
    },
  ],
  'PUT /api/users/:id/password': [
    {
      label: 'own password',
      expect: ACTIVE(200),
      send: (role) => {
        const m = memberOf(role);
        const password = m?.password ?? 'member-pass-1';
        return { url: `/api/users/${ownerId(role)}/password`, payload: { current_password: password, new_password: password, confirm_password: password } };
      },
    },
    {
      label: "another member's password (admins too are refused)",
      expect: { ...ADMIN(403) },
      send: () => ({
        url: `/api/users/${other.user.id}/password`,
        payload: { current_password: other.password, new_password: 'x-new-pass-1', confirm_password: 'x-new-pass-1' },
      }),
    },
  ],
};
