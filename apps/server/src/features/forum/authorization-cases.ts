import { ACTIVE, PUBLIC, type AuthorizationCases } from '../../test/authorization-matrix-kit.ts';

/**
 * Who may call the forum routes (SPEC §2 Planning, Mentorship, Hackathons, Workshops, Jobs, Forum), for the
 * authorization matrix (apps/server/src/authorization-matrix.test.ts): the list is public, posting needs an active
 * account.
 */
export const authorizationCases: AuthorizationCases = {
  'GET /api/forum': { expect: PUBLIC, send: () => ({ url: '/api/forum?limit=5' }) },
  'POST /api/forum': {
    expect: ACTIVE(201),
    send: () => ({ url: '/api/forum', payload: { title: 'Matrix entry', body: 'Posted for the authorization matrix.' } }),
  },
};
