import { type AuthorizationCases, matrixResource, PUBLIC, RESOURCE_MANAGERS } from '../../test/authorization-matrix-kit.ts';

/**
 * Who may call the resources routes, for the authorization matrix (apps/server/src/authorization-matrix.test.ts): the
 * status each caller gets, keyed "METHOD path" as registered (HEAD routes use their GET entry). The callers, presets
 * and fixtures are in apps/server/src/test/authorization-matrix-kit.ts.
 */
export const authorizationCases: AuthorizationCases = {
  'GET /api/resources': { expect: PUBLIC, send: () => ({ url: '/api/resources?category=iot&q=matrix' }) },
  'POST /api/resources': {
    expect: RESOURCE_MANAGERS(201),
    send: () => ({ url: '/api/resources', payload: { title: 'Matrix link', category: 'pcb', url: 'https://example.com/matrix' } }),
  },
  'PUT /api/resources/:id': {
    expect: RESOURCE_MANAGERS(200),
    send: async () => ({ url: `/api/resources/${await matrixResource()}`, payload: { title: 'Matrix edit' } }),
  },
  'DELETE /api/resources/:id': { expect: RESOURCE_MANAGERS(200), send: async () => ({ url: `/api/resources/${await matrixResource()}` }) },
};
