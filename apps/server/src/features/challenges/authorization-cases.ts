import { ACTIVE, ADMIN, type AuthorizationCases, matrixChallenge, PUBLIC, SESSION } from '../../test/authorization-matrix-kit.ts';

/**
 * Who may call the challenges routes, for the authorization matrix (apps/server/src/authorization-matrix.test.ts): the
 * status each caller gets, keyed "METHOD path" as registered (HEAD routes use their GET entry). The callers, presets
 * and fixtures are in apps/server/src/test/authorization-matrix-kit.ts.
 */
export const authorizationCases: AuthorizationCases = {
  'GET /api/challenges': { expect: PUBLIC, send: () => ({ url: '/api/challenges?status=unsolved' }) },
  'GET /api/challenges/:id': [
    { label: 'public', expect: PUBLIC, send: async () => ({ url: `/api/challenges/${await matrixChallenge('public')}` }) },
    { label: 'members only', expect: SESSION, send: async () => ({ url: `/api/challenges/${await matrixChallenge('members')}` }) },
  ],
  'POST /api/challenges/:id/submissions': {
    expect: ACTIVE(201),
    send: async () => ({ url: `/api/challenges/${await matrixChallenge('public')}/submissions`, payload: { answer: 'matrix guess' } }),
  },
  'GET /api/admin/challenges': { expect: ADMIN(200), send: () => ({ url: '/api/admin/challenges?visibility=hidden' }) },
  'GET /api/admin/challenges/:id': { expect: ADMIN(200), send: async () => ({ url: `/api/admin/challenges/${await matrixChallenge('hidden')}` }) },
  'POST /api/admin/challenges': {
    expect: ADMIN(201),
    send: () => ({
      url: '/api/admin/challenges',
      payload: {
        title: 'Matrix Challenge',
        description: 'Created to check who may create challenges.',
        category: 'C',
        difficulty: 'Easy',
        points: 50,
        answer: 'x',
      },
    }),
  },
  'PUT /api/admin/challenges/:id': {
    expect: ADMIN(200),
    send: async () => ({ url: `/api/admin/challenges/${await matrixChallenge('public')}`, payload: { points: 60 } }),
  },
  'DELETE /api/admin/challenges/:id': { expect: ADMIN(200), send: async () => ({ url: `/api/admin/challenges/${await matrixChallenge('hidden')}` }) },
};
