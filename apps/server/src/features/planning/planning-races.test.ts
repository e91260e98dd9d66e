import type { Board, Task } from '@esdc/core/planning-schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, memberWith, startWithAdmin } from '../../test/api.ts';
import { envelope, type Member, type TestApp } from '../../test/harness.ts';

/*
 * Planning boards under simultaneous moves (docs/requirements.md §2 Planning: "two members moving cards at once never
 * lose a move or corrupt the order"), on SQLite, and on PostgreSQL when TEST_DATABASE_URL is set: every move locks the
 * board's row, so its key is computed from the column as the previous move left it.
 */

let t: TestApp;
beforeAll(async () => {
  ({ t } = await startWithAdmin());
});
afterAll(() => t.close());

type Res = Awaited<ReturnType<typeof call>>;
const data = <T>(res: Res) => envelope<T>(res).data;

/** A member's board shared with 20 members, with `count` tasks in To Do (by the owner), in order. */
async function sharedBoard(count: number): Promise<{ owner: Member; members: Member[]; board: Board; tasks: Task[] }> {
  const owner = await memberWith(t);
  const members = await Promise.all(Array.from({ length: 20 }, () => memberWith(t)));
  const board = data<Board>(await call(t, 'POST', '/api/boards', owner.token, { name: 'Race board' }));
  expect((await call(t, 'PUT', `/api/boards/${board.id}`, owner.token, { member_ids: members.map((m) => m.user.id) })).statusCode).toBe(200);
  const tasks: Task[] = [];
  for (let i = 0; i < count; i++) tasks.push(data<Task>(await call(t, 'POST', `/api/boards/${board.id}/tasks`, owner.token, { title: `Task ${i}` })));
  return { owner, members, board, tasks };
}

/** The board's tasks as listed: by column, then key. */
const listed = async (member: Member, boardId: number) => data<Task[]>(await call(t, 'GET', `/api/boards/${boardId}/tasks`, member.token));

/** Every key distinct, and the list's order is the order of the keys within each column. */
function expectConsistent(tasks: Task[]): void {
  expect(new Set(tasks.map((x) => `${x.status}:${x.position}`)).size).toBe(tasks.length);
  for (let i = 1; i < tasks.length; i++) {
    const [a, b] = [tasks[i - 1]!, tasks[i]!];
    if (a.status === b.status) expect(a.position < b.position, `${a.title} before ${b.title}`).toBe(true);
  }
}

describe('simultaneous moves on one column', () => {
  it('20 members moving 20 tasks right after the same task at once: all succeed, keys distinct, the order a permutation', async () => {
    const { owner, members, board, tasks } = await sharedBoard(21);
    const [anchor, ...moving] = tasks;
    // Each member moves one task (the last twenty, in reverse) to right after the first.
    const all = await Promise.all(
      moving.reverse().map((task, i) => call(t, 'PATCH', `/api/tasks/${task.id}`, members[i]!.token, { position: { after_id: anchor!.id } })),
    );
    expect(
      all.map((r) => r.statusCode),
      all.find((r) => r.statusCode !== 200)?.body,
    ).toEqual(Array(20).fill(200));
    const after = await listed(owner, board.id);
    expectConsistent(after);
    expect(after).toHaveLength(21);
    expect(after[0]!.id).toBe(anchor!.id);
    expect(after.map((x) => x.id).sort((a, b) => a - b)).toEqual(tasks.map((x) => x.id).sort((a, b) => a - b));
    // Each answer's key is the task's key as stored (no move was lost or overwritten).
    const stored = new Map(after.map((x) => [x.id, x.position]));
    for (const r of all) expect(stored.get(data<Task>(r).id)).toBe(data<Task>(r).position);
  });

  it('20 members moving 20 tasks to the top of another column at once, and 20 within it: every key distinct, nothing lost', async () => {
    const { owner, members, board, tasks } = await sharedBoard(20);
    const toReview = await Promise.all(
      tasks.map((task, i) => call(t, 'PATCH', `/api/tasks/${task.id}`, members[i]!.token, { status: 'review', position: { after_id: null } })),
    );
    expect(toReview.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    let after = await listed(owner, board.id);
    expectConsistent(after);
    expect(after.map((x) => x.status)).toEqual(Array(20).fill('review'));

    // Now each member moves a task after its neighbour at once (a shuffle within the column).
    const order = after.map((x) => x.id);
    const shuffle = await Promise.all(
      order.map((id, i) => call(t, 'PATCH', `/api/tasks/${id}`, members[i]!.token, { position: { after_id: order[(i + 7) % order.length] } })),
    );
    expect(
      shuffle.map((r) => r.statusCode),
      shuffle.find((r) => r.statusCode !== 200)?.body,
    ).toEqual(Array(20).fill(200));
    after = await listed(owner, board.id);
    expectConsistent(after);
    expect(after.map((x) => x.id).sort((a, b) => a - b)).toEqual(order.slice().sort((a, b) => a - b));
  });
});
