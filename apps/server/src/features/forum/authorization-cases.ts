import { ACTIVE, ADMIN, PUBLIC, RESOURCE_MANAGERS, memberOf, other, t, type AuthorizationCases, type Role } from '../../test/authorization-matrix-kit.ts';
import { uniqueSuffix } from '../../test/harness.ts';
import { insertForumCategory, insertForumPost, insertForumThread } from './forum-fixtures.ts';

/**
 * Who may call the forum's routes (docs/requirements.md §2 Forum; SPEC §6), for the authorization matrix
 * (apps/server/src/authorization-matrix.test.ts): everyone reads; active members post, like, report, subscribe and
 * edit and delete their own posts, and the asker marks the answer; moderators and admins moderate and delete
 * anyone's; admins manage categories.
 */

const ownerOf = (role: Role) => memberOf(role)?.user.id ?? other.user.id;
const now = () => t.clock.now();
const thread = (authorId: number, qa = false) => insertForumThread(t.db, authorId, now(), { qa });
/** A reply by `authorId` in a fresh thread by `threadAuthorId`. */
async function reply(authorId: number, threadAuthorId = other.user.id, qa = false): Promise<number> {
  const { threadId } = await thread(threadAuthorId, qa);
  return insertForumPost(t.db, threadId, authorId, now());
}

