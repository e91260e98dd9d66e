import { uniqueSuffix } from '../../test/harness.ts';
import { ADMIN, type AuthorizationCases, matrixDoc, PUBLIC } from '../../test/authorization-matrix-kit.ts';

/**
 * Who may call the docs routes, for the authorization matrix (apps/server/src/authorization-matrix.test.ts): the
 * status each caller gets, keyed "METHOD path" as registered (HEAD routes use their GET entry). The callers, presets
 * and fixtures are in apps/server/src/test/authorization-matrix-kit.ts.
 */
export const authorizationCases: AuthorizationCases = {
  'GET /api/doc-articles': { expect: PUBLIC, send: () => ({ url: '/api/doc-articles?q=matrix' }) },
  'GET /api/doc-articles/:slug': { expect: PUBLIC, send: async () => ({ url: `/api/doc-articles/${await matrixDoc()}` }) },
  'POST /api/doc-articles': {
    expect: ADMIN(201),
    send: () => ({ url: '/api/doc-articles', payload: { slug: `matrix-${uniqueSuffix()}`, group: 'Software', title: 'Matrix article', content: '# Matrix' } }),
  },
  'PUT /api/doc-articles/:slug': {
    expect: ADMIN(200),
    send: async () => ({ url: `/api/doc-articles/${await matrixDoc()}`, payload: { title: 'Matrix edit' } }),
  },
  'DELETE /api/doc-articles/:slug': { expect: ADMIN(200), send: async () => ({ url: `/api/doc-articles/${await matrixDoc()}` }) },
};
