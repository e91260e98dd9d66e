import { ADMIN, type AuthorizationCases, matrixNotification, SESSION } from '../../test/authorization-matrix-kit.ts';

/**
 * Who may call the notifications routes, for the authorization matrix (apps/server/src/authorization-matrix.test.ts): the
 * status each caller gets, keyed "METHOD path" as registered (HEAD routes use their GET entry). The callers, presets
 * and fixtures are in apps/server/src/test/authorization-matrix-kit.ts.
 */
export const authorizationCases: AuthorizationCases = {
  'GET /api/notifications': { expect: SESSION, send: () => ({ url: '/api/notifications?unread=true' }) },
  'POST /api/notifications/:id/read': [
    { label: 'own', expect: SESSION, send: async (role) => ({ url: `/api/notifications/${await matrixNotification(role)}/read` }) },
    {
      label: "someone else's",
      expect: { ...SESSION, user: 404, moderator: 404, pendingAdmin: 404, admin: 404 },
      send: async () => ({ url: `/api/notifications/${await matrixNotification('other')}/read` }),
    },
  ],
  'POST /api/notifications/read-all': { expect: SESSION, send: () => ({ url: '/api/notifications/read-all' }) },
  'DELETE /api/notifications/:id': [
    { label: 'own', expect: SESSION, send: async (role) => ({ url: `/api/notifications/${await matrixNotification(role)}` }) },
    {
      label: "someone else's",
      expect: { ...SESSION, user: 404, moderator: 404, pendingAdmin: 404, admin: 404 },
      send: async () => ({ url: `/api/notifications/${await matrixNotification('other')}` }),
    },
  ],
  'GET /api/notifications/preferences': { expect: SESSION, send: () => ({ url: '/api/notifications/preferences' }) },
  'PUT /api/notifications/preferences': {
    expect: SESSION,
    send: () => ({ url: '/api/notifications/preferences', payload: { preferences: { project_liked: 'email' } } }),
  },
  'GET /api/notifications/stream': { expect: SESSION, send: () => ({ url: '/api/notifications/stream', stream: true }) },
  'POST /api/admin/announcements': {
    expect: ADMIN(201),
    send: () => ({ url: '/api/admin/announcements', payload: { title: 'Matrix news', message: 'Sent by the matrix', audience: 'admin' } }),
  },
};
