import { multipart } from '../../test/images.ts';
import { type AuthorizationCases, RESOURCE_MANAGERS } from '../../test/authorization-matrix-kit.ts';

/**
 * Who may call the files routes, for the authorization matrix (apps/server/src/authorization-matrix.test.ts): the
 * status each caller gets, keyed "METHOD path" as registered (HEAD routes use their GET entry). The callers, presets
 * and fixtures are in apps/server/src/test/authorization-matrix-kit.ts.
 */
export const authorizationCases: AuthorizationCases = {
  'POST /api/files': {
    expect: RESOURCE_MANAGERS(201),
    send: () => ({ url: '/api/files', multipart: multipart({ filename: 'notes.txt', type: 'text/plain', data: Buffer.from('Matrix notes\n') }) }),
  },
};