export const authorizationCases: AuthorizationCases = {
  'GET /api/forum/categories': { expect: PUBLIC, send: () => ({ url: '/api/forum/categories' }) },
  'POST /api/forum/categories': {
    expect: ADMIN(201),
    send: () => ({ url: '/api/forum/categories', payload: { name: `Cat ${uniqueSuffix()}`, description: 'Matrix' } }),
  },
  'PUT /api/forum/categories/:id': {
    expect: ADMIN(200),
    send: async () => ({ url: `/api/forum/categories/${await insertForumCategory(t.db, now())}`, payload: { description: 'Changed' } }),
  },
  'GET /api/forum/threads': { expect: PUBLIC, send: () => ({ url: '/api/forum/threads?limit=5' }) },
  'POST /api/forum/threads': {
    expect: ACTIVE(201),
    send: async () => ({
      url: '/api/forum/threads',
      payload: { category_id: await insertForumCategory(t.db, now()), title: 'Matrix thread', body: 'Started by the matrix.' },
    }),
  },
  'GET /api/forum/threads/:id': { expect: PUBLIC, send: async () => ({ url: `/api/forum/threads/${(await thread(other.user.id)).threadId}` }) },
  'DELETE /api/forum/threads/:id': [
    { label: "one's own", expect: ACTIVE(200), send: async (role) => ({ url: `/api/forum/threads/${(await thread(ownerOf(role))).threadId}` }) },
    { label: "someone else's", expect: RESOURCE_MANAGERS(200), send: async () => ({ url: `/api/forum/threads/${(await thread(other.user.id)).threadId}` }) },
  ],
  'GET /api/forum/threads/:id/posts': { expect: PUBLIC, send: async () => ({ url: `/api/forum/threads/${(await thread(other.user.id)).threadId}/posts` }) },
  'POST /api/forum/threads/:id/posts': {
    expect: ACTIVE(201),
    send: async () => ({ url: `/api/forum/threads/${(await thread(other.user.id)).threadId}/posts`, payload: { body: 'A matrix reply' } }),
  },
  'PUT /api/forum/posts/:id': {
    label: "one's own",
    expect: ACTIVE(200),
    send: async (role) => ({ url: `/api/forum/posts/${await reply(ownerOf(role))}`, payload: { body: 'Edited by the matrix' } }),
  },
  'DELETE /api/forum/posts/:id': [
    { label: "one's own", expect: ACTIVE(200), send: async (role) => ({ url: `/api/forum/posts/${await reply(ownerOf(role))}` }) },
    { label: "someone else's", expect: RESOURCE_MANAGERS(200), send: async () => ({ url: `/api/forum/posts/${await reply(other.user.id)}` }) },
  ],
  'GET /api/forum/posts/:id/edits': { expect: PUBLIC, send: async () => ({ url: `/api/forum/posts/${await reply(other.user.id)}/edits` }) },
  'POST /api/forum/posts/:id/like': { expect: ACTIVE(200), send: async () => ({ url: `/api/forum/posts/${await reply(other.user.id)}/like` }) },
  'DELETE /api/forum/posts/:id/like': { expect: ACTIVE(200), send: async () => ({ url: `/api/forum/posts/${await reply(other.user.id)}/like` }) },
  'POST /api/forum/posts/:id/accept': [
    { label: 'the asker', expect: ACTIVE(200), send: async (role) => ({ url: `/api/forum/posts/${await reply(other.user.id, ownerOf(role), true)}/accept` }) },
    {
      label: "someone else's question",
      expect: RESOURCE_MANAGERS(200),
      send: async () => ({ url: `/api/forum/posts/${await reply(other.user.id, other.user.id, true)}/accept` }),
    },
  ],
  'DELETE /api/forum/posts/:id/accept': [
    { label: 'the asker', expect: ACTIVE(200), send: async (role) => ({ url: `/api/forum/posts/${await reply(other.user.id, ownerOf(role), true)}/accept` }) },
    {
      label: "someone else's question",
      expect: RESOURCE_MANAGERS(200),
      send: async () => ({ url: `/api/forum/posts/${await reply(other.user.id, other.user.id, true)}/accept` }),
    },
  ],
  'POST /api/forum/posts/:id/report': {
    expect: ACTIVE(201),
    send: async () => ({ url: `/api/forum/posts/${await reply(other.user.id)}/report`, payload: { reason: 'Matrix report' } }),
  },
  'POST /api/forum/posts/:id/hide': { expect: RESOURCE_MANAGERS(200), send: async () => ({ url: `/api/forum/posts/${await reply(other.user.id)}/hide` }) },
  'POST /api/forum/posts/:id/restore': {
    expect: RESOURCE_MANAGERS(200),
    send: async () => ({ url: `/api/forum/posts/${await reply(other.user.id)}/restore` }),
  },
  'GET /api/forum/reports': { expect: RESOURCE_MANAGERS(200), send: () => ({ url: '/api/forum/reports' }) },
  'POST /api/forum/threads/:id/lock': {
    expect: RESOURCE_MANAGERS(200),
    send: async () => ({ url: `/api/forum/threads/${(await thread(other.user.id)).threadId}/lock` }),
  },
  'POST /api/forum/threads/:id/unlock': {
    expect: RESOURCE_MANAGERS(200),
    send: async () => ({ url: `/api/forum/threads/${(await thread(other.user.id)).threadId}/unlock` }),
  },
  'POST /api/forum/threads/:id/pin': {
    expect: RESOURCE_MANAGERS(200),
    send: async () => ({ url: `/api/forum/threads/${(await thread(other.user.id)).threadId}/pin` }),
  },
  'POST /api/forum/threads/:id/unpin': {
    expect: RESOURCE_MANAGERS(200),
    send: async () => ({ url: `/api/forum/threads/${(await thread(other.user.id)).threadId}/unpin` }),
  },
  'POST /api/forum/threads/:id/move': {
    expect: RESOURCE_MANAGERS(200),
    send: async () => ({
      url: `/api/forum/threads/${(await thread(other.user.id)).threadId}/move`,
      payload: { category_id: await insertForumCategory(t.db, now()) },
    }),
  },
  'POST /api/forum/threads/:id/merge': {
    expect: RESOURCE_MANAGERS(200),
    send: async () => ({
      url: `/api/forum/threads/${(await thread(other.user.id)).threadId}/merge`,
      payload: { into_thread_id: (await thread(other.user.id)).threadId },
    }),
  },
  'POST /api/forum/threads/:id/subscription': {
    expect: ACTIVE(200),
    send: async () => ({ url: `/api/forum/threads/${(await thread(other.user.id)).threadId}/subscription` }),
  },
  'DELETE /api/forum/threads/:id/subscription': {
    expect: ACTIVE(200),
    send: async () => ({ url: `/api/forum/threads/${(await thread(other.user.id)).threadId}/subscription` }),
  },
};
