import { ACTIVE, type AuthorizationCases, PUBLIC } from '../../test/authorization-matrix-kit.ts';

/**
 * Who may call the games routes, for the authorization matrix (apps/server/src/authorization-matrix.test.ts): the
 * status each caller gets, keyed "METHOD path" as registered (HEAD routes use their GET entry). The callers, presets
 * and fixtures are in apps/server/src/test/authorization-matrix-kit.ts.
 */
export const authorizationCases: AuthorizationCases = {
  'GET /api/games/:game/scores': { expect: PUBLIC, send: () => ({ url: '/api/games/snake/scores' }) },
  'POST /api/games/:game/scores': { expect: ACTIVE(201), send: () => ({ url: '/api/games/snake/scores', payload: { score: 30, duration_ms: 20_000 } }) },
};
