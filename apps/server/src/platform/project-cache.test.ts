import { describe, expect, it } from 'vitest';
import { changesProjectReads, ProjectCache } from './project-cache.ts';

/* The data version that rendered pages are cached under (plugins/page-renderer.ts), and the entries' freshness. */
describe('ProjectCache', () => {
  const t0 = Date.parse('2026-11-23T12:00:01Z');

  it('keeps one data version until a write here or the next 10 s boundary', () => {
    const cache = new ProjectCache();
    const v = cache.version(t0);
    expect(cache.version(t0 + 8_999)).toBe(v);
    expect(cache.version(t0 + 9_000)).not.toBe(v);
    cache.invalidate();
    expect(cache.version(t0)).not.toBe(v);
  });

  it('serves an entry while its version holds', () => {
    const cache = new ProjectCache();
    expect(cache.get('list', t0)).toBeUndefined();
    const entry = cache.set('list', '[1]', t0);
    expect(cache.get('list', t0 + 5_000)).toBe(entry);
    expect(cache.get('list', t0 + 9_000)).toBeUndefined();
    cache.set('list', '[1]', t0);
    cache.invalidate();
    expect(cache.get('list', t0)).toBeUndefined();
  });

  it('never serves a read that started before a write', () => {
    const cache = new ProjectCache();
    expect(cache.get('list', t0)).toBeUndefined();
    // The database read is under way when a project is written …
    cache.invalidate();
    // … so what it stores predates the write.
    cache.set('list', '[old]', t0);
    expect(cache.get('list', t0)).toBeUndefined();
    // The next read stores fresh data, which is served.
    const fresh = cache.set('list', '[new]', t0);
    expect(cache.get('list', t0)).toBe(fresh);
  });
});

/* Which committed writes drop the cache (it follows the database's write reports, db/write-observer.ts). */
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
