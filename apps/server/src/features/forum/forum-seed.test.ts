import type { ForumThread, ForumThreadSummary } from '@esdc/core/forum-schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test/api.ts';
import { createTestApp, envelope, type TestApp } from '../../test/harness.ts';
import { seedDemoForum } from './seed.ts';

/* The forum's demo content (docs/requirements.md §2 Forum): threads by demo members, one a solved Help question. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seedDemo: true });
});
afterAll(async () => {
  await t.close();
});

describe('demo forum', () => {
  it('has demo threads with replies, a solved Help question, and loads once', async () => {
    const threads = envelope<ForumThreadSummary[]>(await call(t, 'GET', '/api/forum/threads?limit=50')).data;
    expect(threads.length).toBeGreaterThanOrEqual(4);
    const solved = threads.find((x) => x.solved);
    expect(solved).toMatchObject({ category_name: 'Help', reply_count: 2 });
    const page = envelope<ForumThread>(await call(t, 'GET', `/api/forum/threads/${solved!.id}`)).data;
    expect(page.answer).toMatchObject({ accepted: true });
    expect(await seedDemoForum(t.db, { now: t.clock.now() })).toBe(false);
  });
});
