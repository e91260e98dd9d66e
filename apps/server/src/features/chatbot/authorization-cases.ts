import { ADMIN, type AuthorizationCases, memberOf, OWNER_OR_ADMIN_OTHERS, other, PUBLIC, SESSION, t } from '../../test/authorization-matrix-kit.ts';

/**
 * Who may call the chatbot routes, for the authorization matrix (apps/server/src/authorization-matrix.test.ts): the
 * status each caller gets, keyed "METHOD path" as registered (HEAD routes use their GET entry). The callers, presets
 * and fixtures are in apps/server/src/test/authorization-matrix-kit.ts.
 */

/** A fresh FAQ entry to change or delete. */
async function matrixFaq(): Promise<number> {
  const now = t.clock.now().toISOString();
  const row = await t.db
    .insertInto('chatbot_faq')
    .values({ question: 'Matrix question?', answer: 'Matrix answer.', keywords: '', path: null, position: 100, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const faqBody = { question: 'Where is the matrix?', answer: 'In the tests.', keywords: 'matrix', path: '/docs' };

export const authorizationCases: AuthorizationCases = {
  'POST /api/chatbot/ask': { expect: PUBLIC, send: () => ({ url: '/api/chatbot/ask', payload: { query_message: 'How do I join the club?' } }) },
  'POST /api/chatbot/ask/stream': {
    expect: PUBLIC,
    send: () => ({ url: '/api/chatbot/ask/stream', payload: { query_message: 'How do I join the club?' } }),
  },
  'GET /api/chatbot/history/:userId': [
    { label: 'own', expect: SESSION, send: (role) => ({ url: `/api/chatbot/history/${memberOf(role)?.user.id ?? other.user.id}` }) },
    { label: "another member's", expect: OWNER_OR_ADMIN_OTHERS(200), send: () => ({ url: `/api/chatbot/history/${other.user.id}` }) },
  ],
  'GET /api/chatbot/suggestions': { expect: PUBLIC, send: () => ({ url: '/api/chatbot/suggestions' }) },
  'GET /api/admin/chatbot/faq': { expect: ADMIN(200), send: () => ({ url: '/api/admin/chatbot/faq' }) },
  'POST /api/admin/chatbot/faq': { expect: ADMIN(201), send: () => ({ url: '/api/admin/chatbot/faq', payload: faqBody }) },
  'PUT /api/admin/chatbot/faq/:id': { expect: ADMIN(200), send: async () => ({ url: `/api/admin/chatbot/faq/${await matrixFaq()}`, payload: faqBody }) },
  'DELETE /api/admin/chatbot/faq/:id': { expect: ADMIN(200), send: async () => ({ url: `/api/admin/chatbot/faq/${await matrixFaq()}` }) },
  'GET /api/admin/chatbot/unanswered': { expect: ADMIN(200), send: () => ({ url: '/api/admin/chatbot/unanswered' }) },
};
