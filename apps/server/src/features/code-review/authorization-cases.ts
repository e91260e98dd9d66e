import { ACTIVE, PUBLIC, RESOURCE_MANAGERS, memberOf, other, t, type AuthorizationCases, type Expect, type Role } from '../../test/authorization-matrix-kit.ts';
import { insertReviewRequest } from './review-fixtures.ts';

/**
 * Who may call the code review routes (docs/requirements.md §2 Code review, §4 Code review), for the authorization
 * matrix (apps/server/src/authorization-matrix.test.ts): everyone reads; active members request, claim, comment; only
 * the claiming reviewer decides and only the requester reopens (admins neither).
 */

const idOf = (role: Role) => memberOf(role)?.user.id ?? other.user.id;
const now = () => t.clock.now();
/** Nobody but the one member concerned, admins neither. */
const NOBODY: Expect = { anonymous: 401, user: 403, moderator: 403, pendingAdmin: 403, suspendedAdmin: 401, admin: 403 };
const othersOpen = () => insertReviewRequest(t.db, other.user.id, now());

export const authorizationCases: AuthorizationCases = {
  'GET /api/review-requests': { expect: PUBLIC, send: () => ({ url: '/api/review-requests?limit=5' }) },
  'POST /api/review-requests': {
    expect: ACTIVE(201),
    send: () => ({
      url: '/api/review-requests',
      payload: { title: 'Matrix review', link: 'https://github.com/esdc/matrix/pull/1', description: 'Made by the matrix', checklist: ['timing'] },
    }),
  },
  'GET /api/review-requests/:id': { expect: PUBLIC, send: async () => ({ url: `/api/review-requests/${await othersOpen()}` }) },
  'POST /api/review-requests/:id/claim': { expect: ACTIVE(200), send: async () => ({ url: `/api/review-requests/${await othersOpen()}/claim` }) },
  'POST /api/review-requests/:id/comments': {
    expect: ACTIVE(201),
    send: async () => ({ url: `/api/review-requests/${await othersOpen()}/comments`, payload: { body: 'Looks fine' } }),
  },
  'POST /api/review-requests/:id/decision': [
    {
      label: 'the reviewer',
      expect: ACTIVE(200),
      send: async (role) => ({
        url: `/api/review-requests/${await insertReviewRequest(t.db, other.user.id, now(), { state: 'in_review', reviewerId: idOf(role) })}/decision`,
        payload: { decision: 'approved' },
      }),
    },
    {
      label: "someone else's review",
      expect: NOBODY,
      send: async () => ({
        url: `/api/review-requests/${await insertReviewRequest(t.db, other.user.id, now(), { state: 'in_review', reviewerId: other.user.id })}/decision`,
        payload: { decision: 'changes' },
      }),
    },
  ],
  'POST /api/review-requests/:id/reopen': [
    {
      label: 'the requester',
      expect: ACTIVE(200),
      send: async (role) => ({
        url: `/api/review-requests/${await insertReviewRequest(t.db, idOf(role), now(), { state: 'changes_requested', reviewerId: other.user.id })}/reopen`,
      }),
    },
    {
      label: "someone else's request",
      expect: NOBODY,
      send: async () => ({
        url: `/api/review-requests/${await insertReviewRequest(t.db, other.user.id, now(), { state: 'changes_requested', reviewerId: other.user.id })}/reopen`,
      }),
    },
  ],
  'POST /api/review-requests/:id/release': {
    expect: RESOURCE_MANAGERS(200),
    send: async () => ({
      url: `/api/review-requests/${await insertReviewRequest(t.db, other.user.id, now(), { state: 'in_review', reviewerId: other.user.id })}/release`,
    }),
  },
};
