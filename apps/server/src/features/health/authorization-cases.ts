import { type AuthorizationCases, PUBLIC } from '../../test/authorization-matrix-kit.ts';

/**
 * Who may call the health routes, for the authorization matrix (apps/server/src/authorization-matrix.test.ts): the
 * status each caller gets, keyed "METHOD path" as registered (HEAD routes use their GET entry). The callers, presets
 * and fixtures are in apps/server/src/test/authorization-matrix-kit.ts.
 */
export const authorizationCases: AuthorizationCases = {
  'GET /api/health': { expect: PUBLIC, send: () => ({ url: '/api/health' }) },
  'GET /api/ready': { expect: PUBLIC, send: () => ({ url: '/api/ready' }) },
};
