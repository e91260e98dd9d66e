import type { Board, PlanningStreamTask, Task } from '@esdc/core/planning-schemas';
import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { openDatabase, type Database } from '../../db/client.ts';
import { call, memberWith } from '../../test/api.ts';
import { createTestApp, envelope, onPostgres, TEST_JWT_SECRET, type Member, type TestApp } from '../../test/harness.ts';
import { openSse } from '../../test/sse.ts';
import { insertBoard, insertTeam } from './planning-fixtures.ts';

/*
 * A board's live stream (docs/requirements.md §2 Planning, Live): everyone viewing a board hears the moves, edits, new
 * and deleted tasks and board changes made through other requests, within a second; on PostgreSQL also across two app
 * instances on one database (LISTEN/NOTIFY), as behind a load balancer.
 */

type Res = Awaited<ReturnType<typeof call>>;
const data = <T>(res: Res) => envelope<T>(res).data;
/** Within a second (the requirement). */
const SECOND = 1000;

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await t.close();
});

/** A member's board shared with `friend`, with two tasks in To Do. */
async function boardWithTasks(owner: Member, friend: Member): Promise<{ board: Board; tasks: Task[] }> {
  const board = data<Board>(await call(t, 'POST', '/api/boards', owner.token, { name: 'Live board' }));
  await call(t, 'PUT', `/api/boards/${board.id}`, owner.token, { member_ids: [friend.user.id] });
  const tasks = [];
  for (const title of ['One', 'Two']) tasks.push(data<Task>(await call(t, 'POST', `/api/boards/${board.id}/tasks`, owner.token, { title })));
  return { board, tasks };
}

describe("a board's live stream", () => {
  it('hears a move, an edit, a new task, a deletion and a rename made through other requests, within a second', async () => {
    const owner = await memberWith(t);
    const friend = await memberWith(t);
    const { board, tasks } = await boardWithTasks(owner, friend);
    const stream = await openSse(`${base}/api/boards/${board.id}/events`, friend.token);
    try {
      expect(stream.status).toBe(200);
      expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/);
      expect(stream.headers.get('content-encoding')).toBeNull();

      const moved = await call(t, 'PATCH', `/api/tasks/${tasks[1]!.id}`, owner.token, { status: 'in-progress', position: { after_id: null } });
      expect(moved.statusCode, moved.body).toBe(200);
      expect(await stream.next('task', () => true, SECOND)).toEqual({ task_id: tasks[1]!.id, deleted: false } satisfies PlanningStreamTask);
      // What the client then reads: the task in its new column.
      expect(data<Task>(await call(t, 'GET', `/api/tasks/${tasks[1]!.id}`, friend.token)).status).toBe('in-progress');

      await call(t, 'PATCH', `/api/tasks/${tasks[0]!.id}`, owner.token, { title: 'One, edited' });
      expect(await stream.next('task', () => true, SECOND)).toEqual({ task_id: tasks[0]!.id, deleted: false });
      const created = data<Task>(await call(t, 'POST', `/api/boards/${board.id}/tasks`, owner.token, { title: 'Three' }));
      expect(await stream.next('task', () => true, SECOND)).toEqual({ task_id: created.id, deleted: false });
      await call(t, 'DELETE', `/api/tasks/${created.id}`, owner.token);
      expect(await stream.next('task', () => true, SECOND)).toEqual({ task_id: created.id, deleted: true });
      await call(t, 'PUT', `/api/boards/${board.id}`, owner.token, { name: 'Live board, renamed' });
      expect(await stream.next('board', () => true, SECOND)).toEqual({});
      // A refused write publishes nothing.
      await call(t, 'PATCH', `/api/tasks/${tasks[0]!.id}`, owner.token, { position: { after_id: 999_999 } });
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(stream.events.filter((e) => e.event === 'task')).toHaveLength(4);
    } finally {
      stream.close();
    }
  });

  it('hears only its own board; refuses those who may not see it; ends when its viewer is removed or the board deleted', async () => {
    const owner = await memberWith(t);
    const friend = await memberWith(t);
    const stranger = await memberWith(t);
    const { board, tasks } = await boardWithTasks(owner, friend);
    const other = await boardWithTasks(owner, stranger);

    expect((await openSse(`${base}/api/boards/${board.id}/events`, stranger.token)).status).toBe(404);
    const signedOut = await fetch(`${base}/api/boards/${board.id}/events`);
    expect(signedOut.status).toBe(401);

    const friendStream = await openSse(`${base}/api/boards/${board.id}/events`, friend.token);
    const ownerStream = await openSse(`${base}/api/boards/${board.id}/events`, owner.token);
    const otherStream = await openSse(`${base}/api/boards/${other.board.id}/events`, stranger.token);
    try {
      await call(t, 'PATCH', `/api/tasks/${tasks[0]!.id}`, owner.token, { status: 'done' });
      expect(await ownerStream.next('task', () => true, SECOND)).toEqual({ task_id: tasks[0]!.id, deleted: false });
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(otherStream.events).toEqual([]);

      // The friend is taken off the board: told, then their stream ends.
      await call(t, 'PUT', `/api/boards/${board.id}`, owner.token, { member_ids: [] });
      expect(await friendStream.next('board', () => true, SECOND)).toEqual({});
      await friendStream.ended;
      // The board is deleted: its owner's stream is told and ends.
      await call(t, 'DELETE', `/api/boards/${board.id}`, owner.token);
      await ownerStream.next('board', () => true, SECOND);
      await ownerStream.ended;
    } finally {
      friendStream.close();
      ownerStream.close();
      otherStream.close();
    }
  });

  it("ends when its viewer leaves the board's team or is removed from it (a change no board message announces)", async () => {
    const lead = await memberWith(t);
    const stays = await memberWith(t);
    const leaves = await memberWith(t);
    const removed = await memberWith(t);
    const teamId = await insertTeam(t.db, t.clock.now(), lead.user.id, [stays.user.id, leaves.user.id, removed.user.id]);
    const boardId = await insertBoard(t.db, t.clock.now(), { ownerId: lead.user.id, teamId });
    const open = async (m: Member) => {
      const stream = await openSse(`${base}/api/boards/${boardId}/events`, m.token);
      expect(stream.status).toBe(200);
      return stream;
    };
    const [staying, leaving, removing] = [await open(stays), await open(leaves), await open(removed)];
    try {
      expect((await call(t, 'DELETE', `/api/teams/${teamId}/members/${leaves.user.id}`, leaves.token)).statusCode).toBe(200);
      await leaving.ended;
      expect((await call(t, 'DELETE', `/api/teams/${teamId}/members/${removed.user.id}`, lead.token)).statusCode).toBe(200);
      await removing.ended;
      // The one still in the team keeps hearing the board.
      const task = data<Task>(await call(t, 'POST', `/api/boards/${boardId}/tasks`, lead.token, { title: 'Still heard' }));
      expect(await staying.next('task', () => true, SECOND)).toEqual({ task_id: task.id, deleted: false });
    } finally {
      for (const s of [staying, leaving, removing]) s.close();
    }
  });

  it('ends when its session is revoked (sign-out)', async () => {
    const owner = await memberWith(t);
    const friend = await memberWith(t);
    const { board } = await boardWithTasks(owner, friend);
    const stream = await openSse(`${base}/api/boards/${board.id}/events`, friend.token);
    expect(stream.status).toBe(200);
    expect((await call(t, 'POST', '/api/user/logout', friend.token)).statusCode).toBe(200);
    await stream.ended;
  });
});

