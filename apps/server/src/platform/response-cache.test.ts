import { describe, expect, it } from 'vitest';
import { WriteObserver } from '../db/write-observer.ts';
import { ResponseCache } from './response-cache.ts';

/* The data version that rendered pages are cached under (plugins/page-renderer.ts), and the entries' freshness. */
describe('ResponseCache', () => {
  const t0 = Date.parse('2026-11-23T12:00:01Z');

  it('keeps one data version until a write here or the next 10 s boundary', () => {
    const cache = new ResponseCache();
    const v = cache.version(t0);
    expect(cache.version(t0 + 8_999)).toBe(v);
    expect(cache.version(t0 + 9_000)).not.toBe(v);
    cache.invalidate();
    expect(cache.version(t0)).not.toBe(v);
  });

  it('serves an entry while its version holds', () => {
    const cache = new ResponseCache();
    expect(cache.get('list', t0)).toBeUndefined();
    const entry = cache.set('list', '[1]', t0);
    expect(cache.get('list', t0 + 5_000)).toBe(entry);
    expect(cache.get('list', t0 + 9_000)).toBeUndefined();
    cache.set('list', '[1]', t0);
    cache.invalidate();
    expect(cache.get('list', t0)).toBeUndefined();
  });

  it('never serves a read that started before a write', () => {
    const cache = new ResponseCache();
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

  it('drops itself on the committed writes it depends on, once it follows them', () => {
    const writes = new WriteObserver();
    const cache = new ResponseCache(10_000, 500, (write) => write.table === 'tags');
    cache.follow(writes);
    const v = cache.version(t0);
    writes.notify([{ table: 'users', columns: null }]);
    expect(cache.version(t0)).toBe(v);
    writes.notify([{ table: 'tags', columns: null }]);
    expect(cache.version(t0)).not.toBe(v);
  });
});
