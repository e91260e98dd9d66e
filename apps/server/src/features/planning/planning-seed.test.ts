import type { Board, Task } from '@esdc/core/planning-schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test/api.ts';
import { createTestApp, envelope, type TestApp } from '../../test/harness.ts';
import { seedDemoPlanning } from './seed.ts';

/* Planning's demo content (docs/requirements.md §2 Planning): a demo member's board shared with three others. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seedDemo: true });
});
afterAll(async () => {
  await t.close();
});

describe('demo planning board', () => {
  it('has a member board shared with three demo members, eight tasks across the four columns, and loads once', async () => {
    const admin = await t.adminToken();
    const boards = envelope<Board[]>(await call(t, 'GET', '/api/boards', admin)).data;
    const board = boards.find((b) => b.name === 'Line follower robot');
    expect(board).toMatchObject({ owner: { kind: 'member', name: expect.any(String) }, task_counts: { todo: 3, 'in-progress': 2, review: 1, done: 2 } });
    expect(board!.members[0]!.username).toBe('priya');
    expect(
      board!.members
        .slice(1)
        .map((m) => m.username)
        .sort(),
    ).toEqual(['arjun', 'mei', 'sara']);
    const tasks = envelope<Task[]>(await call(t, 'GET', `/api/boards/${board!.id}/tasks`, admin)).data;
    expect(tasks).toHaveLength(8);
    expect(tasks.map((x) => x.status)).toEqual(['todo', 'todo', 'todo', 'in-progress', 'in-progress', 'review', 'done', 'done']);
    expect(tasks.find((x) => x.title === 'PID loop for steering')).toMatchObject({ priority: 'high', labels: ['firmware'], assignees: [{ username: 'mei' }] });
    expect(await seedDemoPlanning(t.db, { now: t.clock.now() })).toBe(false);
  });
});