describe.skipIf(!onPostgres)('a board’s live stream across two instances (PostgreSQL)', () => {
  let bDatabase: Database;
  let b: FastifyInstance;
  let bUrl: string;

  beforeAll(async () => {
    bDatabase = openDatabase({ url: t.database.url, schema: t.database.schema, poolSize: 4 });
    b = await buildApp({ config: t.config, database: bDatabase, jwtSecret: TEST_JWT_SECRET, clock: () => t.clock.now(), logger: { level: 'silent' } });
    await b.listen({ port: 0, host: '127.0.0.1' });
    bUrl = `http://127.0.0.1:${(b.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await b?.close();
    await bDatabase?.close();
  });

  it('a move made through instance A reaches a viewer’s stream on instance B within a second', async () => {
    const owner = await memberWith(t);
    const friend = await memberWith(t);
    const { board, tasks } = await boardWithTasks(owner, friend);
    const stream = await openSse(`${bUrl}/api/boards/${board.id}/events`, friend.token);
    try {
      expect(stream.status).toBe(200);
      const started = Date.now();
      const moved = await call(t, 'PATCH', `/api/tasks/${tasks[1]!.id}`, owner.token, { status: 'review', position: { after_id: null } });
      expect(moved.statusCode, moved.body).toBe(200);
      expect(await stream.next('task', () => true, SECOND)).toEqual({ task_id: tasks[1]!.id, deleted: false });
      expect(Date.now() - started).toBeLessThan(SECOND);
      const read = await fetch(`${bUrl}/api/tasks/${tasks[1]!.id}`, { headers: { authorization: `Bearer ${friend.token}` } });
      expect(((await read.json()) as { data: Task }).data.status).toBe('review');
    } finally {
      stream.close();
    }
  });
});
