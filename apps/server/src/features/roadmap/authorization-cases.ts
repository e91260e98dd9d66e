import { ACTIVE, PUBLIC, type AuthorizationCases } from '../../test/authorization-matrix-kit.ts';

/**
 * Who may call the roadmap routes (SPEC §2 Static pages), for the authorization matrix
 * (apps/server/src/authorization-matrix.test.ts): the list is public, posting needs an active account.
 */
export const authorizationCases: AuthorizationCases = {
  'GET /api/roadmap': { expect: PUBLIC, send: () => ({ url: '/api/roadmap?limit=5' }) },
  'POST /api/roadmap': {
    expect: ACTIVE(201),
    send: () => ({ url: '/api/roadmap', payload: { title: 'Matrix entry', body: 'Posted for the authorization matrix.' } }),
  },
};
