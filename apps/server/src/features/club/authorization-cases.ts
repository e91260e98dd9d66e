import { ADMIN, type AuthorizationCases, PUBLIC } from '../../test/authorization-matrix-kit.ts';

/**
 * Who may call the club routes, for the authorization matrix (apps/server/src/authorization-matrix.test.ts): the
 * status each caller gets, keyed "METHOD path" as registered (HEAD routes use their GET entry). The callers, presets
 * and fixtures are in apps/server/src/test/authorization-matrix-kit.ts.
 */
export const authorizationCases: AuthorizationCases = {
  'GET /api/club/links': { expect: PUBLIC, send: () => ({ url: '/api/club/links' }) },
  'PUT /api/admin/club/links': { expect: ADMIN(200), send: () => ({ url: '/api/admin/club/links', payload: {} }) },
  'GET /api/features': { expect: PUBLIC, send: () => ({ url: '/api/features' }) },
  // Switching on a feature that is on changes nothing: the matrix leaves every feature on.
  'PUT /api/admin/features/:name': { expect: ADMIN(200), send: () => ({ url: '/api/admin/features/blog', payload: { enabled: true } }) },
};
