import { ACTIVE, ADMIN, type AuthorizationCases, BLOG_EDITORS, blogBody, insertPost, other, ownerId, PUBLIC, t } from '../../test/authorization-matrix-kit.ts';

/**
 * Who may call the blog routes, for the authorization matrix (apps/server/src/authorization-matrix.test.ts): the
 * status each caller gets, keyed "METHOD path" as registered (HEAD routes use their GET entry). The callers, presets
 * and fixtures are in apps/server/src/test/authorization-matrix-kit.ts.
 */
export const authorizationCases: AuthorizationCases = {
  'GET /api/blog/posts': { expect: PUBLIC, send: () => ({ url: '/api/blog/posts?status=all' }) },
  'GET /api/blog/access': { expect: PUBLIC, send: () => ({ url: '/api/blog/access' }) },
  'GET /api/blog/posts/:slug': [
    { label: 'published', expect: PUBLIC, send: async () => ({ url: `/api/blog/posts/${(await insertPost(other.user.id)).slug}` }) },
    {
      label: "someone else's draft",
      expect: { anonymous: 404, user: 404, moderator: 200, pendingAdmin: 404, suspendedAdmin: 401, admin: 200 },
      send: async () => ({ url: `/api/blog/posts/${(await insertPost(other.user.id, 'draft')).slug}` }),
    },
  ],
  'POST /api/blog/posts': {
    expect: { anonymous: 401, user: 403, moderator: 201, pendingAdmin: 403, suspendedAdmin: 401, admin: 201 },
    send: () => ({ url: '/api/blog/posts', payload: blogBody() }),
  },
  'PUT /api/blog/posts/:id': [
    {
      label: "someone else's",
      expect: BLOG_EDITORS(200),
      send: async () => ({ url: `/api/blog/posts/${(await insertPost(other.user.id)).id}`, payload: { title: 'Matrix edit' } }),
    },
    {
      label: 'own',
      expect: ACTIVE(200),
      send: async (role) => ({ url: `/api/blog/posts/${(await insertPost(ownerId(role))).id}`, payload: { title: 'Matrix edit' } }),
    },
  ],
  'DELETE /api/blog/posts/:id': [
    { label: "someone else's", expect: BLOG_EDITORS(200), send: async () => ({ url: `/api/blog/posts/${(await insertPost(other.user.id)).id}` }) },
    { label: 'own', expect: ACTIVE(200), send: async (role) => ({ url: `/api/blog/posts/${(await insertPost(ownerId(role))).id}` }) },
  ],
  'POST /api/blog/posts/:id/publish': {
    expect: { anonymous: 401, user: 404, moderator: 200, pendingAdmin: 404, suspendedAdmin: 401, admin: 200 },
    send: async () => ({ url: `/api/blog/posts/${(await insertPost(other.user.id, 'draft')).id}/publish` }),
  },
  'POST /api/blog/posts/:id/unpublish': {
    expect: BLOG_EDITORS(200),
    send: async () => ({ url: `/api/blog/posts/${(await insertPost(other.user.id)).id}/unpublish` }),
  },
  'PUT /api/blog/posts/:id/like': { expect: ACTIVE(200), send: async () => ({ url: `/api/blog/posts/${(await insertPost(other.user.id)).id}/like` }) },
  'DELETE /api/blog/posts/:id/like': { expect: ACTIVE(200), send: async () => ({ url: `/api/blog/posts/${(await insertPost(other.user.id)).id}/like` }) },
  'POST /api/blog/posts/:id/views': { expect: PUBLIC, send: async () => ({ url: `/api/blog/posts/${(await insertPost(other.user.id)).id}/views` }) },
  'GET /api/admin/blog/writers': { expect: ADMIN(200), send: () => ({ url: '/api/admin/blog/writers' }) },
  'PUT /api/admin/blog/writers/:id': { expect: ADMIN(200), send: () => ({ url: `/api/admin/blog/writers/${other.user.id}` }) },
  'DELETE /api/admin/blog/writers/:id': {
    expect: ADMIN(200),
    send: async () => {
      const m = await t.register();
      await t.db.insertInto('blog_writers').values({ user_id: m.user.id, added_by: null, created_at: t.clock.now().toISOString() }).execute();
      return { url: `/api/admin/blog/writers/${m.user.id}` };
    },
  },
};
