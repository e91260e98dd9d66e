import { ACTIVE, ADMIN, PUBLIC, t, type AuthorizationCases } from '../../test/authorization-matrix-kit.ts';

/**
 * Who may call the roadmap routes (docs/requirements.md §2 Roadmap; SPEC §6), for the authorization matrix
 * (apps/server/src/authorization-matrix.test.ts): everyone reads; active members vote; admins manage the items.
 */

/** A fresh planned item, straight in the database. */
async function insertItem(): Promise<number> {
  const at = t.clock.now().toISOString();
  const row = await t.db
    .insertInto('roadmap_items')
    .values({ title: 'Matrix item', description: '', phase: 'planned', quarter: null, created_at: at, updated_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export const authorizationCases: AuthorizationCases = {
  'GET /api/roadmap': { expect: PUBLIC, send: () => ({ url: '/api/roadmap' }) },
  'POST /api/roadmap/items': { expect: ADMIN(201), send: () => ({ url: '/api/roadmap/items', payload: { title: 'Matrix item' } }) },
  'PUT /api/roadmap/items/:id': {
    expect: ADMIN(200),
    send: async () => ({ url: `/api/roadmap/items/${await insertItem()}`, payload: { phase: 'in-progress' } }),
  },
  'DELETE /api/roadmap/items/:id': { expect: ADMIN(200), send: async () => ({ url: `/api/roadmap/items/${await insertItem()}` }) },
  'POST /api/roadmap/items/:id/vote': { expect: ACTIVE(200), send: async () => ({ url: `/api/roadmap/items/${await insertItem()}/vote` }) },
  'DELETE /api/roadmap/items/:id/vote': { expect: ACTIVE(200), send: async () => ({ url: `/api/roadmap/items/${await insertItem()}/vote` }) },
};
