import { describe, expect, it } from 'vitest';
import { forumThreadCreateSchema, forumThreadListQuerySchema } from './forum-schemas.ts';
import { FORUM_DEFAULT_CATEGORIES, forumThreadPath, mayMarkAnswer } from './forum.ts';
import type { Actor } from './permissions.ts';

const member = (id: number, role: Actor['role'] = 'user', status: Actor['status'] = 'active'): Actor => ({ id, role, status });

describe('forum rules', () => {
  it('has the five categories of the spec, Help being Q&A', () => {
    expect(FORUM_DEFAULT_CATEGORIES.map((c) => c.name)).toEqual(['General', 'Hardware', 'Software', 'Projects', 'Help']);
    expect(FORUM_DEFAULT_CATEGORIES.filter((c) => c.qa).map((c) => c.name)).toEqual(['Help']);
  });

  it('lets the asker, moderators and admins mark the answer, nobody else', () => {
    expect(mayMarkAnswer(member(7), 7)).toBe(true);
    expect(mayMarkAnswer(member(8), 7)).toBe(false);
    expect(mayMarkAnswer(member(8, 'moderator'), 7)).toBe(true);
    expect(mayMarkAnswer(member(8, 'admin'), null)).toBe(true);
    expect(mayMarkAnswer(member(7, 'user', 'suspended'), 7)).toBe(false);
    expect(mayMarkAnswer(null, 7)).toBe(false);
    expect(mayMarkAnswer(member(7), null)).toBe(false);
  });

  it('gives a thread its page', () => {
    expect(forumThreadPath(12)).toBe('/forum/t/12');
  });
});

describe('forum schemas', () => {
  it('checks a new thread with the spec’s messages', () => {
    const issues = (input: unknown) => forumThreadCreateSchema.safeParse(input).error?.issues.map((i) => i.message) ?? [];
    expect(issues({ category_id: 1, title: 'Hi', body: 'x' })).toEqual(['Title must be at least 5 characters long']);
    expect(issues({ category_id: 1, title: 'x'.repeat(151), body: 'x' })).toEqual(['Title must be at most 150 characters long']);
    expect(issues({ category_id: 1, title: 'Hello there', body: '' })).toEqual(['Body is required']);
    expect(issues({ category_id: 1, title: 'Hello there', body: 'x'.repeat(20_001) })).toEqual(['Body must be at most 20000 characters long']);
    expect(issues({ category_id: 1, title: 'Hello there', body: 'ok', link: { kind: 'project', id: 3 } })).toEqual([]);
  });

  it('reads the thread list query, refusing an unknown order', () => {
    expect(forumThreadListQuerySchema.parse({ category_id: '3' })).toMatchObject({ category_id: 3, sort: 'latest', limit: 20, offset: 0 });
    expect(forumThreadListQuerySchema.safeParse({ sort: 'oldest' }).error?.issues[0]?.message).toBe('Invalid sort');
  });
});
