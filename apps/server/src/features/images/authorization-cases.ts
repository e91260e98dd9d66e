import { multipart, solidImage } from '../../test/images.ts';
import { ACTIVE, type AuthorizationCases, insertImage, other, OWNER_OR_ADMIN_OTHERS, ownerId } from '../../test/authorization-matrix-kit.ts';

/**
 * Who may call the images routes, for the authorization matrix (apps/server/src/authorization-matrix.test.ts): the
 * status each caller gets, keyed "METHOD path" as registered (HEAD routes use their GET entry). The callers, presets
 * and fixtures are in apps/server/src/test/authorization-matrix-kit.ts.
 */
export const authorizationCases: AuthorizationCases = {
  'POST /api/images': {
    expect: ACTIVE(201),
    send: async () => ({ url: '/api/images', multipart: multipart({ filename: 'm.png', type: 'image/png', data: await solidImage(20, 20, 'png') }) }),
  },
  'DELETE /api/images/:id': [
    { label: 'own image', expect: ACTIVE(200), send: async (role) => ({ url: `/api/images/${await insertImage(ownerId(role))}` }) },
    { label: "another member's image", expect: OWNER_OR_ADMIN_OTHERS(200), send: async () => ({ url: `/api/images/${await insertImage(other.user.id)}` }) },
  ],
};
