import { describe, expect, it } from 'vitest';
import { WriteObserver } from '../../db/write-observer.ts';
import { changesProjectReads, ProjectCache } from './project-cache.ts';

/* Which committed writes drop the project cache (it follows the database's write reports, db/write-observer.ts). */
describe('changesProjectReads', () => {
  const update = (table: string, ...columns: string[]) => ({ table, columns: new Set(columns) });
  it.each([
    [update('users', 'name'), true],
    [update('users', 'avatar_url', 'bio'), true],
    [update('users', 'points', 'points_reached_at'), false],
    [update('users', 'bio', 'location'), false],
    [{ table: 'users', columns: null }, true],
    [update('projects', 'title'), true],
    [update('projects', 'views'), false],
    [{ table: 'project_likes', columns: null }, true],
    // A project's uploaded images; deleting an image removes its project links by cascade.
    [{ table: 'project_images', columns: null }, true],
    [{ table: 'images', columns: null }, true],
    [{ table: 'project_views', columns: null }, false],
    [{ table: 'challenge_solves', columns: null }, false],
    [{ table: 'tags', columns: null }, true],
  ])('%o → %s', (write, expected) => {
    expect(changesProjectReads(write)).toBe(expected);
  });
});

/* The project cache follows the database's writes with that rule (app.ts: ctx.projectCache.follow). */
describe('ProjectCache', () => {
  it('drops itself on a write that changes a project read, and only then', () => {
    const writes = new WriteObserver();
    const cache = new ProjectCache();
    cache.follow(writes);
    const t0 = Date.parse('2026-11-23T12:00:01Z');
    const v = cache.version(t0);
    writes.notify([{ table: 'projects', columns: new Set(['views']) }]);
    expect(cache.version(t0)).toBe(v);
    writes.notify([{ table: 'projects', columns: new Set(['title']) }]);
    expect(cache.version(t0)).not.toBe(v);
  });
});
