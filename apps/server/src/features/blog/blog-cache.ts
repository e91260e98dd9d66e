import type { TableWrite, WriteObserver } from '../../db/write-observer.ts';
import { ResponseCache, type CachedEntry } from '../../platform/response-cache.ts';

/*
 * In-process cache of the blog's public reads (benchmarks: `GET /api/blog/posts` held to the project and
 * product lists' bar), the same mechanism as the project and product caches (docs/architecture.md Caching): a
 * versioned LRU of JSON bodies with ETags, dropped on every committed write that can change a blog read and at every
 * 10 s boundary (so other instances' writes show within 10 s). Only answers that are the same for every viewer are
 * cached: lists of published posts (`status=published`, which no viewer's rights widen) and a post page as a
 * visitor sees it.
 */

/**
 * What a blog read shows, by table: `null` for every column, else the columns that matter. A member's points, bio,
 * role or e-mail never show on a post; a post's `views` counter may lag by up to the cache's 10 s (a view is counted
 * on every first open within the hour, and dropping the cache on each would leave little cached).
 */
const BLOG_READ_SOURCES: ReadonlyMap<string, ReadonlySet<string> | null> = new Map(
  Object.entries({
    blog_posts: null,
    blog_post_tags: null,
    images: null,
    users: new Set(['name', 'username', 'avatar_url', 'github_username', 'deleted_at']),
  }),
);
/** `blog_posts` columns whose change alone does not drop the cache. */
const LAGGING_POST_COLUMNS = new Set(['views']);

/**
 * Whether a committed write can change what a public blog read returns (a like changes `blog_posts.likes`, so it
 * counts; a view alone does not).
 * @param write one table write reported by the database's {@link WriteObserver}
 */
export function changesBlogReads(write: TableWrite): boolean {
  const shown = BLOG_READ_SOURCES.get(write.table);
  if (shown === undefined) return false;
  if (write.columns === null) return true;
  const columns = [...write.columns];
  if (write.table === 'blog_posts') return columns.some((c) => !LAGGING_POST_COLUMNS.has(c));
  return shown === null || columns.some((c) => shown.has(c));
}

/** A blog cache that follows the database's writes. */
export interface BlogCache {
  /**
   * The cached body under `key`, else `read()`'s answer stored under it. Requests that miss together (a cold start,
   * a write, a 10 s boundary) share one read; a read that fails stores nothing and rejects every waiter.
   * @param key what identifies the answer (the route and its parsed query)
   * @param read produces the envelope to cache (serialised with JSON.stringify)
   * @param nowMs the time, in ms since the epoch
   */
  read(key: string, read: () => Promise<unknown>, nowMs: number): Promise<CachedEntry>;
  /** Stops following the writes. */
  stop(): void;
}

/**
 * A blog cache following the database's writes ({@link changesBlogReads}); routes never drop it by hand.
 * @param writes the database's write observer
 */
export function createBlogCache(writes: WriteObserver): BlogCache {
  const cache = new ResponseCache(10_000, 500);
  const stop = writes.subscribe((list) => {
    if (list.some(changesBlogReads)) cache.invalidate();
  });
  const reading = new Map<string, Promise<CachedEntry>>();
  return {
    read(key, read, nowMs) {
      const entry = cache.get(key, nowMs);
      if (entry) return Promise.resolve(entry);
      // Shared per data version: a request after a write never joins a read that started before it.
      const shared = `${cache.version(nowMs)} ${key}`;
      let pending = reading.get(shared);
      if (!pending) {
        pending = read()
          .then((body) => cache.set(key, JSON.stringify(body), nowMs))
          .finally(() => reading.delete(shared));
        reading.set(shared, pending);
      }
      return pending;
    },
    stop,
  };
}
