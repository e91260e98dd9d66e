import {
  ACTIVE,
  ADMIN,
  type AuthorizationCases,
  fixtureProjectId,
  insertProject,
  other,
  OWNER_OR_ADMIN_OTHERS,
  ownerId,
  projectBody,
  PUBLIC,
} from '../../test/authorization-matrix-kit.ts';

/**
 * Who may call the projects routes, for the authorization matrix (apps/server/src/authorization-matrix.test.ts): the
 * status each caller gets, keyed "METHOD path" as registered (HEAD routes use their GET entry). The callers, presets
 * and fixtures are in apps/server/src/test/authorization-matrix-kit.ts.
 */
export const authorizationCases: AuthorizationCases = {
  'GET /api/projects': { expect: PUBLIC, send: () => ({ url: '/api/projects' }) },
  'GET /api/projects/:id': { expect: PUBLIC, send: () => ({ url: `/api/projects/${fixtureProjectId}` }) },
  'GET /api/projects/:id/likes': { expect: PUBLIC, send: () => ({ url: `/api/projects/${fixtureProjectId}/likes` }) },
  'POST /api/projects/:id/views': { expect: PUBLIC, send: () => ({ url: `/api/projects/${fixtureProjectId}/views` }) },
  'GET /api/technologies': { expect: PUBLIC, send: () => ({ url: '/api/technologies' }) },
  'GET /api/tags': { expect: PUBLIC, send: () => ({ url: '/api/tags' }) },
  'POST /api/projects': { expect: ACTIVE(201), send: () => ({ url: '/api/projects', payload: projectBody }) },
  'PUT /api/projects/:id': [
    {
      label: 'own project',
      expect: ACTIVE(200),
      send: async (role) => ({ url: `/api/projects/${await insertProject(ownerId(role))}`, payload: { title: 'Renamed in matrix' } }),
    },
    {
      label: "another member's project",
      expect: OWNER_OR_ADMIN_OTHERS(200),
      send: async () => ({ url: `/api/projects/${await insertProject(other.user.id)}`, payload: { title: 'Renamed in matrix' } }),
    },
  ],
  'POST /api/projects/:id/status': [
    {
      label: 'own project',
      expect: ACTIVE(200),
      send: async (role) => ({ url: `/api/projects/${await insertProject(ownerId(role))}/status`, payload: { action: 'start' } }),
    },
    {
      label: "another member's project",
      expect: OWNER_OR_ADMIN_OTHERS(200),
      send: async () => ({ url: `/api/projects/${await insertProject(other.user.id)}/status`, payload: { action: 'start' } }),
    },
  ],
  'DELETE /api/projects/:id': [
    { label: 'own project', expect: ACTIVE(200), send: async (role) => ({ url: `/api/projects/${await insertProject(ownerId(role))}` }) },
    {
      label: "another member's project",
      expect: OWNER_OR_ADMIN_OTHERS(200),
      send: async () => ({ url: `/api/projects/${await insertProject(other.user.id)}` }),
    },
  ],
  'POST /api/projects/:id/like': { expect: ACTIVE(200), send: () => ({ url: `/api/projects/${fixtureProjectId}/like` }) },
  'DELETE /api/projects/:id/like': { expect: ACTIVE(200), send: () => ({ url: `/api/projects/${fixtureProjectId}/like` }) },
  'GET /api/admin/projects': { expect: ADMIN(200), send: () => ({ url: `/api/admin/projects?user_id=${other.user.id}` }) },
  'POST /api/admin/projects': { expect: ADMIN(201), send: () => ({ url: '/api/admin/projects', payload: { ...projectBody, user_id: other.user.id } }) },
  'PUT /api/admin/projects/:id': {
    expect: ADMIN(200),
    send: async () => ({ url: `/api/admin/projects/${await insertProject(other.user.id)}`, payload: { title: 'Admin renamed it' } }),
  },
  'DELETE /api/admin/projects/:id': { expect: ADMIN(200), send: async () => ({ url: `/api/admin/projects/${await insertProject(other.user.id)}` }) },
};
