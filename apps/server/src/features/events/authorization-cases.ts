import {
  ACTIVE,
  ADMIN,
  type AuthorizationCases,
  DRAFT_OTHERS,
  eventBody,
  insertEvent,
  insertRegistration,
  other,
  OWNER_OR_ADMIN_OTHERS,
  ownerId,
  PUBLIC,
} from '../../test/authorization-matrix-kit.ts';

/**
 * Who may call the events routes, for the authorization matrix (apps/server/src/authorization-matrix.test.ts): the
 * status each caller gets, keyed "METHOD path" as registered (HEAD routes use their GET entry). The callers, presets
 * and fixtures are in apps/server/src/test/authorization-matrix-kit.ts.
 */
export const authorizationCases: AuthorizationCases = {
  'GET /api/events': { expect: PUBLIC, send: () => ({ url: '/api/events?upcoming=true' }) },
  'GET /api/events.ics': { expect: PUBLIC, send: () => ({ url: '/api/events.ics' }) },
  'GET /api/events/settings': { expect: PUBLIC, send: () => ({ url: '/api/events/settings' }) },
  'PUT /api/admin/events/settings': { expect: ADMIN(200), send: () => ({ url: '/api/admin/events/settings', payload: { members_can_create: false } }) },
  'GET /api/events/:id': [
    { label: 'published', expect: PUBLIC, send: async () => ({ url: `/api/events/${await insertEvent(other.user.id)}` }) },
    {
      label: "someone else's draft",
      expect: { anonymous: 404, user: 404, moderator: 404, pendingAdmin: 404, suspendedAdmin: 401, admin: 200 },
      send: async () => ({ url: `/api/events/${await insertEvent(other.user.id, 'draft')}` }),
    },
  ],
  'GET /api/events/:id.ics': { expect: PUBLIC, send: async () => ({ url: `/api/events/${await insertEvent(other.user.id)}.ics` }) },
  'POST /api/events': {
    expect: { anonymous: 401, user: 403, moderator: 201, pendingAdmin: 403, suspendedAdmin: 401, admin: 201 },
    send: () => ({ url: '/api/events', payload: eventBody() }),
  },
  'PUT /api/events/:id': [
    {
      label: "someone else's",
      expect: OWNER_OR_ADMIN_OTHERS(200),
      send: async () => ({ url: `/api/events/${await insertEvent(other.user.id)}`, payload: { title: 'Matrix edit' } }),
    },
    {
      label: 'own',
      expect: ACTIVE(200),
      send: async (role) => ({ url: `/api/events/${await insertEvent(ownerId(role))}`, payload: { title: 'Matrix edit' } }),
    },
  ],
  'DELETE /api/events/:id': [
    { label: "someone else's", expect: OWNER_OR_ADMIN_OTHERS(200), send: async () => ({ url: `/api/events/${await insertEvent(other.user.id)}` }) },
    { label: 'own', expect: ACTIVE(200), send: async (role) => ({ url: `/api/events/${await insertEvent(ownerId(role))}` }) },
  ],
  'POST /api/events/:id/publish': {
    expect: DRAFT_OTHERS(200),
    send: async () => ({ url: `/api/events/${await insertEvent(other.user.id, 'draft')}/publish` }),
  },
  'POST /api/events/:id/start': {
    expect: OWNER_OR_ADMIN_OTHERS(200),
    send: async () => ({ url: `/api/events/${await insertEvent(other.user.id, 'published', -1)}/start` }),
  },
  'POST /api/events/:id/complete': {
    expect: OWNER_OR_ADMIN_OTHERS(200),
    send: async () => ({ url: `/api/events/${await insertEvent(other.user.id)}/complete` }),
  },
  'POST /api/events/:id/cancel': {
    expect: OWNER_OR_ADMIN_OTHERS(200),
    send: async () => ({ url: `/api/events/${await insertEvent(other.user.id)}/cancel`, payload: { reason: 'Matrix cancel' } }),
  },
  'POST /api/events/:id/registration': { expect: ACTIVE(201), send: async () => ({ url: `/api/events/${await insertEvent(other.user.id)}/registration` }) },
  'DELETE /api/events/:id/registration': {
    expect: ACTIVE(200),
    send: async (role) => {
      const id = await insertEvent(other.user.id);
      await insertRegistration(id, ownerId(role));
      return { url: `/api/events/${id}/registration` };
    },
  },
  'GET /api/events/:id/registrations': {
    expect: OWNER_OR_ADMIN_OTHERS(200),
    send: async () => ({ url: `/api/events/${await insertEvent(other.user.id)}/registrations` }),
  },
  'POST /api/events/:id/check-ins': {
    expect: OWNER_OR_ADMIN_OTHERS(200),
    send: async () => {
      const id = await insertEvent(other.user.id);
      return { url: `/api/events/${id}/check-ins`, payload: { code: await insertRegistration(id, other.user.id) } };
    },
  },
  'GET /api/users/:id/events': { expect: ACTIVE(200), send: () => ({ url: `/api/users/${other.user.id}/events` }) },
};
