import {
  DRAFT_OTHERS,
  ACTIVE,
  OWNER_OR_ADMIN_OTHERS,
  SESSION,
  memberOf,
  other,
  t,
  type AuthorizationCases,
  type Expect,
  type Role,
} from '../../test/authorization-matrix-kit.ts';
import { insertBoard, insertTask } from './planning-fixtures.ts';

/**
 * Who may call the planning routes (docs/requirements.md §2 Planning; SPEC §6), for the authorization matrix
 * (apps/server/src/authorization-matrix.test.ts): every signed-in member reads the boards they may see (someone
 * else's board answers 404, admins see all); active members create boards and edit the tasks of the boards they see;
 * a board's owner (or an admin) renames and deletes it, a member it is shared with may not.
 */

const ownerOf = (role: Role) => memberOf(role)?.user.id ?? other.user.id;
const now = () => t.clock.now();
/** The caller's own board (someone else's for the signed-out and the suspended). */
const ownBoard = (role: Role) => insertBoard(t.db, now(), { ownerId: ownerOf(role) });
/** A board of someone else, not shared with the caller. */
const othersBoard = () => insertBoard(t.db, now(), { ownerId: other.user.id });
/** A board of someone else shared with the caller. */
const sharedBoard = (role: Role) => insertBoard(t.db, now(), { ownerId: other.user.id, memberIds: memberOf(role) ? [ownerOf(role)] : [] });
/** A write to someone else's board: refused by the session hook first (pending: 403), then hidden (404) but to admins. */
const OTHERS_WRITE = (ok: number): Expect => ({ anonymous: 401, user: 404, moderator: 404, pendingAdmin: 403, suspendedAdmin: 401, admin: ok });

export const authorizationCases: AuthorizationCases = {
  'GET /api/boards': { expect: SESSION, send: () => ({ url: '/api/boards' }) },
  'POST /api/boards': { expect: ACTIVE(201), send: () => ({ url: '/api/boards', payload: { name: 'Matrix board', description: 'Made by the matrix' } }) },
  'GET /api/boards/:id': [
    { label: "one's own", expect: SESSION, send: async (role) => ({ url: `/api/boards/${await ownBoard(role)}` }) },
    { label: "someone else's", expect: DRAFT_OTHERS(200), send: async () => ({ url: `/api/boards/${await othersBoard()}` }) },
  ],
  'PUT /api/boards/:id': [
    {
      label: "one's own",
      expect: ACTIVE(200),
      send: async (role) => ({ url: `/api/boards/${await ownBoard(role)}`, payload: { name: 'Renamed by the matrix' } }),
    },
    {
      label: 'shared with the caller',
      expect: OWNER_OR_ADMIN_OTHERS(200),
      send: async (role) => ({ url: `/api/boards/${await sharedBoard(role)}`, payload: { name: 'Renamed' } }),
    },
    { label: "someone else's", expect: OTHERS_WRITE(200), send: async () => ({ url: `/api/boards/${await othersBoard()}`, payload: { name: 'Renamed' } }) },
  ],
  'DELETE /api/boards/:id': [
    { label: "one's own", expect: ACTIVE(200), send: async (role) => ({ url: `/api/boards/${await ownBoard(role)}` }) },
    { label: 'shared with the caller', expect: OWNER_OR_ADMIN_OTHERS(200), send: async (role) => ({ url: `/api/boards/${await sharedBoard(role)}` }) },
    { label: "someone else's", expect: OTHERS_WRITE(200), send: async () => ({ url: `/api/boards/${await othersBoard()}` }) },
  ],
  'GET /api/boards/:id/tasks': [
    { label: "one's own", expect: SESSION, send: async (role) => ({ url: `/api/boards/${await ownBoard(role)}/tasks` }) },
    { label: "someone else's", expect: DRAFT_OTHERS(200), send: async () => ({ url: `/api/boards/${await othersBoard()}/tasks` }) },
  ],
  'POST /api/boards/:id/tasks': [
    {
      label: 'shared with the caller',
      expect: ACTIVE(201),
      send: async (role) => ({ url: `/api/boards/${await sharedBoard(role)}/tasks`, payload: { title: 'Matrix task' } }),
    },
    {
      label: "someone else's",
      expect: OTHERS_WRITE(201),
      send: async () => ({ url: `/api/boards/${await othersBoard()}/tasks`, payload: { title: 'Matrix task' } }),
    },
  ],
  'GET /api/tasks/:id': [
    { label: "one's own board", expect: SESSION, send: async (role) => ({ url: `/api/tasks/${await insertTask(t.db, await ownBoard(role), now())}` }) },
    {
      label: "someone else's board",
      expect: DRAFT_OTHERS(200),
      send: async () => ({ url: `/api/tasks/${await insertTask(t.db, await othersBoard(), now())}` }),
    },
  ],
  'PATCH /api/tasks/:id': [
    {
      label: 'a board shared with the caller',
      expect: ACTIVE(200),
      send: async (role) => ({
        url: `/api/tasks/${await insertTask(t.db, await sharedBoard(role), now())}`,
        payload: { status: 'done', position: { after_id: null } },
      }),
    },
    {
      label: "someone else's board",
      expect: OTHERS_WRITE(200),
      send: async () => ({ url: `/api/tasks/${await insertTask(t.db, await othersBoard(), now())}`, payload: { title: 'Edited' } }),
    },
  ],
  'DELETE /api/tasks/:id': [
    {
      label: 'a board shared with the caller',
      expect: ACTIVE(200),
      send: async (role) => ({ url: `/api/tasks/${await insertTask(t.db, await sharedBoard(role), now())}` }),
    },
    {
      label: "someone else's board",
      expect: OTHERS_WRITE(200),
      send: async () => ({ url: `/api/tasks/${await insertTask(t.db, await othersBoard(), now())}` }),
    },
  ],
  'GET /api/boards/:id/events': [
    { label: "one's own", expect: SESSION, send: async (role) => ({ url: `/api/boards/${await ownBoard(role)}/events`, stream: true }) },
    { label: "someone else's", expect: DRAFT_OTHERS(200), send: async () => ({ url: `/api/boards/${await othersBoard()}/events`, stream: true }) },
  ],
};
